import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fake-openai-server.ts';
import { subscribe } from '../test/sse-subscription.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { messagesOf, startSpokenAttempt } from './speaking.test-helpers.ts';

let server: TestServer;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    TUTOR_GRADING_WORKER: 'true',
    TUTOR_BACKEND: 'openai-compatible',
    TUTOR_BASE_URL: fake.baseUrl,
    TUTOR_CHAT_MODEL: 'fake',
    TUTOR_SPEECH_MODEL: 'tts-1',
    TUTOR_VOICE_FEMALE: 'shimmer',
    TUTOR_VOICE_MALE: 'onyx',
    TUTOR_MAX_RETRIES: '0',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const OPENING = '¡Buenos días! ¿Qué le pongo?';

describe('the character’s voice (TUTOR_SPEECH_MODEL)', () => {
  it('speaks a line in the voice of the character’s gender once, and keeps it', async () => {
    fake.speechRequests = [];
    const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
    const [opening] = await messagesOf(world.studentClient, intentId);
    expect(opening).toMatchObject({ role: 'ASSISTANT', text: OPENING, textWithheld: false });
    expect(opening?.speech).toMatchObject({ mimeType: 'audio/wav', durationSeconds: 1.5 });
    expect(opening?.speech?.url).toMatch(/\/private\/speech\/.+\.wav/);
    expect(fake.speechRequests).toEqual([{ model: 'tts-1', input: OPENING, voice: 'shimmer' }]);

    const again = await messagesOf(world.teacherClient, intentId);
    expect(again[0]?.speech?.url).toBe(opening?.speech?.url);
    expect(fake.speechRequests).toHaveLength(1);
    const played = await fetch(new URL(opening?.speech?.url ?? '', server.url));
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toContain('audio/wav');
  });

  it('withholds the character’s text from the student in a voice-only attempt until it ends', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    const [asStudent] = await messagesOf(world.studentClient, intentId);
    expect(asStudent).toMatchObject({
      text: '',
      textWithheld: true,
      speech: { mimeType: 'audio/wav' },
    });
    const [asTeacher] = await messagesOf(world.teacherClient, intentId);
    expect(asTeacher).toMatchObject({ text: OPENING, textWithheld: false });

    // The reply streams without its text to the student.
    const events = await subscribe<{
      practiceIntentEvents: {
        kind: string;
        delta: string | null;
        message: { role: string; text: string } | null;
      };
    }>(
      server.url,
      world.studentClient,
      /* GraphQL */ `subscription ($intentId: ID!) {
        practiceIntentEvents(intentId: $intentId) { kind delta message { role text } }
      }`,
      { intentId },
    );
    await world.studentClient.query(
      /* GraphQL */ `mutation ($intentId: ID!, $text: String!) {
        sendPracticeMessage(intentId: $intentId, text: $text) { success }
      }`,
      { intentId, text: 'Buenos días, quiero una barra de pan.' },
    );
    const reply = await events.next(
      (e) =>
        e.practiceIntentEvents.kind === 'MESSAGE_ADDED' &&
        e.practiceIntentEvents.message?.role === 'ASSISTANT',
    );
    events.close();
    expect(reply.practiceIntentEvents.message?.text).toBe('');
    const deltas = events.received.filter((e) => e.practiceIntentEvents.kind === 'REPLY_DELTA');
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((e) => e.practiceIntentEvents.delta === null)).toBe(true);

    await world.studentClient.query(
      'mutation ($id: ID!) { finishPracticeIntent(intentId: $id) { success } }',
      { id: intentId },
    );
    const ended = await messagesOf(world.studentClient, intentId);
    expect(ended[0]).toMatchObject({ text: OPENING, textWithheld: false });
  });

  it('shows the text of a line the speech model could not speak, even in a voice-only attempt', async () => {
    fake.speechFails = true;
    const { world, intentId } = await startSpokenAttempt(server);
    const [opening] = await messagesOf(world.studentClient, intentId);
    fake.speechFails = false;
    expect(opening).toMatchObject({ text: OPENING, textWithheld: false, speech: null });
  });
});
