import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, studentProfiles, users } from '../../db/schema/index.ts';
import { graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  type BuiltClassroom,
  type BuiltStudent,
  type BuiltTeacher,
  buildClassroom,
  buildStudent,
  buildTeacher,
  buildUser,
} from '../../test/world-factories.ts';

/**
 * The compiled read path against the executor (decision 0026): the same operations, sent by
 * every role to a server with it and to one without it (GRAPHQL_COMPILED_READS=false), on the
 * same database, must get the same answers, refusals and errors included.
 */

let compiled: TestServer;
let executor: TestServer;
let owner: BuiltTeacher;
let coTeacher: BuiltTeacher;
let students: BuiltStudent[];
let classroom: BuiltClassroom;
let archived: BuiltClassroom;

type Person = { id: string } | null;
const people: Record<string, () => Person> = {};

beforeAll(async () => {
  compiled = await startTestServer();
  executor = await startTestServer({ GRAPHQL_COMPILED_READS: 'false' });
  const { db } = compiled.database;
  owner = await buildTeacher(db, { user: { firstName: 'Olga', lastName: 'Owner' } });
  coTeacher = await buildTeacher(db, { user: { firstName: 'Carl', lastName: 'O\'Brien "Co"' } });
  const names = [
    ['Zoë', 'Álvarez'],
    ['adam', 'Zhang 张'],
    ['Mia', 'müller'],
    ['Ben', 'Ng'],
    ['Lía', 'Núñez'],
  ];
  students = [];
  for (const [firstName, lastName] of names) {
    students.push(await buildStudent(db, { user: { firstName, lastName } }));
  }
  const [withPhoto, withoutLanguage] = students;
  await db
    .update(studentProfiles)
    .set({ photo: 'profiles/photo.webp', photoThumbnail: 'profiles/thumb.webp' })
    .where(eq(studentProfiles.id, String(withPhoto?.profile.id)));
  await db
    .update(studentProfiles)
    .set({ nativeLanguageId: null })
    .where(eq(studentProfiles.id, String(withoutLanguage?.profile.id)));
  classroom = await buildClassroom(db, {
    owner,
    coTeachers: [coTeacher],
    students,
    name: 'Café "A2" \\ <tarde>',
    level: 'A2',
  });
  await db
    .update(classrooms)
    .set({ photo: 'classrooms/photo.webp', description: 'Línea 1\nLine 2\t— 🎉' })
    .where(eq(classrooms.id, classroom.id));
  archived = await buildClassroom(db, {
    owner,
    students: [students[0] as BuiltStudent],
    archived: true,
  });
  const staff = await buildUser(db, { isStaff: true });
  const outsiderTeacher = await buildTeacher(db);
  const outsiderStudent = await buildStudent(db);
  Object.assign(people, {
    owner: () => owner.user,
    coTeacher: () => coTeacher.user,
    student: () => students[2]?.user ?? null,
    outsiderTeacher: () => outsiderTeacher.user,
    outsiderStudent: () => outsiderStudent.user,
    staff: () => staff,
    anonymous: () => null,
  });
  // A person without a username: a null inside a nested object.
  await db
    .update(users)
    .set({ username: null })
    .where(eq(users.id, String(students[3]?.user.id)));
});
afterAll(async () => {
  await compiled.close();
  await executor.close();
});

const EVERYTHING = /* GraphQL */ `
  query Everything($id: ID!, $isTeacher: Boolean!, $page: Int, $size: PageSize) {
    classroom(id: $id) {
      __typename
      id
      title: name
      description
      level
      archived
      archivedAt
      createdAt
      photo
      photoThumbnail
      avatar
      viewerRole
      inviteToken @include(if: $isTeacher)
      invitePath @include(if: $isTeacher)
      language { ...LanguageFields }
      owner { ...Person }
      firstPage: paginatedStudents(pageSize: 2, sortField: FIRST_NAME, sortOrder: DESC) {
        __typename totalCount page pageSize pages hasNext hasPrev
        objects { ...Person }
      }
      paginatedStudents(page: $page, pageSize: $size, sortField: LAST_NAME) {
        totalCount page pageSize pages hasNext hasPrev
        objects { ...Person }
      }
      searched: paginatedStudents(filter: { search: "  ZHANG " }) {
        totalCount objects { id }
      }
      paginatedTeachers(pageSize: "All") {
        totalCount pages hasNext
        objects { ... on TeacherProfile { id avatar user { firstName lastName } } }
      }
    }
  }
  fragment LanguageFields on Language { id name isoLanguageCode }
  fragment Person on StudentProfile {
    id avatar photo photoThumbnail
    user { id userType username firstName lastName }
    nativeLanguage { ...LanguageFields }
  }
`;

/** The owner is a TeacherProfile: the same fields, on its own type. */
const EVERYTHING_OPERATION = `${EVERYTHING}
  fragment PersonT on TeacherProfile {
    id avatar photo photoThumbnail
    user { id userType username firstName lastName }
    nativeLanguage { ...LanguageFields }
  }`.replace('owner { ...Person }', 'owner { ...PersonT }');

