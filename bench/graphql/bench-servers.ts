/**
 * Child process of classroom-detail.bench.ts: builds a classroom on a fresh PostgreSQL database,
 * starts the real app and a bare Fastify beside it on the same database, prints their addresses
 * as one JSON line, and runs until its parent closes its stdin.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { buildEvaluationSetting } from '../../apps/server/src/assignments/assignment.test-helpers.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { scenarios } from '../../apps/server/src/db/schema/index.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import {
  buildClassroom,
  buildStudent,
  buildTeacher,
} from '../../apps/server/src/test/world-factories.ts';

const STUDENTS = 30;
const POOL_SIZE = 10;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `charla_graphql_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

// Statements sent since the parent last asked (GET /statements on the bare server).
let statements = 0;
const database = await openDatabase({
  url: url.toString(),
  poolSize: POOL_SIZE,
  onQuery: (query) => {
    statements += 1;
    // BENCH_LOG_SQL=1: each statement's start on stderr, to see what a request sends.
    if (process.env.BENCH_LOG_SQL) console.error('SQL', query.slice(0, 160));
  },
});
await runMigrations(database);
await seed(database.db, { demoAccounts: false });
const { db } = database;
const teacher = await buildTeacher(db, { languagesTaught: ['es'] });
const students = [];
for (let i = 0; i < STUDENTS; i += 1) {
  students.push(await buildStudent(db, { learningLanguages: ['es', 'en'] }));
}
const classroom = await buildClassroom(db, { owner: teacher, students, name: 'Bench classroom' });

const secretKey = randomBytes(32).toString('hex');
const dataDir = await mkdtemp(join(tmpdir(), 'charla-bench-'));
const benchConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'production',
    SECRET_KEY: secretKey,
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    // One account sends every request here, far past a person's budget: the limiter still counts
    // each request (its cost stays measured), it just never refuses one.
    RATE_LIMITS: JSON.stringify({
      graphql: '100000000/m/user,100000000/m/ip',
      graphql_anonymous: '100000000/m/ip',
    }),
    ...env,
  });
const config = benchConfig({});
const app = await buildApp({ config, database, secretKey: config.secretKey ?? '' });
await app.listen({ host: '127.0.0.1', port: 0 });
// The same app with every operation on the executor: the compiled read path's before and after.
const executorApp = await buildApp({
  config: benchConfig({ GRAPHQL_COMPILED_READS: 'false' }),
  database,
  secretKey: config.secretKey ?? '',
});
await executorApp.listen({ host: '127.0.0.1', port: 0 });
const port = (server: { server: { address(): unknown } }) => {
  const address = server.server.address() as { port?: number } | null;
  return address?.port ?? 0;
};
const token = await app.authModule.createSession(teacher.user.id, 'app');

// The practice message path: the first student in an attempt of an assignment without limits,
// made through the API as the web app makes it.
const graphqlAt = `http://127.0.0.1:${port(app)}/graphql`;
const ask = async (sessionToken: string, query: string, variables: Record<string, unknown>) => {
  const response = await fetch(graphqlAt, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': sessionToken },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as {
    data?: Record<string, { objects?: { id: string }[] }>;
  };
  const id = Object.values(answer.data ?? {})[0]?.objects?.[0]?.id;
  if (!id) throw new Error(`bench set-up refused: ${JSON.stringify(answer)}`);
  return id;
};
const [cafe] = await db
  .select({ id: scenarios.id })
  .from(scenarios)
  .where(and(eq(scenarios.title, 'Ordering at a café in Madrid'), isNull(scenarios.ownerId)));
if (!cafe) throw new Error('the seeded café scenario is missing');
const setting = await buildEvaluationSetting(db, teacher, { attemptMode: 'UNLIMITED' });
const assignmentId = await ask(
  token,
  'mutation ($input: PracticeAssignmentInput!) { createPracticeAssignment(input: $input) { objects { id } } }',
  {
    input: {
      title: 'Bench practice',
      classroomId: classroom.id,
      scenarioId: cafe.id,
      evaluationSettingId: setting.id,
    },
  },
);
await ask(token, 'mutation ($id: ID!) { publishPracticeAssignment(id: $id) { objects { id } } }', {
  id: assignmentId,
});
const student = students[0];
if (!student) throw new Error('no student');
const studentToken = await app.authModule.createSession(student.user.id, 'app');
const intentId = await ask(
  studentToken,
  'mutation ($a: ID!, $s: ID!) { startPracticeIntent(assignmentId: $a, scenarioId: $s) { objects { id } } }',
  { a: assignmentId, s: cafe.id },
);

// The same rows the GraphQL query returns, by one relational query, with no GraphQL, no
// authorisation and no session: the floor for this database and this machine.
const bare = Fastify({ logger: false });
bare.get('/classroom/:id', async (request) => {
  const { id } = request.params as { id: string };
  return db.query.classrooms.findFirst({
    where: { id },
    columns: { id: true, name: true, level: true },
    with: {
      language: { columns: { name: true, isoLanguageCode: true } },
      owner: {
        columns: { id: true },
        with: { user: { columns: { firstName: true, lastName: true } } },
      },
      students: {
        columns: { id: true },
        orderBy: { id: 'asc' },
        limit: 8,
        with: {
          user: { columns: { firstName: true, lastName: true } },
          nativeLanguage: { columns: { name: true } },
        },
      },
    },
  });
});
/**
 * CPU time used so far by the PostgreSQL backends serving this bench's database, by process id
 * (Linux: /proc, in clock ticks of 10 ms); null elsewhere. The parent subtracts per process, so a
 * backend that ends between two readings takes nothing away.
 */
async function postgresCpuMicros(): Promise<Record<string, number> | null> {
  const backends = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [name],
  );
  const used: Record<string, number> = {};
  for (const { pid } of backends.rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    // The fields after the name: utime is the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used[pid] = (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  return used;
}

// CPU time this process has used so far: the parent divides a phase's share by its requests,
// a figure that other work on the machine disturbs far less than requests per second.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { cpuMicros: user + system, postgresMicros: await postgresCpuMicros() };
});
bare.get('/statements', async () => {
  const sent = statements;
  statements = 0;
  return { statements: sent };
});
await bare.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(
  `${JSON.stringify({
    graphqlUrl: `http://127.0.0.1:${port(app)}/graphql/`,
    executorGraphqlUrl: `http://127.0.0.1:${port(executorApp)}/graphql/`,
    bareUrl: `http://127.0.0.1:${port(bare)}/classroom/${classroom.id}`,
    classroomId: classroom.id,
    token,
    studentToken,
    intentId,
    statementsUrl: `http://127.0.0.1:${port(bare)}/statements`,
    cpuUrl: `http://127.0.0.1:${port(bare)}/cpu`,
    // The monotonic clock a --cpu-prof profile's timestamps use: samples before it are start-up.
    readyAtMicros: Number(process.hrtime.bigint() / 1000n),
  })}\n`,
);

const shutdown = async () => {
  await Promise.all([app.close(), executorApp.close(), bare.close()]);
  await database.close();
  await admin.query(`drop database if exists ${name}`).catch((error: unknown) => {
    console.error(`could not drop ${name}:`, error);
  });
  await admin.end();
  process.exit(0);
};
process.stdin.on('end', shutdown);
process.stdin.resume();
