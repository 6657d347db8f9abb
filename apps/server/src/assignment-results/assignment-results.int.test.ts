import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { classroomStudents } from '../db/schema/index.ts';
import { finishedAttempt } from '../review/review.test-helpers.ts';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RESULTS = /* GraphQL */ `
  query ($id: ID!) {
    practiceAssignment(id: $id) {
      results {
        studentName status attemptsUsed bestScore lastScore minutesSpent helpUsed
        lastActivityAt latestAttemptId unreviewed
      }
    }
  }
`;
const CSV = /* GraphQL */ `
  query ($id: ID!) { practiceAssignment(id: $id) { resultsCsv } }
`;

/** A classroom of three: the world's student (Sam), José Núñez and ليلى حداد. */
async function classroomOfThree() {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const { db } = server.database;
  const jose = await buildStudent(db, { user: { firstName: 'José', lastName: 'Núñez' } });
  const layla = await buildStudent(db, { user: { firstName: 'ليلى', lastName: 'حداد' } });
  await db.insert(classroomStudents).values(
    [jose, layla].map((student) => ({
      classroomId: world.classroom.id,
      studentProfileId: student.profile.id,
    })),
  );
  const { id: assignmentId } = await world.create({ title: 'Café' });
  await world.publish(assignmentId);
  return { world, assignmentId, jose, layla };
}

type Row = Record<string, unknown> & { studentName: string };

describe('assignment results', () => {
  it('give each student their status, attempts, best and last score, minutes and help', async () => {
    const { world, assignmentId } = await classroomOfThree();
    const { db } = server.database;
    const answer = { text: 'Un café con leche, por favor', correctness: 'YES' as const };
    // Two finished attempts (61 s each): 90, then 40 (not passed).
    const first = await finishedAttempt(db, world, assignmentId, [
      { ...answer, scores: { GRAMMAR: 90, VOCABULARY: 90 } },
    ]);
    const second = await finishedAttempt(db, world, assignmentId, [
      { ...answer, scores: { GRAMMAR: 40, VOCABULARY: 40 } },
    ]);
    const response = await world.teacherClient.query<{
      practiceAssignment: { results: Row[] };
    }>(RESULTS, { id: assignmentId });
    const rows = response.data?.practiceAssignment.results ?? [];
    expect(rows.map((row) => row.studentName)).toEqual([
      'José Núñez',
      `Sam ${world.student.user.lastName}`,
      'ليلى حداد',
    ]);
    expect(rows[0]).toMatchObject({ status: 'NOT_STARTED', attemptsUsed: 0, bestScore: null });
    expect(rows[1]).toMatchObject({
      status: 'PASSED',
      attemptsUsed: 2,
      bestScore: 90,
      lastScore: 40,
      // 2 × 61 s = 122 s → 3 minutes (rounded up).
      minutesSpent: 3,
      helpUsed: 0,
      latestAttemptId: second.intentId,
      unreviewed: 2,
    });
    expect(first.intentId).not.toBe(second.intentId);
    expect(rows[1]?.lastActivityAt).not.toBeNull();
  });

  it('read the columns the grid shows: no attempt’s snapshots or review, no scenario’s steps', async () => {
    const { world, assignmentId } = await classroomOfThree();
    const { db, statements } = server.database;
    await finishedAttempt(db, world, assignmentId, [
      { text: 'Un café, por favor', correctness: 'YES', scores: { GRAMMAR: 80, VOCABULARY: 80 } },
    ]);
    statements.length = 0;
    const response = await world.teacherClient.query<{
      practiceAssignment: { results: Row[] };
    }>(`query ($id: ID!) { practiceAssignment(id: $id) { results { scenarioTitle bestScore } } }`, {
      id: assignmentId,
    });
    expect(response.data?.practiceAssignment.results).toContainEqual({
      scenarioTitle: 'At the bakery',
      bestScore: 80,
    });
    const attempts = statements.filter((statement) =>
      statement.includes('from "practice_intents"'),
    );
    expect(attempts).toHaveLength(1);
    for (const column of ['scenario_snapshot', 'rules_snapshot', 'ai_score', 'teacher_comment']) {
      expect(attempts[0]).not.toContain(column);
    }
    for (const table of ['scenario_steps', 'vocabulary_items', 'rubrics']) {
      expect(statements.join('\n')).not.toContain(`"${table}"`);
    }
  });

  it('export as CSV a spreadsheet opens: BOM, header, one row per student, accents and Arabic intact', async () => {
    const { world, assignmentId } = await classroomOfThree();
    const response = await world.teacherClient.query<{
      practiceAssignment: { resultsCsv: string };
    }>(CSV, { id: assignmentId });
    const csv = response.data?.practiceAssignment.resultsCsv ?? '';
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(records[0] ?? {})).toEqual([
      'Student',
      'E-mail',
      'Scenario',
      'Status',
      'Attempts',
      'Best score',
      'Last score',
      'Minutes',
      'Help used',
      'Last activity',
    ]);
    expect(records.map((record) => record.Student)).toEqual([
      'José Núñez',
      `Sam ${world.student.user.lastName}`,
      'ليلى حداد',
    ]);
    expect(records.every((record) => record.Status === 'Not started')).toBe(true);
  });

  it('are for the classroom’s teachers only', async () => {
    const { world, assignmentId } = await classroomOfThree();
    const stranger = await graphqlClient(server, (await buildTeacher(server.database.db)).user);
    for (const client of [world.studentClient, stranger]) {
      const response = await client.query(CSV, { id: assignmentId });
      expect(response.data?.practiceAssignment ?? null).toBeNull();
      if (client === world.studentClient) expect(errorCode(response)).toBe('FORBIDDEN');
    }
  });
});
