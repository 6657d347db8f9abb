/**
 * Server time of the metrics pages on the large data set (`npm run seed:large` first).
 *
 *   npm run bench:metrics [-- --database charla_large --runs 100 --explain]
 *
 * For random classrooms, students and assignments it runs what the GraphQL resolvers run for
 * each page (the classroom dashboard: totals, range before, series, completion, both tables; a
 * student's page; an assignment's table), through the same metrics objects and as they run it
 * (all fields at once, on a pool of 10), over the last 90 days by week in Europe/Madrid, and
 * prints p50/p99 per page and per field, then the EXPLAIN (ANALYZE, BUFFERS) of the slowest
 * field's last statement at p99. `--explain` prints the plan of every statement of each page and
 * the database's own time for the page (planning + execution, summed), which the load moves less.
 */

import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { relations } from '../../apps/server/src/db/relations.ts';
import {
  assignmentMetrics,
  classroomMetrics,
  studentMetrics,
} from '../../apps/server/src/metrics/metrics-loaders.ts';
import {
  parseMetricsRange,
  shiftDate,
  todayIn,
} from '../../apps/server/src/metrics/metrics-range.ts';
import { streakDays, vocabularyCoverage } from '../../apps/server/src/metrics/metrics-student.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'charla_large' },
    runs: { type: 'string', default: '100' },
    explain: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;

type Statement = { query: string; params: unknown[] };
let captured: Statement | null = null;
let collected: Statement[] | null = null;
const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
const db = drizzle({
  client: pool,
  relations,
  logger: {
    logQuery: (query, params) => {
      captured = { query, params };
      collected?.push({ query, params });
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
// Each page asks its metrics object for what the web app's query selects, all at once as the
// GraphQL resolvers of sibling fields do.
const pages: Record<string, () => Query[]> = {
  'classroom dashboard': () => {
    const metrics = classroomMetrics(db, pick(classroomIds), range);
    return [
      { name: 'figures + series', run: metrics.figures },
      { name: 'range before', run: metrics.previous },
      { name: 'completion', run: metrics.completion },
      { name: 'student table', run: metrics.students },
      { name: 'assignment table', run: metrics.assignments },
    ];
  },
  'student page': () => {
    const metrics = studentMetrics(db, pick(studentIds), null, range);
    return [
      { name: 'student figures + series', run: metrics.figures },
      { name: 'student range before', run: metrics.previous },
      { name: 'student completion', run: metrics.completion },
      { name: 'streak', run: () => streakDays(db, metrics.scope, timeZone) },
      { name: 'vocabulary', run: () => vocabularyCoverage(db, metrics.scope) },
    ];
  },
  'assignment table': () => {
    const metrics = assignmentMetrics(db, pick(assignmentIds), range);
    return [
      { name: 'assignment figures + series', run: metrics.figures },
      { name: 'assignment students', run: metrics.students },
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

const explain = async (statement: Statement) =>
  (await pool.query(`explain (analyze, buffers) ${statement.query}`, statement.params)).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');

// --explain: the plan of every statement each page sends, then stop.
if (values.explain) {
  const summary: string[] = [];
  for (const [page, queries] of Object.entries(pages)) {
    collected = [];
    await Promise.all(queries().map((query) => query.run()));
    let databaseMs = 0;
    for (const [index, statement] of collected.entries()) {
      const plan = await explain(statement);
      for (const [, ms] of plan.matchAll(/(?:Planning|Execution) Time: ([\d.]+) ms/g)) {
        databaseMs += Number(ms);
      }
      console.log(`\n=== ${page} · statement ${index + 1}\n`);
      console.log(plan);
    }
    summary.push(
      `${page}: ${collected.length} statements, ${databaseMs.toFixed(1)} ms planning + execution`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  collected = null;
  await pool.end();
  process.exit(0);
}

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
  const statement = captured as Statement | null;
  if (statement) {
    console.log(`\nEXPLAIN of the slowest query at p99 (${slowest[0]}):\n`);
    console.log(await explain(statement));
  }
}
await pool.end();
