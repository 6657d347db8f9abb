/**
 * Child process of classroom-detail.bench.ts: builds a classroom on a fresh PostgreSQL database,
 * starts the real app and a bare Fastify beside it on the same database, prints their addresses
 * as one JSON line, and runs until its parent closes its stdin.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
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
  onQuery: () => {
    statements += 1;
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

const config = loadConfig({
  NODE_ENV: 'production',
  SECRET_KEY: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-bench-')),
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config, database, secretKey: config.secretKey ?? '' });
await app.listen({ host: '127.0.0.1', port: 0 });
const token = await app.authModule.createSession(teacher.user.id, 'app');

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
// CPU time this process has used so far: the parent divides a phase's share by its requests,
// a figure that other work on the machine disturbs far less than requests per second.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { cpuMicros: user + system };
});
bare.get('/statements', async () => {
  const sent = statements;
  statements = 0;
  return { statements: sent };
});
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: typeof app) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
process.stdout.write(
  `${JSON.stringify({
    graphqlUrl: `http://127.0.0.1:${port(app)}/graphql/`,
    bareUrl: `http://127.0.0.1:${port(bare)}/classroom/${classroom.id}`,
    classroomId: classroom.id,
    token,
    statementsUrl: `http://127.0.0.1:${port(bare)}/statements`,
    cpuUrl: `http://127.0.0.1:${port(bare)}/cpu`,
    // The monotonic clock a --cpu-prof profile's timestamps use: samples before it are start-up.
    readyAtMicros: Number(process.hrtime.bigint() / 1000n),
  })}\n`,
);

const shutdown = async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  await admin.query(`drop database if exists ${name}`).catch((error: unknown) => {
    console.error(`could not drop ${name}:`, error);
  });
  await admin.end();
  process.exit(0);
};
process.stdin.on('end', shutdown);
process.stdin.resume();
