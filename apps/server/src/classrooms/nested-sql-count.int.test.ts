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
