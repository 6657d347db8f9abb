/**
 * The practice loop under a class's load, through the real HTTP API.
 *
 *   npm run bench:practice [-- --students 50 --messages 10 --interval 5]
 *
 * Boots the real app in-process on a scratch PostgreSQL database (created on the DATABASE_URL
 * server, default the local one, and dropped afterwards) with the embedded tutor warmed up. Each
 * simulated student holds a subscription (server-sent events) to their attempt and sends one
 * message every `interval` seconds. It prints the time to acknowledge a message (the mutation's
 * round trip), the time from sending to the graded result arriving on the subscription, and the
 * messages graded per second; then it sends faster and faster, all students together, to find
 * the sending rate at which grading falls behind (the result p99 passes 2 s, or fewer messages
 * are graded than sent). Its last line reads `ack p99 <ms> ms, result p99 <ms> ms`.
 */

import { mkdtemp } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import {
  classroomStudents,
  classrooms,
  evaluationSettingCategories,
  evaluationSettings,
  practiceAssignments,
  scenarios,
  studentProfiles,
  teacherProfiles,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50' },
    messages: { type: 'string', default: '10' },
    interval: { type: 'string', default: '5' },
  },
});
const STUDENTS = Number(values.students);
const MESSAGES = Number(values.messages);
const INTERVAL_MS = Number(values.interval) * 1000;
const FALLING_BEHIND_P99_MS = 2000;

const SENTENCES = [
  'Buenos días, quiero un café con leche, por favor.',
  'Para tomar aquí, gracias.',
  'También quiero una tostada con tomate.',
  '¿Cuánto es todo?',
  'Voy a pagar con tarjeta.',
  'La cuenta, por favor.',
  'Quiero un zumo de naranja y un cruasán.',
  'Me gusta mucho este café.',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const ms = (value: number) => `${Math.round(value)}`;

type Student = { token: string; intentId: string; pending: Map<string, number>; results: number[] };

function postJson(agent: Agent, port: number, token: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-session-token': token,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const EVENTS = `subscription ($intentId: ID!) {
  practiceIntentEvents(intentId: $intentId) { kind message { id correctness } }
}`;
const SEND = `mutation ($intentId: ID!, $text: String!) {
  sendPracticeMessage(intentId: $intentId, text: $text) { objects { id } errors { code } }
}`;

/** Holds the student's subscription and records when each of their messages' grade arrives. */
async function listen(port: number, student: Student, abort: AbortSignal) {
  const params = new URLSearchParams({
    query: EVENTS,
    variables: JSON.stringify({ intentId: student.intentId }),
  });
  const response = await fetch(`http://127.0.0.1:${port}/graphql?${params}`, {
    headers: { accept: 'text/event-stream', 'x-session-token': student.token },
    signal: abort,
  });
  if (!response.body) throw new Error('no event stream');
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5))
            .join('');
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!data.trim()) continue;
          const event = JSON.parse(data).data?.practiceIntentEvents;
          const sentAt = event?.message && student.pending.get(event.message.id);
          if (event?.kind === 'MESSAGE_GRADED' && sentAt) {
            student.results.push(performance.now() - sentAt);
            student.pending.delete(event.message.id);
          }
        }
      }
    } catch (error) {
      if (!abort.aborted) throw error;
    }
  })();
}

async function send(agent: Agent, port: number, student: Student, text: string, acks: number[]) {
  const t0 = performance.now();
  const { text: body } = await postJson(
    agent,
    port,
    student.token,
    JSON.stringify({ query: SEND, variables: { intentId: student.intentId, text } }),
  );
  acks.push(performance.now() - t0);
  const id = JSON.parse(body).data?.sendPracticeMessage?.objects?.[0]?.id as string | undefined;
  if (!id) throw new Error(`send refused: ${body}`);
  student.pending.set(id, t0);
}

