import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { jobs, practiceMessages } from '../db/schema/index.ts';
import { type FakeOpenAI, MODEL_GRADE, startFakeOpenAI } from '../test/fake-openai-server.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl) {
}

let server: TestServer;
let fake: FakeOpenAI;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  if (!postgresUrl) return;
  fake = await startFakeOpenAI();
  // This process only prepares the world: its own grading worker is off.
  server = await startTestServer({ TUTOR_GRADING_WORKER: 'false' });
});
afterAll(async () => {
  for (const process of processes) await process.kill();
  await fake?.close();
  await server?.close();
});

const SEND = /* GraphQL */ `
  mutation ($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) { objects { id correctness } errors { code } }
  }
`;

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not reached in ${timeoutMs} ms`);
}

describe.skipIf(!postgresUrl)('a server killed in the middle of grading', () => {
  it('loses nothing: another process takes the job over and grades the message once', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const token = await server.app.authModule.createSession(world.student.user.id, 'app');
    const env = {
      DATABASE_URL: postgresUrl ?? '',
      SECRET_KEY: TEST_SECRET_KEY,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-recovery-')),
      SEED_ON_START: 'false',
      TUTOR_BACKEND: 'openai-compatible',
      TUTOR_BASE_URL: fake.baseUrl,
      TUTOR_CHAT_MODEL: 'fake',
      TUTOR_MAX_RETRIES: '0',
      JOBS_LOCK_SECONDS: '2',
    };

    fake.holdGrading = true;
    const first = await startServerProcess(env);
    processes.push(first);
    const sent = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify({
        query: SEND,
        variables: { intentId, text: 'Quiero un barra de pan.' },
      }),
    }).then(
      (response) =>
        response.json() as Promise<{
          data: { sendPracticeMessage: { objects: { id: string; correctness: string }[] } };
        }>,
    );
    const message = sent.data.sendPracticeMessage.objects[0];
    expect(message?.correctness).toBe('CORRECTING');

    // The first process is grading (the model holds its answer) when it dies.
    await until(async () => (fake.gradingRequests > 0 ? true : undefined));
    await first.kill();
    fake.holdGrading = false;

    const second = await startServerProcess(env);
    processes.push(second);
    const { db } = server.database;
    const graded = await until(async () => {
      const [row] = await db
        .select()
        .from(practiceMessages)
        .where(
          and(
            eq(practiceMessages.id, message?.id ?? ''),
            eq(practiceMessages.gradingStatus, 'GRADED'),
          ),
        );
      return row;
    });
    expect(graded.correctness).toBe(MODEL_GRADE.correctness);
    // The job is settled just after the grade's own transaction commits.
    const job = await until(async () => {
      const rows = await db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'messageId' = ${message?.id ?? ''}`);
      expect(rows).toHaveLength(1);
      return rows[0]?.status === 'done' ? rows[0] : undefined;
    });
    // The first run was lost with its process; a later one graded it.
    expect(job.attempts).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
