import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { users } from '../schema/index.ts';
import { DEMO_STUDENT, DEMO_TEACHER } from './demo-accounts.ts';
import { seed } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo seed', () => {
  it('gives the demo student a published assignment to practise', async () => {
    const { db } = server.database;
    await seed(db, { demoAccounts: true });
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    if (!student) throw new Error('no demo student');
    const client = await graphqlClient(server, student);
    const { data } = await client.query<{
      practiceAssignments: {
        objects: {
          title: string;
          myProgress: { bucket: string; attemptsAllowed: number };
          scenarios: { canStart: boolean; scenario: { title: string } }[];
        }[];
      };
    }>(`{
      practiceAssignments {
        objects {
          title
          myProgress { bucket attemptsAllowed }
          scenarios { canStart scenario { title } }
        }
      }
    }`);
    // The demo history's past assignments are listed too (demo-practice-history.ts).
    const cafe = data?.practiceAssignments.objects.filter(
      (entry) => entry.title === 'Order at a café',
    );
    expect(cafe).toEqual([
      {
        title: 'Order at a café',
        myProgress: { bucket: 'TO_DO', attemptsAllowed: 3 },
        scenarios: [{ canStart: true, scenario: { title: 'Ordering at a café in Madrid' } }],
      },
    ]);
  });

  it('leaves the demo teacher a classmate’s finished attempt to review', async () => {
    const { db } = server.database;
    await seed(db, { demoAccounts: true });
    const [teacher] = await db.select().from(users).where(eq(users.email, DEMO_TEACHER.email));
    if (!teacher) throw new Error('no demo teacher');
    const client = await graphqlClient(server, teacher);
    const { data } = await client.query<{
      practiceReviewQueue: { items: { studentName: string; reasons: string[] }[] };
    }>('{ practiceReviewQueue { items { studentName reasons } } }');
    expect(data?.practiceReviewQueue.items).toEqual([
      { studentName: 'Ana García', reasons: ['LOW_CORRECTNESS'] },
    ]);
  });
});
