/**
 * A school's mixed load on two server processes behind one (simulated) proxy.
 *
 *   npm run bench:load [-- --seconds 60 --connections 50 --heap-snapshots
 *                         --b-node-options=--heap-growing-percent=50]
 *
 * Creates a scratch database on the PostgreSQL server of BENCH_DATABASE_URL (default the local
 * one; dropped afterwards), fills it with classrooms (a teacher, students, a published
 * assignment each), and starts two real server processes on it and on Redis (BENCH_REDIS_URL,
 * default the local one, under a key prefix of the run's own), in production mode with every
 * rate limit at its default and TRUSTED_PROXY_COUNT=1. Each connection is one person (a teacher
 * or a student) behind an address of their own, sent as X-Forwarded-For, whose requests a round
 * robin spreads over the two processes: teachers open their classroom page, students read their
 * attempt and send practice messages (practice-texts.ts; graded by the processes' workers), and
 * everyone signs in again now and then. People pace themselves (at most one request each 125 ms), as people do:
 * the per-account limit (600 a minute) is not what this measures.
 *
 * Prints requests per second, p50/p99 per kind and overall, the error rate (any answer but a
 * 200 without top-level GraphQL errors) and each process's resident memory after the warm-up
 * and at the end, with what tells a leak from a heap V8 lets grow under load: the live heap after
 * each full collection and the native part (RSS − V8 heap), over time (memory-probe.ts).
 * `--heap-snapshots` writes a snapshot of each process after the warm-up and at the end (load
 * them in Chrome's DevTools, Memory tab, "Comparison"); writing one costs the process seconds and
 * hundreds of MB of RSS, so the RSS figures of such a run mean little.
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { buildAssignmentWorld } from '../../apps/server/src/assignments/assignment.test-helpers.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { classroomStudents, emailAddresses, users } from '../../apps/server/src/db/schema/index.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import { hashPassword } from '../../apps/server/src/platform/password-hash.ts';
import {
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from '../../apps/server/src/test/server-process.ts';
import type { TestServer } from '../../apps/server/src/test/test-server.ts';
import { buildStudent } from '../../apps/server/src/test/world-factories.ts';
import { CLASSROOM_DETAIL } from '../graphql/bench-queries.ts';
import { practiceText } from './practice-texts.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '60' },
    connections: { type: 'string', default: '50' },
    // Writes a heap snapshot of each process after the warm-up and at the end, to compare.
    'heap-snapshots': { type: 'boolean', default: false },
    // Node and V8 flags for process B only (on its command line), to compare a setting side by
    // side under the same load: "--b-node-options=--heap-growing-percent=50".
    'b-node-options': { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const STUDENTS_PER_CLASSROOM = 4;
const PACE_MS = 125;
const PASSWORD = 'bench-password-violet-harbour-47';
const SECRET_KEY = randomBytes(32).toString('hex');

type Kind = 'sign-in' | 'classroom page' | 'attempt read' | 'practice message';
type Sample = { kind: Kind; ms: number; ok: boolean; status: number; processIndex: number };
/** The first failure of each kind and status, printed to say what failed. */
const firstFailures = new Map<string, string>();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

type Answer = { status: number; body: Record<string, unknown> };

function send(
  agent: Agent,
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.end(text);
  });
}

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

/** Heap snapshots are written by the process itself on SIGUSR2 (--heapsnapshot-signal). */
async function snapshotEach(instances: ServerProcess[], directory: string): Promise<void> {
  const count = async () =>
    (await readdir(directory)).filter((file) => file.endsWith('.heapsnapshot')).length;
  const expected = (await count()) + instances.length;
  for (const instance of instances) instance.child.kill('SIGUSR2');
  while ((await count()) < expected) await new Promise((resolve) => setTimeout(resolve, 500));
  // The file appears as writing starts; the process answers again once it is written.
  await Promise.all(instances.map((instance) => waitUntilReady(instance.url, 300_000)));
  console.warn(`heap snapshots in ${directory}`);
}

type MemoryLine = {
  at: number;
  seconds: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  newSpace: number;
  liveAfterFullGc: number | null;
  fullGcs: number;
  cpuSeconds: number;
};