/** What the web app's classroom page sends (features/classrooms/api/classroom-query.ts), shortened. */
const WEB_APP_CLASSROOM = /* GraphQL */ `
  query Classroom($id: ID!, $isTeacher: Boolean!) {
    classroom(id: $id) {
      id name description level avatar archived viewerRole
      language { id name isoLanguageCode }
      invitePath @include(if: $isTeacher)
      owner { id }
      paginatedStudents(page: 1) @include(if: $isTeacher) {
        totalCount pages objects { id avatar user { id firstName lastName username } }
      }
      paginatedTeachers(pageSize: "All") {
        objects { id avatar user { id firstName lastName username } }
      }
    }
    myToDo: practiceAssignments(filter: { classroomId: $id, bucket: TO_DO }) @skip(if: $isTeacher) {
      totalCount
    }
  }
`;

/** Fields the compiled path does not know, or guarded below the root: the executor's. */
const GUARDED_BELOW_THE_ROOT = /* GraphQL */ `
  query ($id: ID!) {
    classroom(id: $id) {
      name
      owner { user { firstName email } }
      paginatedStudents { objects { phoneNumber } }
    }
  }
`;

type Answer = { status: number; body: unknown; compiledRead: boolean };

async function ask(
  server: TestServer,
  as: Person,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const client = await graphqlClient(server, as, 'app');
  const response = await client.http.request('POST', '/graphql/', { json: { query, variables } });
  return {
    status: response.status,
    body: response.body,
    compiledRead: response.headers.get('server-timing')?.includes('compiled-read') ?? false,
  };
}

async function compare(as: Person, query: string, variables: Record<string, unknown>) {
  const fromCompiled = await ask(compiled, as, query, variables);
  const fromExecutor = await ask(executor, as, query, variables);
  expect(fromExecutor.compiledRead).toBe(false);
  expect({ status: fromCompiled.status, body: fromCompiled.body }).toEqual({
    status: fromExecutor.status,
    body: fromExecutor.body,
  });
  return fromCompiled;
}

const MEMBERS = ['owner', 'coTeacher', 'student'] as const;
const ROLES = [...MEMBERS, 'outsiderTeacher', 'outsiderStudent', 'staff', 'anonymous'] as const;
const TEACHERS = new Set(['owner', 'coTeacher']);

describe('the compiled read path answers as the executor does', () => {
  it.each(ROLES)('every field it knows, for %s', async (role) => {
    const as = people[role]?.() ?? null;
    for (const variables of [
      { id: classroom.id, isTeacher: TEACHERS.has(role), page: 2, size: 2 },
      { id: classroom.id, isTeacher: true, page: 3, size: 'All' },
      { id: archived.id, isTeacher: false },
    ]) {
      const answer = await compare(as, EVERYTHING_OPERATION, variables);
      // Members and staff get the compiled answer (a teacher's fields asked by a student and
      // every refusal are the executor's); the executor's answer is checked to be a real one.
      const plain = (MEMBERS as readonly string[]).includes(role) || role === 'staff';
      const asksTeachersFields = variables.isTeacher && !TEACHERS.has(role);
      if (plain && !asksTeachersFields && variables.id === classroom.id) {
        expect(answer.compiledRead).toBe(true);
        expect(answer.body).toMatchObject({ data: { classroom: { title: classroom.name } } });
      }
    }
  });

  it.each(ROLES)("the web app's classroom page, for %s", async (role) => {
    const as = people[role]?.() ?? null;
    const isTeacher = TEACHERS.has(role);
    const answer = await compare(as, WEB_APP_CLASSROOM, { id: classroom.id, isTeacher });
    // A student's page also lists their assignments: a root field the compiled path leaves.
    expect(answer.compiledRead).toBe(isTeacher);
  });

  it('leaves guarded fields below the root, and unknown or foreign ids, to the executor', async () => {
    for (const role of ['owner', 'student', 'staff'] as const) {
      const as = people[role]?.() ?? null;
      const answer = await compare(as, GUARDED_BELOW_THE_ROOT, { id: classroom.id });
      expect(answer.compiledRead).toBe(false);
      for (const id of ['0b7f1f40-1d8e-4c3e-9a55-2f1b3c4d5e6f', 'not-an-id']) {
        await compare(as, EVERYTHING_OPERATION, { id, isTeacher: false });
      }
    }
  });

  it('refuses variables the executor refuses, with its words', async () => {
    const as = owner.user;
    const refused = await compare(as, EVERYTHING_OPERATION, {
      id: classroom.id,
      isTeacher: true,
      size: 500,
    });
    expect(refused.compiledRead).toBe(false);
    expect(JSON.stringify(refused.body)).toContain('PageSize must be an integer from 1 to 100');
  });

  it('makes the media keys URLs and sends text that looks like one as it is', async () => {
    const { db } = compiled.database;
    await db
      .update(classrooms)
      .set({ description: '"~media-00:profiles/photo.webp"' })
      .where(eq(classrooms.id, archived.id));
    const answer = await compare(owner.user, EVERYTHING_OPERATION, {
      id: archived.id,
      isTeacher: true,
    });
    expect(answer.compiledRead).toBe(true);
    const data = (answer.body as { data: { classroom: Record<string, unknown> } }).data.classroom;
    expect(data.description).toBe('"~media-00:profiles/photo.webp"');
    expect(String(data.avatar)).toMatch(/^\/media\/|^https?:\/\//);
  });
});
