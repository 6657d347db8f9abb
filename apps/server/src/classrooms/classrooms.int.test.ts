import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';
import { fileOf, noisePng } from '../uploads/test-files.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CLASSROOM_DETAIL = /* GraphQL */ `
  query ClassroomDetail($id: ID!) {
    classroom(id: $id) {
      id
      name
      level
      archived
      avatar
      viewerRole
      language { isoLanguageCode }
      owner { id user { firstName } }
      paginatedTeachers { totalCount objects { id } }
      paginatedStudents(pageSize: 2, sortField: FIRST_NAME) {
        totalCount
        pages
        hasNext
        objects { id user { firstName } }
      }
    }
  }
`;

type Page<T> = { totalCount: number; pages: number; hasNext: boolean; objects: T[] };
type ClassroomsPayload = {
  success: boolean;
  objects:
    | { id: string; name: string; archived: boolean; inviteToken: string; invitePath: string }[]
    | null;
  errors:
    | { field: string; objectPosition: number | null; messages: string[]; code: string }[]
    | null;
};

describe('classrooms', () => {
  it('creates, lists, updates, archives and restores a classroom as its owner', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const spanish = await languageId(db, 'es');
    const created = await client.query<{ createClassroom: ClassroomsPayload }>(
      `mutation ($input: ClassroomInput!) {
        createClassroom(input: $input) { success objects { id name archived inviteToken invitePath } errors { field messages code } }
      }`,
      { input: { name: '  Tuesday group ', languageId: spanish, level: 'B1' } },
    );
    expect(created.errors).toBeUndefined();
    const classroom = created.data?.createClassroom.objects?.[0];
    expect(classroom?.name).toBe('Tuesday group');
    expect(classroom?.invitePath).toBe(
      `/invite/classroom/${teacher.profile.inviteToken}/${classroom?.inviteToken}`,
    );

    const list = await client.query<{ classrooms: Page<{ id: string; viewerRole: string }> }>(
      '{ classrooms { totalCount objects { id viewerRole } } }',
    );
    expect(list.data?.classrooms.objects).toEqual([{ id: classroom?.id, viewerRole: 'OWNER' }]);

    const updated = await client.query<{ updateClassroom: ClassroomsPayload }>(
      `mutation ($id: ID!) { updateClassroom(id: $id, input: { name: "Thursday group" }) { objects { name } } }`,
      { id: classroom?.id },
    );
    expect(updated.data?.updateClassroom.objects?.[0]?.name).toBe('Thursday group');

    const archived = await client.query<{ archiveClassroom: ClassroomsPayload }>(
      'mutation ($id: ID!) { archiveClassroom(id: $id) { objects { archived } } }',
      { id: classroom?.id },
    );
    expect(archived.data?.archiveClassroom.objects?.[0]?.archived).toBe(true);
    const active = await client.query<{ classrooms: Page<unknown> }>(
      '{ classrooms { totalCount } }',
    );
    expect(active.data?.classrooms.totalCount).toBe(0);
    const onlyArchived = await client.query<{ classrooms: Page<unknown> }>(
      '{ classrooms(filter: { archived: true }) { totalCount } }',
    );
    expect(onlyArchived.data?.classrooms.totalCount).toBe(1);
    const restored = await client.query<{ archiveClassroom: ClassroomsPayload }>(
      'mutation ($id: ID!) { archiveClassroom(id: $id, archived: false) { objects { archived } } }',
      { id: classroom?.id },
    );
    expect(restored.data?.archiveClassroom.objects?.[0]?.archived).toBe(false);
  });

  it('reports validation failures per field, in the viewer language', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db, { user: { language: 'es' } });
    const client = await graphqlClient(server, teacher.user);
    const result = await client.query<{ createClassroom: ClassroomsPayload }>(
      `mutation ($input: ClassroomInput!) {
        createClassroom(input: $input) { success objects { id } errors { field objectPosition messages code } }
      }`,
      { input: { name: '', languageId: 'not-a-uuid', level: 'A1' } },
    );
    const payload = result.data?.createClassroom;
    expect(payload?.success).toBe(false);
    expect(payload?.objects).toBeNull();
    expect(payload?.errors?.map((e) => e.field).sort()).toEqual(['languageId', 'name']);
    expect(payload?.errors?.every((e) => e.objectPosition === null)).toBe(true);
    // Worded for people, in Spanish: not the validator's "Demasiado pequeño: se esperaba…".
    expect(payload?.errors?.find((e) => e.field === 'name')).toMatchObject({
      code: 'REQUIRED',
      messages: ['Este campo es obligatorio.'],
    });
    expect(payload?.errors?.find((e) => e.field === 'languageId')?.code).toBe('INVALID');
  });

  it('shows the roster to members, paginated and sorted, with teachers and students', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const coTeacher = await buildTeacher(db);
    const students = await Promise.all(
      ['Carla', 'Ana', 'Bea'].map((firstName) => buildStudent(db, { user: { firstName } })),
    );
    const classroom = await buildClassroom(db, { owner, students, coTeachers: [coTeacher] });
    for (const person of [owner.user, coTeacher.user, students[0]?.user]) {
      const client = await graphqlClient(server, person ?? null);
      const { data, errors } = await client.query<{
        classroom: {
          viewerRole: string;
          avatar: string;
          paginatedTeachers: Page<{ id: string }>;
          paginatedStudents: Page<{ user: { firstName: string } }>;
        };
      }>(CLASSROOM_DETAIL, { id: classroom.id });
      expect(errors).toBeUndefined();
      expect(data?.classroom.paginatedTeachers.totalCount).toBe(2);
      expect(data?.classroom.avatar).toBe('/media/defaults/classroom.svg');
      const page = data?.classroom.paginatedStudents;
      expect(page?.totalCount).toBe(3);
      expect(page?.pages).toBe(2);
      expect(page?.hasNext).toBe(true);
      expect(page?.objects.map((s) => s.user.firstName)).toEqual(['Ana', 'Bea']);
    }
  });

  it('stores a classroom photo and falls back to the default avatar when it is removed', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner });
    const client = await graphqlClient(server, owner.user);
    const UPDATE = /* GraphQL */ `
      mutation ($id: ID!, $input: ClassroomUpdateInput!) {
        updateClassroom(id: $id, input: $input) { success objects { photo avatar } errors { code } }
      }
    `;
    type Result = { updateClassroom: { objects: { photo: string | null; avatar: string }[] } };
    const uploaded = await client.upload<Result>(
      UPDATE,
      { id: classroom.id, input: { photo: null } },
      { 'variables.input.photo': fileOf(await noisePng(400, 300), 'group.png', 'image/png') },
    );
    const withPhoto = uploaded.data?.updateClassroom.objects[0];
    expect(withPhoto?.photo).toMatch(/^\/media\/classrooms\/.+\.webp$/);
    expect(withPhoto?.avatar).toMatch(/\.thumb\.webp$/);
    expect((await fetch(`${server.url}${withPhoto?.avatar}`)).status).toBe(200);
    const removed = await client.query<Result>(UPDATE, {
      id: classroom.id,
      input: { removePhoto: true },
    });
    expect(removed.data?.updateClassroom.objects[0]).toEqual({
      photo: null,
      avatar: '/media/defaults/classroom.svg',
    });
    expect((await fetch(`${server.url}${withPhoto?.photo}`)).status).toBe(404);
  });

  it('lists the classrooms a teacher co-teaches and a student studies in, by role', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const coTeacher = await buildTeacher(db);
    const student = await buildStudent(db);
    const own = await buildClassroom(db, { owner: coTeacher, name: 'Own' });
    const shared = await buildClassroom(db, {
      owner,
      coTeachers: [coTeacher],
      students: [student],
    });
    const LIST =
      'query ($role: ClassroomRole) { classrooms(filter: { role: $role }) { objects { id viewerRole } } }';
    type List = { classrooms: { objects: { id: string; viewerRole: string }[] } };
    const teacherClient = await graphqlClient(server, coTeacher.user);
    const all = await teacherClient.query<List>(LIST, {});
    expect(all.data?.classrooms.objects).toHaveLength(2);
    const coTaught = await teacherClient.query<List>(LIST, { role: 'CO_TEACHER' });
    expect(coTaught.data?.classrooms.objects).toEqual([
      { id: shared.id, viewerRole: 'CO_TEACHER' },
    ]);
    const owned = await teacherClient.query<List>(LIST, { role: 'OWNER' });
    expect(owned.data?.classrooms.objects).toEqual([{ id: own.id, viewerRole: 'OWNER' }]);
    const studentClient = await graphqlClient(server, student.user);
    const studying = await studentClient.query<List>(LIST, {});
    expect(studying.data?.classrooms.objects).toEqual([{ id: shared.id, viewerRole: 'STUDENT' }]);
  });

  it('refuses a student reading another classroom roster', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const outsider = await buildStudent(db);
    const classroom = await buildClassroom(db, { owner, students: [await buildStudent(db)] });
    const client = await graphqlClient(server, outsider.user);
    const result = await client.query(CLASSROOM_DETAIL, { id: classroom.id });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.data?.classroom ?? null).toBeNull();
  });

  it('refuses a teacher editing, archiving or rotating a classroom they do not own', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const coTeacher = await buildTeacher(db);
    const stranger = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner, coTeachers: [coTeacher] });
    for (const person of [coTeacher, stranger]) {
      const client = await graphqlClient(server, person.user);
      for (const mutation of [
        'mutation ($id: ID!) { updateClassroom(id: $id, input: { name: "Mine now" }) { success } }',
        'mutation ($id: ID!) { archiveClassroom(id: $id) { success } }',
        'mutation ($id: ID!) { rotateClassroomInviteToken(id: $id) { success } }',
      ]) {
        const result = await client.query(mutation, { id: classroom.id });
        expect(errorCode(result)).toBe('FORBIDDEN');
      }
    }
  });

  it('lets the owner remove a co-teacher and a co-teacher leave; refuses everyone else removing', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const [marta, pablo] = await Promise.all([buildTeacher(db), buildTeacher(db)]);
    const student = await buildStudent(db);
    const classroom = await buildClassroom(db, {
      owner,
      coTeachers: [marta, pablo],
      students: [student],
    });
    const REMOVE = /* GraphQL */ `
      mutation ($c: ID!, $t: ID!) {
        removeClassroomTeacher(classroomId: $c, teacherProfileId: $t) { success }
      }
    `;
    const teachersSeenBy = async (client: Awaited<ReturnType<typeof graphqlClient>>) =>
      (
        await client.query<{ classroom: { paginatedTeachers: { objects: { id: string }[] } } }>(
          CLASSROOM_DETAIL,
          { id: classroom.id },
        )
      ).data?.classroom.paginatedTeachers.objects.map((teacher) => teacher.id);

    const martaClient = await graphqlClient(server, marta.user);
    for (const client of [martaClient, await graphqlClient(server, student.user)]) {
      const refused = await client.query(REMOVE, { c: classroom.id, t: pablo.profile.id });
      expect(errorCode(refused)).toBe('FORBIDDEN');
    }

    const ownerClient = await graphqlClient(server, owner.user);
    const removed = await ownerClient.query<{ removeClassroomTeacher: { success: boolean } }>(
      REMOVE,
      { c: classroom.id, t: marta.profile.id },
    );
    expect(removed.data?.removeClassroomTeacher.success).toBe(true);
    expect(errorCode(await martaClient.query(CLASSROOM_DETAIL, { id: classroom.id }))).toBe(
      'FORBIDDEN',
    );
    expect(await teachersSeenBy(ownerClient)).toEqual(
      expect.arrayContaining([owner.profile.id, pablo.profile.id]),
    );
    expect(await teachersSeenBy(ownerClient)).toHaveLength(2);

    const pabloClient = await graphqlClient(server, pablo.user);
    const left = await pabloClient.query<{ leaveClassroom: { success: boolean } }>(
      'mutation ($id: ID!) { leaveClassroom(id: $id) { success } }',
      { id: classroom.id },
    );
    expect(left.data?.leaveClassroom.success).toBe(true);
    expect(errorCode(await pabloClient.query(CLASSROOM_DETAIL, { id: classroom.id }))).toBe(
      'FORBIDDEN',
    );
    expect(await teachersSeenBy(ownerClient)).toEqual([owner.profile.id]);
  });

  it('lets a teacher remove a student and a member leave; the owner cannot leave', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const [ana, bea] = await Promise.all([buildStudent(db), buildStudent(db)]);
    if (!ana || !bea) throw new Error('factories failed');
    const classroom = await buildClassroom(db, { owner, students: [ana, bea] });
    const ownerClient = await graphqlClient(server, owner.user);
    const removed = await ownerClient.query<{ removeClassroomStudents: { success: boolean } }>(
      'mutation ($c: ID!, $s: [ID!]!) { removeClassroomStudents(classroomId: $c, studentProfileIds: $s) { success } }',
      { c: classroom.id, s: [ana.profile.id] },
    );
    expect(removed.data?.removeClassroomStudents.success).toBe(true);
    const anaClient = await graphqlClient(server, ana.user);
    expect(errorCode(await anaClient.query(CLASSROOM_DETAIL, { id: classroom.id }))).toBe(
      'FORBIDDEN',
    );

    const beaClient = await graphqlClient(server, bea.user);
    const left = await beaClient.query<{ leaveClassroom: { success: boolean } }>(
      'mutation ($id: ID!) { leaveClassroom(id: $id) { success } }',
      { id: classroom.id },
    );
    expect(left.data?.leaveClassroom.success).toBe(true);

    const ownerLeaves = await ownerClient.query<{
      leaveClassroom: { success: boolean; errors: { code: string }[] };
    }>('mutation ($id: ID!) { leaveClassroom(id: $id) { success errors { code } } }', {
      id: classroom.id,
    });
    expect(ownerLeaves.data?.leaveClassroom).toEqual({
      success: false,
      errors: [{ code: 'OWNER_CANNOT_LEAVE' }],
    });
  });
});