/**
 * Each process's memory over the measured time, from the probe's lines: RSS, the V8 heap
 * (allocated, in use, alive after the latest full collection) and the rest, native (WebAssembly
 * memories, malloc, code). A leak shows as a rising live heap or native part; V8 letting its heap
 * grow between collections under load, which it gives back when the load stops, does not.
 */
async function printMemory(
  instances: ServerProcess[],
  directory: string,
  measuredFromMs: number,
): Promise<void> {
  const cell = (value: number | null) => String(value ?? '-').padStart(7);
  for (const [i, instance] of instances.entries()) {
    const text = await readFile(join(directory, `${instance.child.pid}.jsonl`), 'utf8');
    const all = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MemoryLine);
    const lines = all.filter((line) => line.at >= measuredFromMs);
    const first = lines[0];
    const last = lines.at(-1);
    if (!first || !last) continue;
    const native = (line: MemoryLine) => line.rss - line.heapTotal;
    // The collection before the measured time may have run before the grader's dictionaries
    // loaded: the first one within it is the fair start.
    const firstCollected = lines.find((line) => line.fullGcs > first.fullGcs) ?? first;
    console.log(
      `process ${'AB'[i]}: live heap after full GC ${firstCollected.liveAfterFullGc} (at ${firstCollected.seconds} s) → ${last.liveAfterFullGc} MB (${last.fullGcs - first.fullGcs} full GCs), native (RSS − V8 heap) ${native(first)} → ${native(last)} MB, V8 heap ${first.heapTotal} → ${last.heapTotal} MB (new space ${last.newSpace}), CPU ${(last.cpuSeconds - first.cpuSeconds).toFixed(0)} s in ${((last.at - first.at) / 1000).toFixed(0)} s`,
    );
    const step = Math.max(1, Math.ceil(all.length / 16));
    console.log('  seconds     rss  native heapTotal heapUsed live-after-full-GC');
    for (const line of all.filter((_, index) => index % step === 0 || index === all.length - 1)) {
      console.log(
        `  ${cell(line.seconds)} ${cell(line.rss)} ${cell(native(line))} ${cell(line.heapTotal)} ${cell(line.heapUsed)} ${cell(line.liveAfterFullGc)}`,
      );
    }
  }
  console.log(`memory lines (every 5 s) in ${directory}`);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const name = `charla_load_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const prefix = `charla-bench-${randomBytes(4).toString('hex')}:`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const instances: ServerProcess[] = [];
  const cleanUp = async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
    redis.disconnect();
  };

  try {
    // The world, built through the real app in this process (factories and GraphQL), then closed.
    const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    await runMigrations(database);
    await seed(database.db, { demoAccounts: false });
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      SECRET_KEY,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      SEED_ON_START: 'false',
      TRUSTED_PROXY_COUNT: '1',
      LOG_LEVEL: 'silent',
    };
    // The builder plants sessions as the tests do (development cookies); the servers run production.
    const config = loadConfig({
      ...env,
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: '/tmp/charla-load-bench',
    });
    const builder = await buildApp({ config, database, secretKey: SECRET_KEY });
    await builder.listen({ host: '127.0.0.1', port: 0 });
    const address = builder.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const server = {
      app: builder,
      url: `http://127.0.0.1:${address.port}`,
      config,
      database,
    } as unknown as TestServer;
    const passwordHash = await hashPassword(PASSWORD);
    type Person = {
      email: string;
      role: 'teacher' | 'student';
      classroomId: string;
      assignmentId: string;
      scenarioId: string;
    };
    const people: Person[] = [];
    const classroomCount = Math.ceil(connections / (STUDENTS_PER_CLASSROOM + 1));
    for (let c = 0; c < classroomCount; c += 1) {
      const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
      const assignment = await world.create();
      await world.publish(assignment.id);
      const base = {
        classroomId: world.classroom.id,
        assignmentId: assignment.id,
        scenarioId: world.scenarioId,
      };
      people.push({ ...base, role: 'teacher', email: world.teacher.user.email ?? '' });
      const students = [world.student];
      for (let s = 1; s < STUDENTS_PER_CLASSROOM; s += 1) {
        const student = await buildStudent(database.db);
        await database.db
          .insert(classroomStudents)
          .values({ classroomId: world.classroom.id, studentProfileId: student.profile.id });
        students.push(student);
      }
      for (const student of students) {
        people.push({ ...base, role: 'student', email: student.user.email ?? '' });
      }
      for (const person of [world.teacher, ...students]) {
        await database.db.update(users).set({ passwordHash }).where(eq(users.id, person.user.id));
        await database.db.insert(emailAddresses).values({
          userId: person.user.id,
          email: person.user.email ?? '',
          verified: true,
          primary: true,
        });
      }
    }
    await builder.close();
    await database.close();

    const memoryDir = await mkdtemp(join(tmpdir(), 'charla-load-memory-'));
    const probe = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
    const started = await Promise.all(
      ['a', 'b'].map((which) =>
        startServerProcess(
          {
            ...env,
            LOG_LEVEL: 'warn',
            MEMORY_PROBE_DIR: memoryDir,
            NODE_OPTIONS: `--import ${probe} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${memoryDir}`,
            // An experiment's switch passed through (glibc arenas): MALLOC_ARENA_MAX=2 npm run bench:load
            ...(process.env.MALLOC_ARENA_MAX
              ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX }
              : {}),
          },
          { nodeArgs: which === 'b' ? values['b-node-options'].split(' ').filter(Boolean) : [] },
        ),
      ),
    );
    instances.push(...started);
    const agents = instances.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
    let turn = 0;
    const pick = () => {
      turn = (turn + 1) % instances.length;
      return {
        agent: agents[turn] as Agent,
        baseUrl: (instances[turn] as ServerProcess).url,
        processIndex: turn,
      };
    };

    const samples: Sample[] = [];
    let recording = false;
    const timed = async (kind: Kind, processIndex: number, work: () => Promise<Answer>) => {
      const startedAt = performance.now();
      const answer = await work();
      const ok = answer.status === 200 && !answer.body.errors;
      if (!recording) return answer;
      samples.push({
        kind,
        ms: performance.now() - startedAt,
        ok,
        status: answer.status,
        processIndex,
      });
      const failure = `${kind} ${answer.status}`;
      if (!ok && !firstFailures.has(failure)) {
        firstFailures.set(failure, JSON.stringify(answer.body).slice(0, 300));
      }
      return answer;
    };

    const runPerson = async (person: Person, index: number, until: () => boolean) => {
      const address = `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 200)}`;
      let token = '';
      const signIn = async () => {
        const { agent, baseUrl, processIndex } = pick();
        const answer = await timed('sign-in', processIndex, () =>
          send(
            agent,
            baseUrl,
            '/_allauth/app/v1/auth/login',
            { email: person.email, password: PASSWORD },
            {
              'x-forwarded-for': address,
            },
          ),
        );
        token = String(
          (answer.body.meta as { session_token?: string } | undefined)?.session_token ?? token,
        );
      };
      const graphql = (kind: Kind, query: string, variables: Record<string, unknown>) => {
        const { agent, baseUrl, processIndex } = pick();
        return timed(kind, processIndex, () =>
          send(
            agent,
            baseUrl,
            '/graphql',
            { query, variables },
            {
              'x-forwarded-for': address,
              'x-session-token': token,
            },
          ),
        );
      };
      let intentId = '';
      const startAttempt = async () => {
        const answer = await graphql(
          'practice message',
          'mutation ($a: ID!, $s: ID!) { startPracticeIntent(assignmentId: $a, scenarioId: $s) { objects { id } } }',
          { a: person.assignmentId, s: person.scenarioId },
        );
        const data = answer.body.data as
          | { startPracticeIntent?: { objects?: { id: string }[] | null } }
          | undefined;
        intentId = data?.startPracticeIntent?.objects?.[0]?.id ?? intentId;
      };
      // Everyone signs in at once at the start, on a machine hashing 50 passwords: whoever's
      // answer does not come tries again, rather than working on without a session.
      while (!token && !until()) await signIn();
      let iteration = 0;
      while (!until()) {
        const pace = new Promise((resolve) => setTimeout(resolve, PACE_MS));
        iteration += 1;
        if (iteration % 100 === 0) await signIn();
        else if (person.role === 'teacher') {
          await graphql('classroom page', CLASSROOM_DETAIL, { id: person.classroomId });
        } else if (!intentId) {
          await startAttempt();
        } else if (iteration % 8 === 0) {
          const answer = await graphql(
            'practice message',
            'mutation ($id: ID!, $text: String!) { sendPracticeMessage(intentId: $id, text: $text) { objects { id } errors { code } } }',
            { id: intentId, text: practiceText() },
          );
          const payload = (
            answer.body.data as { sendPracticeMessage?: { errors?: unknown[] | null } } | undefined
          )?.sendPracticeMessage;
          // A finished attempt refuses more messages (a typed error): start the next one.
          if (payload?.errors?.length) intentId = '';
        } else {
          await graphql(
            'attempt read',
            'query ($id: ID!) { practiceIntent(id: $id) { id status messages { id correctness } } }',
            { id: intentId },
          );
        }
        await pace;
      }
    };

    const warmUpSeconds = Math.min(15, Math.max(3, seconds / 10));
    const runUntil = Date.now() + (warmUpSeconds + seconds) * 1000;
    const everyone = Array.from(
      { length: connections },
      (_, i) => people[i % people.length] as Person,
    );
    console.warn(
      `${connections} people (${classroomCount} classrooms) on 2 processes: warm-up ${warmUpSeconds} s, then ${seconds} s`,
    );
    const running = Promise.all(
      everyone.map((person, i) => runPerson(person, i, () => Date.now() > runUntil)),
    );
    await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));
    const rssStart = await Promise.all(
      instances.map((instance) => rssMegabytes(instance.child.pid ?? 0)),
    );
    if (values['heap-snapshots']) await snapshotEach(instances, memoryDir);
    recording = true;
    const measuredFrom = performance.now();
    const measuredFromMs = Date.now();
    const rssPeak = [...rssStart];
    const sampler = setInterval(async () => {
      const now = await Promise.all(
        instances.map((instance) => rssMegabytes(instance.child.pid ?? 0)),
      );
      now.forEach((mb, i) => {
        rssPeak[i] = Math.max(rssPeak[i] ?? 0, mb);
      });
    }, 5000);
    await running;
    clearInterval(sampler);
    const elapsed = (performance.now() - measuredFrom) / 1000;
    const rssEnd = await Promise.all(
      instances.map((instance) => rssMegabytes(instance.child.pid ?? 0)),
    );
    if (values['heap-snapshots']) await snapshotEach(instances, memoryDir);

    const line = (label: string, of: Sample[]) => {
      const sorted = of.map((sample) => sample.ms).sort((x, y) => x - y);
      const failed = of.filter((sample) => !sample.ok).length;
      return `${label.padEnd(18)} ${String(of.length).padStart(7)} req ${(of.length / elapsed).toFixed(1).padStart(7)} req/s  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  errors ${((100 * failed) / Math.max(1, of.length)).toFixed(3)}%`;
    };
    console.log(
      `mixed load, ${connections} connections, two processes, ${elapsed.toFixed(0)} s measured`,
    );
    for (const kind of [
      'sign-in',
      'classroom page',
      'attempt read',
      'practice message',
    ] as Kind[]) {
      console.log(
        line(
          kind,
          samples.filter((sample) => sample.kind === kind),
        ),
      );
    }
    console.log(line('all', samples));
    instances.forEach((_, i) => {
      console.log(
        line(
          `  by process ${'AB'[i]}`,
          samples.filter((sample) => sample.processIndex === i),
        ),
      );
    });
    const statuses = new Map<number, number>();
    for (const sample of samples.filter((s) => !s.ok))
      statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    if (statuses.size > 0)
      console.log(`failed answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    for (const [failure, body] of firstFailures) console.log(`first ${failure}: ${body}`);
    if (statuses.size > 0) {
      // What the servers logged about them (errors are masked in the answers).
      instances.forEach((instance, i) => {
        const errors = instance
          .output()
          .split('\n')
          .filter((line) => line.includes('"level":50'));
        for (const line of errors.slice(0, 2))
          console.log(`process ${'AB'[i]} logged: ${line.slice(0, 600)}`);
      });
    }
    instances.forEach((_, i) => {
      console.log(
        `process ${'AB'[i]} RSS: ${rssStart[i]} MB after warm-up, ${rssEnd[i]} MB at the end (peak ${rssPeak[i]} MB)`,
      );
    });
    await printMemory(instances, memoryDir, measuredFromMs);
  } finally {
    await cleanUp();
  }
}

await main();