async function main() {
  const serverUrl =
    process.env.DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `charla_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url.toString(),
    NODE_ENV: 'production',
    SECRET_KEY: 'bench-secret-key-not-for-real-use-0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-bench-')),
    LOG_LEVEL: 'silent',
    TUTOR_BACKEND: 'embedded',
  });
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 20 });
  await runMigrations(database);
  await seed(database.db, { demoAccounts: false });
  const { db } = database;

  const [teacherUser] = await db
    .insert(users)
    .values({ email: 'bench-teacher@example.test', userType: 'TEACHER' })
    .returning();
  const [teacher] = await db
    .insert(teacherProfiles)
    .values({ userId: teacherUser?.id ?? '', inviteToken: 'bench-teacher' })
    .returning();
  const [language] = await db.select().from(scenarios).where(isNull(scenarios.ownerId)).limit(1);
  const [cafe] = await db
    .select()
    .from(scenarios)
    .where(eq(scenarios.title, 'Ordering at a café in Madrid'));
  const [classroom] = await db
    .insert(classrooms)
    .values({
      name: 'Bench',
      languageId: cafe?.languageId ?? language?.languageId ?? '',
      level: 'A2',
      ownerId: teacher?.id ?? '',
      inviteToken: 'bench-classroom',
    })
    .returning();
  const [setting] = await db
    .insert(evaluationSettings)
    .values({
      name: 'Bench',
      attemptMode: 'UNLIMITED',
      passingScore: 60,
      ownerId: teacher?.id ?? '',
    })
    .returning();
  await db.insert(evaluationSettingCategories).values([
    { evaluationSettingId: setting?.id ?? '', category: 'GRAMMAR', weight: 50 },
    { evaluationSettingId: setting?.id ?? '', category: 'VOCABULARY', weight: 50 },
  ]);
  const [assignment] = await db
    .insert(practiceAssignments)
    .values({
      title: 'Bench',
      classroomId: classroom?.id ?? '',
      scenarioId: cafe?.id ?? '',
      evaluationSettingId: setting?.id ?? '',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning();

  const app = await buildApp({ config, database, secretKey: config.secretKey as string });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const port = address.port;
  const agent = new Agent({ keepAlive: true, maxSockets: STUDENTS });

  const students: Student[] = [];
  for (let index = 0; index < STUDENTS; index += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `bench-student-${index}@example.test`, userType: 'STUDENT' })
      .returning();
    const [profile] = await db
      .insert(studentProfiles)
      .values({ userId: user?.id ?? '' })
      .returning();
    await db
      .insert(classroomStudents)
      .values({ classroomId: classroom?.id ?? '', studentProfileId: profile?.id ?? '' });
    const token = await app.authModule.createSession(user?.id ?? '', 'app');
    const started = await postJson(
      agent,
      port,
      token,
      JSON.stringify({
        query: `mutation ($a: ID!, $s: ID!) { startPracticeIntent(assignmentId: $a, scenarioId: $s) { objects { id } } }`,
        variables: { a: assignment?.id, s: cafe?.id },
      }),
    );
    const intentId = JSON.parse(started.text).data.startPracticeIntent.objects[0].id as string;
    students.push({ token, intentId, pending: new Map(), results: [] });
  }
  const abort = new AbortController();
  for (const student of students) await listen(port, student, abort.signal);

  // Warm-up: the tutor's dictionaries load on first use.
  const warmAcks: number[] = [];
  await send(agent, port, students[0] as Student, SENTENCES[0] as string, warmAcks);
  while ((students[0] as Student).pending.size > 0) await new Promise((r) => setTimeout(r, 50));
  for (const student of students) student.results.length = 0;

  const drained = async (timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline && students.some((s) => s.pending.size > 0)) {
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  /** Every student sends `count` messages, one every `intervalMs`, staggered across the interval. */
  const round = async (count: number, intervalMs: number) => {
    const acks: number[] = [];
    for (const student of students) student.results.length = 0;
    const started = performance.now();
    await Promise.all(
      students.map(async (student, index) => {
        await new Promise((r) => setTimeout(r, (index / students.length) * intervalMs));
        for (let n = 0; n < count; n += 1) {
          const due = started + (index / students.length) * intervalMs + n * intervalMs;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          await send(
            agent,
            port,
            student,
            SENTENCES[(index + n) % SENTENCES.length] as string,
            acks,
          );
        }
      }),
    );
    const sendingSeconds = (performance.now() - started) / 1000;
    await drained(30_000);
    const results = students.flatMap((s) => s.results);
    const elapsed = (performance.now() - started) / 1000;
    return {
      acks,
      results,
      sent: acks.length,
      sendingSeconds,
      elapsed,
      lost: students.reduce((n, s) => n + s.pending.size, 0),
    };
  };

  const main = await round(MESSAGES, INTERVAL_MS);
  console.log(
    `${STUDENTS} students, one message every ${INTERVAL_MS / 1000} s, ${MESSAGES} each (${main.sent} messages), PostgreSQL, embedded tutor`,
  );
  console.log(
    `  acknowledged   p50 ${ms(percentile(main.acks, 50))} ms   p99 ${ms(percentile(main.acks, 99))} ms`,
  );
  console.log(
    `  graded result  p50 ${ms(percentile(main.results, 50))} ms   p99 ${ms(percentile(main.results, 99))} ms   (${main.results.length} of ${main.sent} arrived)`,
  );
  console.log(
    `  graded per second ${(main.results.length / main.elapsed).toFixed(1)} (sent ${(main.sent / main.sendingSeconds).toFixed(1)} per second)`,
  );

  let behindAt: number | null = null;
  for (const intervalMs of [2500, 1250, 625, 312, 156]) {
    const ramp = await round(3, intervalMs);
    const rate = ramp.sent / ramp.sendingSeconds;
    const p99 = percentile(ramp.results, 99);
    console.log(
      `  ramp: ${rate.toFixed(0)} messages/s sent → result p99 ${ms(p99)} ms, ${ramp.results.length}/${ramp.sent} graded`,
    );
    if (p99 > FALLING_BEHIND_P99_MS || ramp.lost > 0) {
      behindAt = rate;
      break;
    }
  }
  console.log(
    behindAt === null
      ? '  grading kept up at every rate tried'
      : `  grading falls behind at about ${behindAt.toFixed(0)} messages/s`,
  );

  abort.abort();
  agent.destroy();
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  console.log(
    `ack p99 ${ms(percentile(main.acks, 99))} ms, result p99 ${ms(percentile(main.results, 99))} ms`,
  );
}

await main();
