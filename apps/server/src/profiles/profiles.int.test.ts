import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  type BuiltUser,
  buildClassroom,
  buildStudent,
  buildTeacher,
  buildUser,
  languageId,
} from '../test/world-factories.ts';
import { fileOf, jpegWithExif, noisePng } from '../uploads/test-files.ts';

let server: TestServer;
beforeAll(async () => {
  // Small limits so an oversized photo and an oversized request are cheap to make.
  server = await startTestServer({
    UPLOAD_MAX_IMAGE_BYTES: '50000',
    UPLOAD_MAX_DOCUMENT_BYTES: '60000',
    // A request is cut off above the largest upload of any kind, recordings included.
    UPLOAD_MAX_AUDIO_BYTES: '60000',
  });
});
afterAll(() => server.close());

type FieldErrors = {
  field: string;
  objectPosition: number | null;
  code: string;
  messages: string[];
}[];
type ProfilePayload = {
  updateProfile: {
    success: boolean;
    errors: FieldErrors | null;
    objects:
      | {
          username: string;
          firstName: string;
          studentProfile: {
            phoneNumber: string | null;
            photo: string | null;
            avatar: string;
            nativeLanguage: { isoLanguageCode: string } | null;
            paginatedLearningLanguages: { objects: { isoLanguageCode: string }[] };
          };
        }[]
      | null;
  };
};

const UPDATE = /* GraphQL */ `
  mutation ($input: ProfileInput!) {
    updateProfile(input: $input) {
      success
      errors { field objectPosition code messages }
      objects {
        username firstName
        studentProfile {
          phoneNumber photo avatar
          nativeLanguage { isoLanguageCode }
          paginatedLearningLanguages(sortField: ISO_LANGUAGE_CODE) { objects { isoLanguageCode } }
        }
      }
    }
  }
`;

async function storedMedia(): Promise<string[]> {
  const root = join(server.config.dataDir, 'media');
  const files = await readdir(root, { recursive: true });
  return files.filter((file) => file.includes('.') && !file.startsWith('defaults'));
}

