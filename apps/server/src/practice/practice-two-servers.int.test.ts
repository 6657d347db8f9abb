import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import type { GraphQLClient } from '../test/graphql-clients.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { subscribe } from '../test/sse-subscription.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';

const postgresUrl = inject('postgresUrl');
const redisUrl = process.env.TEST_REDIS_URL;
const runs = Boolean(postgresUrl && redisUrl);
if (!runs) console.warn('two servers: skipped (they need PostgreSQL and TEST_REDIS_URL)');

let server: TestServer;
const processes: ServerProcess[] = [];
beforeAll(async () => {
  // Sessions live in Redis: the servers below read the one this server creates.
  if (runs)
    server = await startTestServer({ TUTOR_GRADING_WORKER: 'false', REDIS_URL: redisUrl ?? '' });
});
afterAll(async () => {
  for (const process of processes) await process.kill();
  await server?.close();
});

describe.skipIf(!runs)('two servers on one PostgreSQL and Redis', () => {
  it('delivers a grade made on one server to a student subscribed on the other', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const token = await server.app.authModule.createSession(world.student.user.id, 'app');
    const env = {
      DATABASE_URL: postgresUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      SECRET_KEY: TEST_SECRET_KEY,
      SEED_ON_START: 'false',
    };
    // A answers the student and never grades; B grades and serves nobody.
    const a = await startServerProcess({
      ...env,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-a-')),
      TUTOR_GRADING_WORKER: 'false',
    });
    processes.push(a);
    const b = await startServerProcess({
      ...env,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-b-')),
    });
    processes.push(b);

    const client = {
      http: { cookies: new Map(), sessionToken: token },
    } as unknown as GraphQLClient;
    type Event = {
      practiceIntentEvents: {
        kind: string;
        message: { id: string; correctness: string | null } | null;
      };
    };
    const events = await subscribe<Event>(
      a.url,
      client,
      'subscription ($intentId: ID!) { practiceIntentEvents(intentId: $intentId) { kind message { id correctness } } }',
      { intentId },
    );
    const sent = (await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify({
        query:
          'mutation ($intentId: ID!, $text: String!) { sendPracticeMessage(intentId: $intentId, text: $text) { objects { id } } }',
        variables: { intentId, text: 'Buenos días, quiero una barra de pan.' },
      }),
    }).then((response) => response.json())) as {
      data: { sendPracticeMessage: { objects: { id: string }[] } };
    };
    const messageId = sent.data.sendPracticeMessage.objects[0]?.id;
    const graded = await events.next(
      (event) =>
        event.practiceIntentEvents.kind === 'MESSAGE_GRADED' &&
        event.practiceIntentEvents.message?.id === messageId,
      20_000,
    );
    events.close();
    expect(['YES', 'PARTIAL', 'NO']).toContain(graded.practiceIntentEvents.message?.correctness);
  }, 120_000);
});
