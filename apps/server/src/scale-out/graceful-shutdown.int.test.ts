import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fake-openai-server.ts';
import { type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import {
  clusterSkipReason,
  type ServerCluster,
  startServerCluster,
} from '../test/server-cluster.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { practiceAttemptOn } from './practice-on-instances.test-helpers.ts';

const skipReason = clusterSkipReason();
if (skipReason) console.warn(`graceful shutdown: skipped (${skipReason})`);

/** Half of it is the deadline after which A hands its running gradings back to the queue. */
const SHUTDOWN_GRACE_SECONDS = 8;

let fake: FakeOpenAI;
/** Both instances grade through the fake model server (the embedded grader's first load would
 * hold B's event loop for seconds on a busy machine, which is not what this test is about). */
const tutorOnFake = () => ({
  TUTOR_BACKEND: 'openai-compatible',
  TUTOR_BASE_URL: fake.baseUrl,
  TUTOR_CHAT_MODEL: 'fake',
  SHUTDOWN_GRACE_SECONDS: String(SHUTDOWN_GRACE_SECONDS),
  // The load below is one teacher asking as fast as the machine answers.
  RATE_LIMITS: JSON.stringify({ graphql: '100000/m/user,100000/m/ip' }),
});
let cluster: ServerCluster;
beforeAll(async () => {
  if (skipReason) return;
  fake = await startFakeOpenAI();
  // A grades on a model server that does not answer yet: its grading still runs at SIGTERM.
  cluster = await startServerCluster([tutorOnFake()]);
}, 120_000);
afterAll(async () => {
  await cluster?.close();
  await fake?.close();
});

type Outcome = { status: number | 'network error'; ok: boolean; errors?: unknown };

/**
 * `connections` loops asking `query` until `until` resolves; `outcomes` fills as answers come,
 * `done` resolves once every loop has stopped.
 */
function load(client: GraphQLClient, query: string, until: Promise<unknown>, connections = 4) {
  let stopped = false;
  void until.then(() => {
    stopped = true;
  });
  const outcomes: Outcome[] = [];
  const loop = async () => {
    while (!stopped) {
      try {
        const response = await client.query(query);
        const ok = response.status === 200 && !response.errors;
        outcomes.push({ status: response.status, ok, ...(ok ? {} : { errors: response.errors }) });
      } catch {
        outcomes.push({ status: 'network error', ok: false });
        // Refused: a load balancer would stop sending here; so does this client, mostly.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: connections }, loop));
  return { outcomes, done };
}

describe.skipIf(skipReason)('SIGTERM to one of two instances under load', () => {
  it('finishes or hands back its work, ends live streams with a retry hint, exits 0, and the other instance fails nothing', async () => {
    fake.holdGrading = true;
    const [a] = cluster.instances as [ServerProcess];
    const { world, intentId, events, send } = await practiceAttemptOn(cluster, a);
    const messageId = await send();
    await expect.poll(() => fake.gradingRequests, { timeout: 15_000 }).toBe(1);
    // B starts only now, so that A is the one holding the grading.
    const b = await cluster.start(tutorOnFake());

    const classroomQuery = `{ classroom(id: "${world.classroom.id}") { id name } }`;
    const [teacherOnA, teacherOnB] = await Promise.all(
      [a, b].map((instance) =>
        graphqlClient({ ...cluster.server, url: instance.url }, world.teacher.user),
      ),
    );
    const stopped = Promise.withResolvers<void>();
    const onB = load(teacherOnB as GraphQLClient, classroomQuery, stopped.promise);
    const onA = load(teacherOnA as GraphQLClient, classroomQuery, stopped.promise);
    const answered = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.ok).length;
    await expect
      .poll(() => Math.min(answered(onA.outcomes), answered(onB.outcomes)), { timeout: 15_000 })
      .toBeGreaterThan(5);
    // A's request stays unanswered; the next one (B's, once A hands the job back) is answered.
    fake.holdGrading = false;
    const exitCode = await a.terminate();
    stopped.resolve();
    await Promise.all([onA.done, onB.done]);

    // Past the grace period the process would have exited with 1.
    expect(exitCode, a.output()).toBe(0);
    expect(await events.ended).toEqual({ retryMs: expect.any(Number), completed: true });
    expect(onB.outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    // A answered in full or refused with a 503 (its connections closing); nothing else.
    expect(
      onA.outcomes.filter((outcome) => typeof outcome.status === 'number' && !outcome.ok),
    ).toEqual(onA.outcomes.filter((outcome) => outcome.status === 503));

    // The grading A handed back is B's now.
    const studentOnB = await graphqlClient({ ...cluster.server, url: b.url }, world.student.user);
    await expect
      .poll(
        async () => {
          const read = await studentOnB.query<{
            practiceIntent: { messages: { id: string; correctness: string | null }[] };
          }>('query ($id: ID!) { practiceIntent(id: $id) { messages { id correctness } } }', {
            id: intentId,
          });
          return read.data?.practiceIntent.messages.find((m) => m.id === messageId)?.correctness;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^(YES|PARTIAL|NO)$/);
    expect(fake.gradingRequests).toBe(2);
  }, 90_000);
});
