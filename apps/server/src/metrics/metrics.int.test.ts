import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceIntents } from '../db/schema/index.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildMetricsWorld } from './metrics-world.test-helpers.ts';

/*
 * The attempts of classroom A (metrics-world.test-helpers.ts), with their local start times.
 * Madrid moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026; New York from UTC−5 to UTC−4
 * at 07:00 UTC on 8 March 2026.
 *
 *  attempt  UTC start          Madrid           New York         status     s    score G/V   help
 *  ana1     03-01 04:30        Sun 03-01 05:30  Sat 02-28 23:30  COMPLETED  59   100 100/100
 *  ben1     03-09 04:30        Mon 03-09 05:30  Mon 03-09 00:30  COMPLETED  300  60  60/60
 *  ana2     03-28 22:30        Sat 03-28 23:30  Sat 03-28 18:30  COMPLETED  125  80  70/90   SUGG×2
 *  ana3     03-29 00:30        Sun 03-29 01:30  Sat 03-28 20:30  COMPLETED  60   30  20/40
 *  ben2     03-29 22:30        Mon 03-30 00:30  Sun 03-29 18:30  ABANDONED  30   –
 *  ben3     04-01 10:00        Wed 04-01 12:00  Wed 04-01 06:00  COMPLETED  181  90  90/90   TRANSL×1
 * Not counted for the classroom: Ana's free practice (03-30 09:00 UTC, 40 s, 70, G 70), the
 * teacher's preview (600 s) and the other classroom's attempt (1000 s).
 * Student messages (one minute after the start): ana1 "Un café" CORRECTING; ana2 "Quiero pan, por
 * favor" YES and "Dos croissant" NO; ana3 "Hola" PARTIAL; ben2 "Buenas noches señor" YES; ben3
 * "pan y croissant" YES.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof buildMetricsWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildMetricsWorld(server);
});
afterAll(() => server.close());

const FIGURES = /* GraphQL */ `
  practiceSeconds attemptsStarted attemptsCompleted averageScore bestScore activeStudents wordsUsed
  correctness { yes partial no }
  helpUses { feature count }
  skills { category score }
`;

const CLASSROOM = /* GraphQL */ `
  query ($classroomId: ID!, $range: MetricsRangeInput!) {
    classroomMetrics(classroomId: $classroomId, range: $range) {
      range { from to period timeZone firstDayOfWeek }
      totals { ${FIGURES} }
      previousTotals { attemptsStarted practiceSeconds }
      series { start figures { attemptsStarted attemptsCompleted practiceSeconds activeStudents wordsUsed } }
      completion { done assigned }
      students {
        student { firstName }
        practiceSeconds attemptsStarted attemptsCompleted averageScore bestScore
        assignmentsAssigned assignmentsDone assignmentsMissed attention
      }
      assignments { title assigned done attempts practiceSeconds averageBestScore }
    }
  }
`;

type Figures = {
  practiceSeconds: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  averageScore: number | null;
  bestScore: number | null;
  activeStudents: number;
  wordsUsed: number;
  correctness: { yes: number; partial: number; no: number };
  helpUses: { feature: string; count: number }[];
  skills: { category: string; score: number | null }[];
};
type Bucket = {
  start: string;
  figures: Pick<
    Figures,
    'attemptsStarted' | 'attemptsCompleted' | 'practiceSeconds' | 'activeStudents' | 'wordsUsed'
  >;
};
type ClassroomMetrics = {
  range: Record<string, unknown>;
  totals: Figures;
  previousTotals: { attemptsStarted: number; practiceSeconds: number };
  series: Bucket[];
  completion: { done: number; assigned: number };
  students: Record<string, unknown>[];
  assignments: Record<string, unknown>[];
};

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';