describe('updateProfile', () => {
  it('updates names, username, phone (E.164), native and learning languages', async () => {
    const { db } = server.database;
    const student = await buildStudent(db, { learningLanguages: ['de'] });
    const client = await graphqlClient(server, student.user);
    const username = `ana_${Date.now()}`;
    const { data } = await client.query<ProfilePayload>(UPDATE, {
      input: {
        firstName: ' Ana ',
        username,
        phoneNumber: '+34 600 11 12 22',
        nativeLanguageId: await languageId(db, 'fr'),
        languageIds: [await languageId(db, 'es'), await languageId(db, 'en')],
      },
    });
    expect(data?.updateProfile.errors).toBeNull();
    expect(data?.updateProfile.objects?.[0]).toEqual({
      username,
      firstName: 'Ana',
      studentProfile: {
        phoneNumber: '+34600111222',
        photo: null,
        avatar: '/media/defaults/student.svg',
        nativeLanguage: { isoLanguageCode: 'fr' },
        paginatedLearningLanguages: {
          objects: [{ isoLanguageCode: 'en' }, { isoLanguageCode: 'es' }],
        },
      },
    });
  });

  it('reports a taken username and a bad phone number, in the viewer language', async () => {
    const { db } = server.database;
    const other = await buildUser(db);
    const student = await buildStudent(db, { user: { language: 'fr' } });
    const client = await graphqlClient(server, student.user);
    const phone = await client.query<ProfilePayload>(UPDATE, { input: { phoneNumber: '12345' } });
    expect(phone.data?.updateProfile.errors).toEqual([
      {
        field: 'phoneNumber',
        objectPosition: null,
        code: 'INVALID_PHONE_NUMBER',
        messages: [expect.stringContaining('format international')],
      },
    ]);
    const taken = await client.query<ProfilePayload>(UPDATE, {
      input: { username: other.username?.toUpperCase() },
    });
    expect(taken.data?.updateProfile.errors?.[0]).toMatchObject({
      field: 'username',
      code: 'USERNAME_TAKEN',
      messages: ["Ce nom d'utilisateur est déjà pris."],
    });
  });

  it('stores an uploaded photo re-encoded without EXIF, with a thumbnail, served as media', async () => {
    const { db } = server.database;
    const student = await buildStudent(db);
    const client = await graphqlClient(server, student.user);
    const result = await client.upload<ProfilePayload>(
      UPDATE,
      { input: { photo: null } },
      { 'variables.input.photo': fileOf(await jpegWithExif(), 'me.jpg', 'image/jpeg') },
    );
    expect(result.data?.updateProfile.errors).toBeNull();
    const profile = result.data?.updateProfile.objects?.[0]?.studentProfile;
    expect(profile?.photo).toMatch(/^\/media\/profiles\/\d{4}-\d{2}\/[\w-]+\.webp$/);
    expect(profile?.avatar).toMatch(/\.thumb\.webp$/);
    const served = await fetch(`${server.url}${profile?.photo}`);
    expect(served.status).toBe(200);
    const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a PNG renamed .pdf, an oversized file and a non-image as a photo, storing nothing', async () => {
    const { db } = server.database;
    const student = await buildStudent(db);
    const client = await graphqlClient(server, student.user);
    const before = await storedMedia();
    const attempts: [File, string][] = [
      [fileOf(await noisePng(16, 16), 'scan.pdf', 'application/pdf'), 'FILE_TYPE_MISMATCH'],
      [fileOf(await noisePng(160, 160), 'huge.png', 'image/png'), 'FILE_TOO_LARGE'],
      [
        fileOf(new TextEncoder().encode('%!PS-Adobe-3.0\nnot a picture'), 'me.png'),
        'UNSUPPORTED_FILE_TYPE',
      ],
    ];
    for (const [file, code] of attempts) {
      const result = await client.upload<ProfilePayload>(
        UPDATE,
        { input: { photo: null, firstName: 'Changed' } },
        { 'variables.input.photo': file },
      );
      expect(result.data?.updateProfile).toMatchObject({
        success: false,
        objects: null,
        errors: [{ field: 'photo', code, messages: [expect.any(String)] }],
      });
    }
    expect(await storedMedia()).toEqual(before);
    const me = await client.query<{ readUser: { firstName: string } }>(
      '{ readUser(me: true) { firstName } }',
    );
    expect(me.data?.readUser.firstName).toBe(student.user.firstName);

    // Beyond the largest upload any feature accepts, the request stops before GraphQL.
    const tooBig = await client.upload(
      UPDATE,
      { input: { photo: null } },
      { 'variables.input.photo': fileOf(new Uint8Array(400_000), 'x.png') },
    );
    expect(tooBig.status).toBe(413);
    expect(await storedMedia()).toEqual(before);
  });
});

