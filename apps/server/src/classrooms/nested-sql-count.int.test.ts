import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** teacher → classrooms → students → profiles (user, native language) → learning languages */
const NESTED = /* GraphQL */ `
  query Nested {
    readUser(me: true) {
      firstName
      teacherProfile {
        paginatedLanguagesTaught { objects { name } }
        paginatedClassrooms(pageSize: 20) {
          totalCount
          objects {
            name
            language { name }
            paginatedStudents(pageSize: 20) {
              totalCount
              objects {
                user { firstName lastName }
                nativeLanguage { isoLanguageCode }
                paginatedLearningLanguages { totalCount objects { name isoLanguageCode } }
              }
            }
          }
        }
      }
    }
  }
`;

type Nested = {
  readUser: {
    teacherProfile: {
      paginatedClassrooms: {
        totalCount: number;
        objects: {
          paginatedStudents: {
            totalCount: number;
            objects: { paginatedLearningLanguages: { totalCount: number } }[];
          };
        }[];
      };
    };
  };
};

async function statementsFor(classroomCount: number, studentsPerClassroom: number) {
  const { db, statements } = server.database;
  const teacher = await buildTeacher(db, { languagesTaught: ['es', 'en'] });
  for (let c = 0; c < classroomCount; c += 1) {
    const students = [];
    for (let s = 0; s < studentsPerClassroom; s += 1) {
      students.push(await buildStudent(db, { learningLanguages: ['es', 'fr'] }));
    }
    await buildClassroom(db, { owner: teacher, students });
  }
  const client = await graphqlClient(server, teacher.user);
  statements.length = 0;
  const { data, errors } = await client.query<Nested>(NESTED);
  const sent = [...statements];
  expect(errors).toBeUndefined();
  const classrooms = data?.readUser.teacherProfile.paginatedClassrooms;
  expect(classrooms?.totalCount).toBe(classroomCount);
  for (const classroom of classrooms?.objects ?? []) {
    expect(classroom.paginatedStudents.totalCount).toBe(studentsPerClassroom);
    for (const student of classroom.paginatedStudents.objects) {
      expect(student.paginatedLearningLanguages.totalCount).toBe(2);
    }
  }
  return sent;
}

describe('nested query planning', () => {
  it('runs the same number of SQL statements whatever the number of rows', async () => {
    const small = await statementsFor(1, 1);
    const large = await statementsFor(4, 5);
    expect(large.length).toBe(small.length);
    // The client's CSRF-cookie request reads its session (1), the query reads the session joined
    // with its user (1), then the planned query (1) and one batched membership check (1): never
    // one per classroom or student.
    expect(large).toHaveLength(4);
  });
});

describe('classroom detail', () => {
  const DETAIL = /* GraphQL */ `
    query ($id: ID!) {
      classroom(id: $id) {
        name
        viewerRole
        owner { user { firstName } }
        paginatedStudents { totalCount objects { user { firstName } nativeLanguage { name } } }
      }
    }
  `;

  it('reads the session with its user, then the classroom with the viewer role: two statements', async () => {
    const { db, statements } = server.database;
    const owner = await buildTeacher(db);
    const students = [await buildStudent(db), await buildStudent(db), await buildStudent(db)];
    const classroom = await buildClassroom(db, { owner, students });
    for (const [person, role] of [
      [owner, 'OWNER'],
      [students[0], 'STUDENT'],
    ] as const) {
      const client = await graphqlClient(server, person?.user ?? null, 'app');
      statements.length = 0;
      const { data, errors } = await client.query<{
        classroom: { viewerRole: string; paginatedStudents: { totalCount: number } };
      }>(DETAIL, { id: classroom.id });
      expect(errors).toBeUndefined();
      expect(data?.classroom.viewerRole).toBe(role);
      expect(data?.classroom.paginatedStudents.totalCount).toBe(3);
      expect(statements).toHaveLength(2);
      // The classroom's query reads the people's names it shows, not their whole accounts.
      expect(statements[1]).toContain('"first_name"');
      expect(statements[1]).not.toContain('password_hash');
      // Nor timestamps no field of this query shows.
      expect(statements[1]).not.toContain('created_at');
      expect(statements[1]).not.toContain('updated_at');
    }
  });

  it('refuses a stranger alike whether the classroom exists or not, and an anonymous visitor', async () => {
    const { db } = server.database;
    const classroom = await buildClassroom(db, { owner: await buildTeacher(db) });
    const stranger = await graphqlClient(server, (await buildTeacher(db)).user, 'app');
    for (const id of [classroom.id, '0b7f1f40-1d8e-4c3e-9a55-2f1b3c4d5e6f', 'not-an-id']) {
      const result = await stranger.query<{ classroom: null }>(DETAIL, { id });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(result.data?.classroom ?? null).toBeNull();
    }
    const anonymous = await graphqlClient(server, null, 'app');
    const refused = await anonymous.query(DETAIL, { id: classroom.id });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
