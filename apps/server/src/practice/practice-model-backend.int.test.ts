import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { type FakeOpenAI, MODEL_GRADE, startFakeOpenAI } from '../test/fake-openai-server.ts';
import { subscribe } from '../test/sse-subscription.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    TUTOR_GRADING_WORKER: 'true',
    TUTOR_BACKEND: 'openai-compatible',
    TUTOR_BASE_URL: fake.baseUrl,
    TUTOR_CHAT_MODEL: 'fake',
    TUTOR_MAX_RETRIES: '0',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const SEND = /* GraphQL */ `
  mutation ($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) { objects { id correctness } }
  }
`;
const EVENTS = /* GraphQL */ `
  subscription ($intentId: ID!) {
    practiceIntentEvents(intentId: $intentId) {
      kind delta replyTo
      message {
        id role text correctness gradingStatus gradingNote
        feedback { category code message suggestion }
      }
    }
  }
`;

type Message = {
  id: string;
  role: string;
  text: string;
  correctness: string | null;
  gradingStatus: string | null;
  gradingNote: string | null;
  feedback: { category: string; code: string; message: string; suggestion: string | null }[];
};
type Event = {
  practiceIntentEvents: {
    kind: string;
    delta: string | null;
    replyTo: string | null;
    message: Message | null;
  };
};
type Sent = { sendPracticeMessage: { objects: { id: string; correctness: string }[] } };

async function openAttempt() {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const assignment = await world.create();
  await world.publish(assignment.id);
  const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
  const events = await subscribe<Event>(server.url, world.studentClient, EVENTS, { intentId });
  const send = async (text: string) => {
    const sent = await world.studentClient.query<Sent>(SEND, { intentId, text });
    const message = sent.data?.sendPracticeMessage.objects[0];
    if (!message) throw new Error(`not sent: ${JSON.stringify(sent)}`);
    return message;
  };
  const graded = (id: string) =>
    events
      .next((data) => {
        const message = data.practiceIntentEvents.message;
        return message?.id === id && message.gradingStatus === 'GRADED';
      })
      .then((data) => data.practiceIntentEvents.message as Message);
  const reply = () =>
    events
      .next((data) => data.practiceIntentEvents.message?.role === 'ASSISTANT')
      .then((data) => data.practiceIntentEvents.message as Message);
  return { events, send, graded, reply };
}

describe('a practice session on an OpenAI-compatible model server', () => {
  it('streams the character’s reply to the subscriber piece by piece, then stores it whole', async () => {
    const attempt = await openAttempt();
    const sent = await attempt.send('Buenos días, quiero una barra de pan.');
    expect(sent.correctness).toBe('CORRECTING');

    const stored = await attempt.reply();
    const deltas = attempt.events.received
      .map((data) => data.practiceIntentEvents)
      .filter((event) => event.kind === 'REPLY_DELTA');
    expect(deltas.every((event) => event.replyTo === sent.id)).toBe(true);
    expect(deltas.map((event) => event.delta)).toEqual(fake.replyPieces);
    expect(stored.text).toBe(fake.replyPieces.join(''));
    attempt.events.close();
  });

  it('grades with the model, and falls back to the embedded grader with a note when the model answers out of schema', async () => {
    const attempt = await openAttempt();
    const first = await attempt.send('Quiero un barra de pan.');
    const byModel = await attempt.graded(first.id);
    expect(byModel).toMatchObject({ correctness: MODEL_GRADE.correctness, gradingNote: null });
    expect(byModel.feedback).toEqual([
      {
        category: 'GRAMMAR',
        code: 'MODEL',
        message: 'Use “una barra de pan”.',
        suggestion: 'una barra',
      },
    ]);
    await attempt.reply();

    fake.grade = { correctness: 'SOMETIMES', feedback: 'none at all' };
    try {
      const second = await attempt.send('Quiero dos manzanas, por favor.');
      const byFallback = await attempt.graded(second.id);
      expect(['YES', 'PARTIAL', 'NO']).toContain(byFallback.correctness);
      expect(byFallback.gradingNote).toMatch(/embedded tutor answered instead/);
      expect(byFallback.feedback.every((item) => item.code !== 'MODEL')).toBe(true);
    } finally {
      fake.grade = MODEL_GRADE;
    }
    attempt.events.close();
  });
});
