import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { classrooms, users } from '../schema/index.ts';
import { DEMO_CLASSROOM, DEMO_STUDENT, DEMO_TEACHER } from './demo-accounts.ts';
import { seed } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = new Date().toISOString().slice(0, 10);
const weeksAgo = new Date(Date.now() - 55 * 86_400_000).toISOString().slice(0, 10);
const range = { from: weeksAgo, to: today, period: 'WEEK', timeZone: 'UTC' };

describe('the demo practice history', () => {
  it('gives the demo classroom weeks of practice, and the demo student their progress', async () => {
    const { db } = server.database;
    await seed(db, { demoAccounts: true });
    const [teacher] = await db.select().from(users).where(eq(users.email, DEMO_TEACHER.email));
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
    const [classroom] = await db
      .select()
      .from(classrooms)
      .where(eq(classrooms.name, DEMO_CLASSROOM.name));
    if (!teacher || !student || !classroom) throw new Error('no demo accounts');

    const teacherClient = await graphqlClient(server, teacher);
    const dashboard = await teacherClient.query<{
      classroomMetrics: {
        totals: { attemptsStarted: number; activeStudents: number };
        series: { figures: { attemptsStarted: number } }[];
        students: { attention: string[] }[];
        assignments: { title: string }[];
      };
    }>(
      `query ($id: ID!, $range: MetricsRangeInput!) { classroomMetrics(classroomId: $id, range: $range) {
        totals { attemptsStarted activeStudents }
        series { figures { attemptsStarted } }
        students { attention }
        assignments { title }
      } }`,
      { id: classroom.id, range },
    );
    expect(dashboard.errors).toBeUndefined();
    const metrics = dashboard.data?.classroomMetrics;
    // The demo student, four classmates who practise, and the demo review's Ana García.
    expect(metrics?.totals.activeStudents).toBe(6);
    expect(
      metrics?.series.filter((bucket) => bucket.figures.attemptsStarted > 0).length,
    ).toBeGreaterThanOrEqual(5);
    // Emil never practises: first in the table, with both flags.
    expect(metrics?.students[0]?.attention).toEqual(['NO_PRACTICE', 'WORK_MISSED']);
    expect(metrics?.assignments.map((row) => row.title)).toEqual(
      expect.arrayContaining(['At the pharmacy', 'A train ticket to Toledo', 'Order at a café']),
    );

    const studentClient = await graphqlClient(server, student);
    const mine = await studentClient.query<{
      studentMetrics: { totals: { attemptsStarted: number }; vocabulary: { status: string }[] };
    }>(
      `query ($range: MetricsRangeInput!) { studentMetrics(range: $range) {
        totals { attemptsStarted } vocabulary { status } } }`,
      { range },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.studentMetrics.totals.attemptsStarted).toBeGreaterThan(5);
    expect(mine.data?.studentMetrics.vocabulary.map((word) => word.status)).toContain('NEVER_USED');
  });
});