async function classroom(range: Record<string, unknown>) {
  const response = await world.clients.teacher.query<{ classroomMetrics: ClassroomMetrics }>(
    CLASSROOM,
    { classroomId: world.classroom.id, range },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.classroomMetrics as ClassroomMetrics;
}

/** [start, attempts started, seconds] of each bucket: compact enough to read against the table. */
const compact = (series: Bucket[]) =>
  series.map((bucket) => [
    bucket.start,
    bucket.figures.attemptsStarted,
    bucket.figures.practiceSeconds,
  ]);

const byKey = <T extends { count?: number; score?: number | null }>(
  entries: (T & Record<string, unknown>)[],
  key: string,
) => Object.fromEntries(entries.map((entry) => [entry[key], entry.count ?? entry.score]));

describe('classroom metrics', () => {
  it('totals two weeks in Madrid: attempts, time, scores, skills, grades, words and help', async () => {
    const metrics = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'DAY',
      timeZone: MADRID,
    });
    expect(metrics.range).toEqual({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'DAY',
      timeZone: MADRID,
      firstDayOfWeek: 1,
    });
    const { totals } = metrics;
    // ana2, ana3, ben2, ben3.
    expect(totals.attemptsStarted).toBe(4);
    expect(totals.attemptsCompleted).toBe(3);
    expect(totals.practiceSeconds).toBe(125 + 60 + 30 + 181);
    // (80 + 30 + 90) / 3 = 66.67; skills: G (70 + 20 + 90) / 3 = 60, V (90 + 40 + 90) / 3 = 73.3.
    expect(totals.averageScore).toBe(67);
    expect(totals.bestScore).toBe(90);
    expect(totals.activeStudents).toBe(2);
    expect(byKey(totals.skills, 'category')).toEqual({
      COHESION: null,
      FLUENCY: null,
      GRAMMAR: 60,
      OTHER: null,
      PRONUNCIATION: null,
      VOCABULARY: 73,
    });
    expect(totals.correctness).toEqual({ yes: 3, partial: 1, no: 1 });
    // 4 + 2 + 1 + 3 + 3 words.
    expect(totals.wordsUsed).toBe(13);
    expect(byKey(totals.helpUses, 'feature')).toEqual({
      USE_NATIVE_LANGUAGE: 0,
      VIEW_DESCRIPTION: 0,
      VIEW_RUBRICS: 0,
      VIEW_SUGGESTIONS: 2,
      VIEW_TRANSCRIPTION: 0,
      VIEW_TRANSLATION: 1,
    });
    // The 14 days before: ben1 only.
    expect(metrics.previousTotals).toEqual({ attemptsStarted: 1, practiceSeconds: 300 });
  });

  it('puts each attempt on its local day in Madrid across the DST change, empty days as zeros', async () => {
    const { series } = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'DAY',
      timeZone: MADRID,
    });
    expect(compact(series)).toEqual([
      ['2026-03-23', 0, 0],
      ['2026-03-24', 0, 0],
      ['2026-03-25', 0, 0],
      ['2026-03-26', 0, 0],
      ['2026-03-27', 0, 0],
      ['2026-03-28', 1, 125],
      ['2026-03-29', 1, 60],
      // 22:30 UTC on the 29th is 00:30 on the 30th once Madrid is on summer time.
      ['2026-03-30', 1, 30],
      ['2026-03-31', 0, 0],
      ['2026-04-01', 1, 181],
      ['2026-04-02', 0, 0],
      ['2026-04-03', 0, 0],
      ['2026-04-04', 0, 0],
      ['2026-04-05', 0, 0],
    ]);
    const words = series.map((bucket) => bucket.figures.wordsUsed);
    expect(words).toEqual([0, 0, 0, 0, 0, 6, 1, 3, 0, 3, 0, 0, 0, 0]);
  });

  it('puts the same attempts on New York days', async () => {
    const { series, totals } = await classroom({
      from: '2026-03-27',
      to: '2026-04-01',
      period: 'DAY',
      timeZone: NEW_YORK,
    });
    expect(compact(series)).toEqual([
      ['2026-03-27', 0, 0],
      ['2026-03-28', 2, 185],
      ['2026-03-29', 1, 30],
      ['2026-03-30', 0, 0],
      ['2026-03-31', 0, 0],
      ['2026-04-01', 1, 181],
    ]);
    expect(series[1]?.figures.activeStudents).toBe(1);
    expect(totals.activeStudents).toBe(2);
  });

  it('counts a New York night after its DST change on the next day', async () => {
    const { series } = await classroom({
      from: '2026-03-07',
      to: '2026-03-10',
      period: 'DAY',
      timeZone: NEW_YORK,
    });
    // 04:30 UTC on 9 March is 00:30 EDT on the 9th (23:30 on the 8th at the winter offset).
    expect(compact(series)).toEqual([
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
      ['2026-03-09', 1, 300],
      ['2026-03-10', 0, 0],
    ]);
  });

  it('cuts weeks on the first day the viewer asks for (Monday in Madrid, Sunday in New York)', async () => {
    const madrid = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'WEEK',
      timeZone: MADRID,
      firstDayOfWeek: 1,
    });
    expect(compact(madrid.series)).toEqual([
      ['2026-03-23', 2, 185],
      ['2026-03-30', 2, 211],
    ]);
    const newYork = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'WEEK',
      timeZone: NEW_YORK,
      firstDayOfWeek: 7,
    });
    expect(compact(newYork.series)).toEqual([
      ['2026-03-22', 2, 185],
      ['2026-03-29', 2, 211],
      ['2026-04-05', 0, 0],
    ]);
    const saturdays = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'WEEK',
      timeZone: MADRID,
      firstDayOfWeek: 6,
    });
    expect(compact(saturdays.series)).toEqual([
      ['2026-03-21', 0, 0],
      // Saturday 28 March to Friday 3 April: ana2, ana3, ben2, ben3.
      ['2026-03-28', 4, 396],
      ['2026-04-04', 0, 0],
    ]);
  });

  it('puts the first of March in February in New York and in March in Madrid', async () => {
    const range = { from: '2026-02-01', to: '2026-04-30', period: 'MONTH' };
    const madrid = await classroom({ ...range, timeZone: MADRID });
    expect(compact(madrid.series)).toEqual([
      ['2026-02-01', 0, 0],
      // ben2 started on Monday 30 March in Madrid.
      ['2026-03-01', 5, 59 + 300 + 125 + 60 + 30],
      ['2026-04-01', 1, 181],
    ]);
    const newYork = await classroom({ ...range, timeZone: NEW_YORK });
    expect(compact(newYork.series)).toEqual([
      ['2026-02-01', 1, 59],
      ['2026-03-01', 4, 300 + 125 + 60 + 30],
      ['2026-04-01', 1, 181],
    ]);
  });

  it('gives every year of the range, the empty one too', async () => {
    const metrics = await classroom({
      from: '2025-01-01',
      to: '2026-12-31',
      period: 'YEAR',
      timeZone: MADRID,
    });
    expect(compact(metrics.series)).toEqual([
      ['2025-01-01', 0, 0],
      ['2026-01-01', 6, 755],
    ]);
    expect(metrics.totals.averageScore).toBe(72); // (100 + 60 + 80 + 30 + 90) / 5
  });

  it('lists students who need attention first, and the assignments with their completion', async () => {
    const metrics = await classroom({
      from: '2026-03-23',
      to: '2026-04-05',
      period: 'WEEK',
      timeZone: MADRID,
    });
    expect(metrics.completion).toEqual({ done: 2, assigned: 3 });
    expect(metrics.students).toEqual([
      {
        student: { firstName: 'Cleo' },
        practiceSeconds: 0,
        attemptsStarted: 0,
        attemptsCompleted: 0,
        averageScore: null,
        bestScore: null,
        assignmentsAssigned: 1,
        assignmentsDone: 0,
        assignmentsMissed: 1,
        attention: ['NO_PRACTICE', 'WORK_MISSED'],
      },
      {
        student: { firstName: world.ana.user.firstName },
        practiceSeconds: 185,
        attemptsStarted: 2,
        attemptsCompleted: 2,
        averageScore: 55,
        bestScore: 80,
        assignmentsAssigned: 1,
        assignmentsDone: 1,
        assignmentsMissed: 0,
        attention: ['LOW_SCORE'],
      },
      {
        student: { firstName: 'Ben' },
        practiceSeconds: 211,
        attemptsStarted: 2,
        attemptsCompleted: 1,
        averageScore: 90,
        bestScore: 90,
        assignmentsAssigned: 1,
        assignmentsDone: 1,
        assignmentsMissed: 0,
        attention: [],
      },
    ]);
    // All six attempts; best scores Ana 100, Ben 90.
    expect(metrics.assignments).toEqual([
      {
        title: 'Bakery',
        assigned: 3,
        done: 2,
        attempts: 6,
        practiceSeconds: 755,
        averageBestScore: 95,
      },
    ]);
  });

  it("follows a grade when it changes: the attempt's score columns are read as they are now", async () => {
    const range = { from: '2026-03-23', to: '2026-04-05', period: 'DAY', timeZone: MADRID };
    const { db } = server.database;
    await db
      .update(practiceIntents)
      .set({ overallScore: 45 })
      .where(eq(practiceIntents.id, world.attempts.ben3.id));
    try {
      const metrics = await classroom(range);
      expect(metrics.totals.averageScore).toBe(52); // (80 + 30 + 45) / 3 = 51.67
      expect(metrics.totals.bestScore).toBe(80);
    } finally {
      await db
        .update(practiceIntents)
        .set({ overallScore: 90 })
        .where(eq(practiceIntents.id, world.attempts.ben3.id));
    }
  });

  it('reads the whole dashboard in four statements: the range before comes with the range', async () => {
    const { statements } = server.database;
    statements.length = 0;
    await classroom({ from: '2026-03-23', to: '2026-04-05', period: 'WEEK', timeZone: MADRID });
    // Attempts and messages (each with the range before), the student table (which also gives
    // the completion) and the assignment table.
    expect(statements.filter((text) => /practice_(intents|messages)/.test(text))).toHaveLength(4);
  });
});

