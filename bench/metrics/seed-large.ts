/**
 * A realistic data set for the metrics benchmark, loaded into PostgreSQL in a few minutes:
 * 50 teachers, 10,000 students in 400 classrooms (25 each), 5 assignments per classroom,
 * 100,000 attempts (10 per student, spread over the last year, 85 % completed with grades) and
 * 1,000,000 messages (10 per attempt, half the student's, graded YES/PARTIAL/NO).
 *
 *   npm run seed:large [-- --database charla_large]
 *
 * The database (default charla_large) is created anew on the DATABASE_URL server (default the
 * local one), migrated, given the language catalogue and the public library, then filled with
 * generate_series in SQL (no row crosses the wire).
 */

import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import {
  loadRulesSnapshots,
  loadScenarioSnapshots,
} from '../../apps/server/src/practice/practice-snapshots.ts';

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'charla_large' } },
});
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = values.database;
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);

export const LARGE = {
  teachers: 50,
  classrooms: 400,
  students: 10_000,
  assignmentsPerClassroom: 5,
  attemptsPerStudent: 10,
  messagesPerAttempt: 10,
};

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: 2 });
const started = performance.now();
const step = async (label: string, text: string, params: unknown[] = []) => {
  const at = performance.now();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const result = await client.query(text, params);
  await client.end();
  console.log(
    `${label.padEnd(22)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((performance.now() - at) / 1000).toFixed(1)} s`,
  );
};

await runMigrations(database);
await seed(database.db, { demoAccounts: false });
const [scenario] = await database.db.query.scenarios.findMany({
  where: { title: 'At the pharmacy' },
  columns: { id: true },
});
if (!scenario) throw new Error('the public library has no pharmacy scenario');
const snapshot = (await loadScenarioSnapshots(database.db, [scenario.id])).get(scenario.id);

await step(
  'teachers',
  `
  with u as (insert into users (email, username, first_name, last_name, user_type)
    select 'teacher' || g || '@large.test', 'teacher_' || g, 'Teacher', 'N' || g, 'TEACHER'
    from generate_series(1, $1) g returning id)
  insert into teacher_profiles (user_id, invite_token, native_language_id)
  select u.id, md5(random()::text || u.id), (select id from languages where iso_language_code = 'es') from u`,
  [LARGE.teachers],
);
await step(
  'students',
  `
  with u as (insert into users (email, username, first_name, last_name, user_type)
    select 'student' || g || '@large.test', 'student_' || g, 'Student', 'N' || g, 'STUDENT'
    from generate_series(1, $1) g returning id)
  insert into student_profiles (user_id, native_language_id)
  select u.id, (select id from languages where iso_language_code = 'en') from u`,
  [LARGE.students],
);
await step(
  'classrooms',
  `
  insert into classrooms (name, language_id, level, owner_id, invite_token)
  select 'Classroom ' || g, (select id from languages where iso_language_code = 'es'), 'A2',
    (select id from teacher_profiles order by id offset (g % $2) limit 1), md5(random()::text || g)
  from generate_series(1, $1) g`,
  [LARGE.classrooms, LARGE.teachers],
);
await step(
  'classroom students',
  `
  with c as (select id, row_number() over (order by id) - 1 as n from classrooms),
    s as (select id, row_number() over (order by id) - 1 as n from student_profiles)
  insert into classroom_students (classroom_id, student_profile_id)
  select c.id, s.id from s join c on c.n = s.n % $1`,
  [LARGE.classrooms],
);
await step(
  'settings',
  `
  insert into evaluation_settings (name, attempt_mode, passing_score, owner_id)
  select 'Practice', 'UNLIMITED', 60, id from teacher_profiles`,
);
await step(
  'setting categories',
  `
  insert into evaluation_setting_categories (evaluation_setting_id, category, weight)
  select s.id, c.category::feedback_category, c.weight from evaluation_settings s
    cross join (values ('GRAMMAR', 40), ('VOCABULARY', 40), ('COHESION', 20)) c(category, weight)`,
);
await step(
  'assignments',
  `
  insert into practice_assignments (title, classroom_id, scenario_id, evaluation_setting_id, created_by_id,
    status, starts_at, published_at, due_at)
  select 'Assignment ' || k, c.id, $1, s.id, c.owner_id, 'PUBLISHED',
    now() - interval '365 days' + (k - 1) * interval '73 days',
    now() - interval '365 days' + (k - 1) * interval '73 days',
    now() - interval '365 days' + k * interval '73 days'
  from classrooms c join evaluation_settings s on s.owner_id = c.owner_id
    cross join generate_series(1, $2) k`,
  [scenario.id, LARGE.assignmentsPerClassroom],
);
const rules = (
  await loadRulesSnapshots(database.db, [
    (await database.db.query.evaluationSettings.findFirst({ columns: { id: true } }))?.id ?? '',
  ])
)
  .values()
  .next().value;
await step(
  'attempts',
  `
  insert into practice_intents (student_profile_id, assignment_id, scenario_id, scenario_snapshot,
    rules_snapshot, attempt_number, status, started_at, ended_at, active_seconds, category_scores,
    overall_score, passed, help_usage)
  select cs.student_profile_id, a.id, a.scenario_id, $1::jsonb, $2::jsonb,
    row_number() over (partition by cs.student_profile_id, a.id order by t.started_at),
    case when t.roll < 0.85 then 'COMPLETED' else 'ABANDONED' end::practice_intent_status,
    t.started_at, t.started_at + interval '10 minutes', 60 + (random() * 840)::int,
    case when t.roll < 0.85 then jsonb_build_object('GRAMMAR', t.score - 5, 'VOCABULARY', least(100, t.score + 5), 'COHESION', t.score) end,
    case when t.roll < 0.85 then t.score end, case when t.roll < 0.85 then t.score >= 60 end,
    jsonb_build_object('VIEW_SUGGESTIONS', (random() * 3)::int, 'VIEW_TRANSLATION', (random() * 2)::int)
  from classroom_students cs
    cross join generate_series(1, $3) n
    cross join lateral (select now() - random() * interval '365 days' as started_at, random() as roll,
      30 + (random() * 65)::int as score, floor(random() * 5)::int as pick, n) t
    join lateral (select id, scenario_id from practice_assignments a
      where a.classroom_id = cs.classroom_id order by a.starts_at offset t.pick limit 1) a on true`,
  [JSON.stringify(snapshot), JSON.stringify(rules), LARGE.attemptsPerStudent],
);
await step(
  'messages',
  `
  insert into practice_messages (intent_id, role, text, step_index, correctness, grading_status, created_at)
  select i.id, case when k % 2 = 0 then 'ASSISTANT' else 'USER' end::message_role,
    case when k % 2 = 0 then '¿En qué puedo ayudarle?' else 'Me duele la garganta y tengo fiebre desde ayer.' end,
    k / 2, case when k % 2 = 1 then (array['YES', 'YES', 'PARTIAL', 'NO'])[1 + floor(random() * 4)::int]::correctness end,
    case when k % 2 = 1 then 'GRADED'::grading_status end, i.started_at + k * interval '40 seconds'
  from practice_intents i cross join generate_series(0, $1 - 1) k`,
  [LARGE.messagesPerAttempt],
);
await step('analyze', 'analyze');
await database.close();
console.log(`seed:large into ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
