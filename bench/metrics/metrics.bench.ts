/**
 * Server time of the metrics pages on the large data set (`npm run seed:large` first).
 *
 *   npm run bench:metrics [-- --database charla_large --runs 100]
 *
 * For random classrooms, students and assignments it runs what the GraphQL resolvers run for
 * each page (the classroom dashboard: totals, range before, series, completion, both tables; a
 * student's page; an assignment's table), as they run it (in parallel on a pool of 10), over the
 * last 90 days by week in Europe/Madrid, and prints p50/p99 per page and per query, then the
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest query at p99.
 */

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { relations } from '../../apps/server/src/db/relations.ts';
import { completionOf } from '../../apps/server/src/metrics/metrics-completion.ts';
import { figuresAndSeries, rangeTotals } from '../../apps/server/src/metrics/metrics-figures.ts';
import {
  parseMetricsRange,
  previousRange,
  shiftDate,
  todayIn,
} from '../../apps/server/src/metrics/metrics-range.ts';
import { streakDays, vocabularyCoverage } from '../../apps/server/src/metrics/metrics-student.ts';
import {
  assignmentStudentRows,
  classroomAssignmentRows,
  classroomStudentRows,
} from '../../apps/server/src/metrics/metrics-tables.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'charla_large' },
    runs: { type: 'string', default: '100' },
  },
});
const runs = Number(values.runs);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;

let captured: { query: string; params: unknown[] } | null = null;
const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
const db = drizzle({
  client: pool,
  relations,
  logger: {
    logQuery: (query, params) => {
      captured = { query, params };
    },
  },
}) as unknown as Db;

const timeZone = 'Europe/Madrid';
const today = todayIn(timeZone);
const range = parseMetricsRange(
  { from: shiftDate(today, -89), to: today, period: 'WEEK', timeZone, firstDayOfWeek: 1 },
  timeZone,
);

const ids = async (query: string) =>
  (await pool.query<{ id: string }>(query)).rows.map((row) => row.id);
const [classroomIds, studentIds, assignmentIds] = await Promise.all([
  ids('select id from classrooms'),
  ids('select id from student_profiles'),
  ids('select id from practice_assignments'),
]);
if (classroomIds.length === 0)
  throw new Error(`${values.database} is empty: run npm run seed:large first`);
const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)] as string;

type Query = { name: string; run: () => Promise<unknown> };
const pages: Record<string, () => Query[]> = {
  'classroom dashboard': () => {
    const classroomId = pick(classroomIds);
    const scope = { kind: 'classroom', classroomId } as const;
    return [
      { name: 'figures + series', run: () => figuresAndSeries(db, scope, range) },
      { name: 'range before', run: () => rangeTotals(db, scope, previousRange(range)) },
      {
        name: 'completion',
        run: () => completionOf(db, range, sql`a.classroom_id = ${classroomId}`),
      },
      { name: 'student table', run: () => classroomStudentRows(db, classroomId, range) },
      { name: 'assignment table', run: () => classroomAssignmentRows(db, classroomId, range) },
    ];
  },
  'student page': () => {
    const studentProfileId = pick(studentIds);
    const scope = { kind: 'student', studentProfileId, classroomId: null } as const;
    return [
      { name: 'student figures + series', run: () => figuresAndSeries(db, scope, range) },
      { name: 'student range before', run: () => rangeTotals(db, scope, previousRange(range)) },
      {
        name: 'student completion',
        run: () => completionOf(db, range, sql`cs.student_profile_id = ${studentProfileId}`),
      },
      { name: 'streak', run: () => streakDays(db, scope, timeZone) },
      { name: 'vocabulary', run: () => vocabularyCoverage(db, scope) },
    ];
  },
  'assignment table': () => {
    const assignmentId = pick(assignmentIds);
    return [
      {
        name: 'assignment figures + series',
        run: () => figuresAndSeries(db, { kind: 'assignment', assignmentId }, range),
      },
      { name: 'assignment students', run: () => assignmentStudentRows(db, assignmentId) },
    ];
  },
};

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const timed = async (run: () => Promise<unknown>) => {
  const at = performance.now();
  await run();
  return performance.now() - at;
};

const byQuery = new Map<string, number[]>();
const byPage = new Map<string, number[]>();
for (const [page, queries] of Object.entries(pages)) {
  for (const query of queries()) await query.run(); // warm the cache and the plans
  const pageTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const at = performance.now();
    await Promise.all(
      queries().map(async (query) => {
        const ms = await timed(query.run);
        byQuery.set(query.name, [...(byQuery.get(query.name) ?? []), ms]);
      }),
    );
    pageTimes.push(performance.now() - at);
  }
  byPage.set(page, pageTimes);
}

const line = (name: string, samples: number[]) =>
  `${name.padEnd(30)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(samples, 99).toFixed(1).padStart(7)} ms`;
console.log(`\n${runs} runs per page, last 90 days by week, ${timeZone}\n`);
for (const [page, samples] of byPage) console.log(line(page, samples));
console.log('\nper query (run alongside the others of its page):');
for (const [name, samples] of byQuery) console.log(line(`  ${name}`, samples));

const [slowest] = [...byQuery].sort((a, b) => percentile(b[1], 99) - percentile(a[1], 99));
if (slowest) {
  const query = Object.values(pages)
    .flatMap((make) => make())
    .find((entry) => entry.name === slowest[0]);
  captured = null;
  // The last statement it sends is the one to explain (figures send two: the messages one last).
  await query?.run();
  const statement = captured as { query: string; params: unknown[] } | null;
  if (statement) {
    const plan = await pool.query(
      `explain (analyze, buffers) ${statement.query}`,
      statement.params,
    );
    console.log(`\nEXPLAIN of the slowest query at p99 (${slowest[0]}):\n`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
await pool.end();