const STUDENT = /* GraphQL */ `
  query ($studentId: ID, $classroomId: ID, $range: MetricsRangeInput!) {
    studentMetrics(studentId: $studentId, classroomId: $classroomId, range: $range) {
      student { id }
      totals { attemptsStarted attemptsCompleted practiceSeconds averageScore skills { category score } }
      series { start figures { attemptsStarted practiceSeconds } }
      completion { done assigned }
      vocabulary { text status scenarioTitle }
      recentAttempts(limit: 2) { id }
    }
  }
`;

type StudentMetrics = {
  student: { id: string };
  totals: Figures;
  series: Bucket[];
  completion: { done: number; assigned: number };
  vocabulary: { text: string; status: string; scenarioTitle: string }[];
  recentAttempts: { id: string }[];
};

describe('student metrics', () => {
  const range = { from: '2026-03-23', to: '2026-04-05', period: 'WEEK', timeZone: MADRID };

  it("gives a student all of their practice, free practice included, and their words' coverage", async () => {
    const response = await world.clients.ana.query<{ studentMetrics: StudentMetrics }>(STUDENT, {
      range,
    });
    expect(response.errors).toBeUndefined();
    const metrics = response.data?.studentMetrics as StudentMetrics;
    expect(metrics.student.id).toBe(world.ana.profile.id);
    // ana2, ana3 and the free practice on 30 March.
    expect(metrics.totals).toMatchObject({
      attemptsStarted: 3,
      attemptsCompleted: 3,
      practiceSeconds: 225,
      averageScore: 60,
    });
    expect(byKey(metrics.totals.skills, 'category')).toMatchObject({ GRAMMAR: 53, VOCABULARY: 65 });
    expect(compact(metrics.series)).toEqual([
      ['2026-03-23', 2, 185],
      ['2026-03-30', 1, 40],
    ]);
    expect(metrics.completion).toEqual({ done: 1, assigned: 1 });
    expect(metrics.vocabulary).toEqual([
      { text: 'mantequilla', status: 'NEVER_USED', scenarioTitle: 'At the bakery' },
      { text: 'café', status: 'USED', scenarioTitle: 'At the bakery' },
      { text: 'croissant', status: 'USED', scenarioTitle: 'At the bakery' },
      { text: 'pan', status: 'USED_CORRECTLY', scenarioTitle: 'At the bakery' },
    ]);
    expect(metrics.recentAttempts.map((attempt) => attempt.id)).toEqual([
      world.attempts.anaFree.id,
      world.attempts.ana3.id,
    ]);
  });

  it("gives a teacher a student's practice in their classroom only", async () => {
    const response = await world.clients.teacher.query<{ studentMetrics: StudentMetrics }>(
      STUDENT,
      { studentId: world.ana.profile.id, classroomId: world.classroom.id, range },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.studentMetrics.totals).toMatchObject({
      attemptsStarted: 2,
      practiceSeconds: 185,
      averageScore: 55,
    });
  });
});