describe('profiles of others', () => {
  it("shows a student's profile to their teacher but keeps the phone number private", async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const student = await buildStudent(db);
    await buildClassroom(db, { owner: teacher, students: [student] });
    const studentClient = await graphqlClient(server, student.user);
    await studentClient.query(UPDATE, { input: { phoneNumber: '+4915112345678' } });

    const query =
      'query ($id: ID!) { studentProfile(id: $id) { id user { firstName } phoneNumber } }';
    const teacherClient = await graphqlClient(server, teacher.user);
    const seen = await teacherClient.query<{ studentProfile: { id: string } | null }>(query, {
      id: student.profile.id,
    });
    expect(errorCode(seen)).toBe('FORBIDDEN');
    expect(seen.errors?.[0]?.path).toEqual(['studentProfile', 'phoneNumber']);
    const withoutPhone = await teacherClient.query<{ studentProfile: { id: string } }>(
      'query ($id: ID!) { studentProfile(id: $id) { id user { firstName } } }',
      { id: student.profile.id },
    );
    expect(withoutPhone.data?.studentProfile.id).toBe(student.profile.id);

    const stranger = await buildTeacher(db);
    const refused = await (await graphqlClient(server, stranger.user)).query(query, {
      id: student.profile.id,
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe("a student's classrooms", () => {
  const CLASSROOMS = /* GraphQL */ `
    query ($id: ID!) {
      studentProfile(id: $id) {
        paginatedClassrooms(pageSize: 20) { totalCount objects { id name } }
      }
    }
  `;
  type Classrooms = {
    studentProfile: {
      paginatedClassrooms: { totalCount: number; objects: { id: string; name: string }[] };
    } | null;
  };

  async function classroomsSeenBy(user: BuiltUser, studentProfileId: string) {
    const client = await graphqlClient(server, user);
    return client.query<Classrooms>(CLASSROOMS, { id: studentProfileId });
  }

  /** The ids a reader sees, after checking the count agrees with the rows. */
  async function idsSeenBy(user: BuiltUser, studentProfileId: string) {
    const response = await classroomsSeenBy(user, studentProfileId);
    expect(response.errors).toBeUndefined();
    const page = response.data?.studentProfile?.paginatedClassrooms;
    expect(page?.totalCount).toBe(page?.objects.length);
    return (page?.objects ?? []).map((classroom) => classroom.id).sort();
  }

  it('shows a teacher only the active classrooms they own or co-teach, the student all of them', async () => {
    const { db } = server.database;
    const [owner, otherTeacher, coTeacher, linkedTeacher, stranger] = await Promise.all([
      buildTeacher(db),
      buildTeacher(db),
      buildTeacher(db),
      buildTeacher(db),
      buildTeacher(db),
    ]);
    const student = await buildStudent(db, { teachers: [linkedTeacher] });
    const classmate = await buildStudent(db);
    const owned = await buildClassroom(db, { owner, students: [student, classmate] });
    const coTaught = await buildClassroom(db, {
      owner: otherTeacher,
      students: [student],
      coTeachers: [coTeacher],
    });
    await buildClassroom(db, { owner, students: [student], archived: true });
    await buildClassroom(db, { owner, students: [classmate] });

    expect(await idsSeenBy(owner.user, student.profile.id)).toEqual([owned.id]);
    expect(await idsSeenBy(otherTeacher.user, student.profile.id)).toEqual([coTaught.id]);
    expect(await idsSeenBy(coTeacher.user, student.profile.id)).toEqual([coTaught.id]);
    // Linked through the teacher link only: the student's page, but no shared classroom.
    expect(await idsSeenBy(linkedTeacher.user, student.profile.id)).toEqual([]);
    expect(await idsSeenBy(student.user, student.profile.id)).toEqual(
      [owned.id, coTaught.id].sort(),
    );

    const byStranger = await classroomsSeenBy(stranger.user, student.profile.id);
    expect(errorCode(byStranger)).toBe('FORBIDDEN');
    expect(byStranger.data?.studentProfile ?? null).toBeNull();
    const byClassmate = await classroomsSeenBy(classmate.user, student.profile.id);
    expect(errorCode(byClassmate)).toBe('FORBIDDEN');
    expect(byClassmate.data?.studentProfile ?? null).toBeNull();
  });

  it("refuses a classmate reading a student's classrooms from the roster", async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const [student, classmate] = await Promise.all([buildStudent(db), buildStudent(db)]);
    const classroom = await buildClassroom(db, { owner, students: [student, classmate] });
    const client = await graphqlClient(server, classmate.user);
    const response = await client.query(
      /* GraphQL */ `
        query ($id: ID!) {
          classroom(id: $id) {
            paginatedStudents { objects { id paginatedClassrooms { totalCount } } }
          }
        }
      `,
      { id: classroom.id },
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.path).toContain('paginatedClassrooms');
  });

  it('runs the same number of SQL statements for a teacher whatever the number of classrooms', async () => {
    const { db, statements } = server.database;
    async function statementsFor(sharedCount: number) {
      const teacher = await buildTeacher(db);
      const student = await buildStudent(db);
      for (let c = 0; c < sharedCount; c += 1) {
        await buildClassroom(db, { owner: teacher, students: [student] });
      }
      await buildClassroom(db, { owner: await buildTeacher(db), students: [student] });
      const client = await graphqlClient(server, teacher.user);
      statements.length = 0;
      const response = await client.query<Classrooms>(CLASSROOMS, { id: student.profile.id });
      const sent = [...statements];
      expect(response.errors).toBeUndefined();
      expect(response.data?.studentProfile?.paginatedClassrooms.totalCount).toBe(sharedCount);
      return sent;
    }
    const small = await statementsFor(1);
    const large = await statementsFor(5);
    expect(large.length).toBe(small.length);
    // Session (CSRF request), session with user, the viewer's profiles, the teacher–student
    // check, the planned query, one batched membership check for the classrooms.
    expect(large).toHaveLength(6);
  });
});