const ASSIGNMENT = /* GraphQL */ `
  query ($assignmentId: ID!, $range: MetricsRangeInput!) {
    assignmentMetrics(assignmentId: $assignmentId, range: $range) {
      assignment { title }
      totals { attemptsStarted }
      students { student { firstName } attempts practiceSeconds bestScore done passed }
    }
  }
`;

describe('assignment metrics', () => {
  it('lists every student the assignment is for, the ones not done first', async () => {
    const response = await world.clients.coTeacher.query<{
      assignmentMetrics: { students: unknown[]; totals: { attemptsStarted: number } };
    }>(ASSIGNMENT, {
      assignmentId: world.assignmentId,
      range: { from: '2026-03-01', to: '2026-03-31', period: 'WEEK', timeZone: NEW_YORK },
    });
    expect(response.errors).toBeUndefined();
    // New York's March: ben1, ana2, ana3, ben2 (ana1 was still February there).
    expect(response.data?.assignmentMetrics.totals.attemptsStarted).toBe(4);
    expect(response.data?.assignmentMetrics.students).toEqual([
      {
        student: { firstName: 'Cleo' },
        attempts: 0,
        practiceSeconds: 0,
        bestScore: null,
        done: false,
        passed: false,
      },
      {
        student: { firstName: 'Ben' },
        attempts: 3,
        practiceSeconds: 511,
        bestScore: 90,
        done: true,
        passed: true,
      },
      {
        student: { firstName: world.ana.user.firstName },
        attempts: 3,
        practiceSeconds: 244,
        bestScore: 100,
        done: true,
        passed: true,
      },
    ]);
  });
});
