import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fake-openai-server.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { recordingFile } from './recording-fixtures.ts';
import {
  messagesOf,
  sendRecording,
  startSpokenAttempt,
  waitForMessage,
} from './speaking.test-helpers.ts';

let server: TestServer;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    TUTOR_GRADING_WORKER: 'true',
    TUTOR_BACKEND: 'openai-compatible',
    TUTOR_BASE_URL: fake.baseUrl,
    TUTOR_CHAT_MODEL: 'fake',
    TUTOR_TRANSCRIPTION_MODEL: 'whisper-1',
    TUTOR_MAX_RETRIES: '1',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const HEARD = 'Buenos días, quiero una barra de pan, por favor.';

describe('server transcription (TUTOR_TRANSCRIPTION_MODEL)', () => {
  it('sends the file, model and scenario language, retries a 5xx, and grades what it heard', async () => {
    // Two timed stretches with 2.4 s of silence between them.
    fake.transcription = {
      text: HEARD,
      failures: 1,
      segments: [
        { start: 0.1, end: 1.3 },
        { start: 3.7, end: 3.9 },
      ],
    };
    fake.transcriptionRequests = [];
    const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
    const webm = await recordingFile('chromiumWebm');
    const sent = await sendRecording(world.studentClient, intentId, webm, {
      text: 'Buenos días',
      source: 'TYPED',
    });
    const pending = sent.data?.sendPracticeRecording.objects?.[0];
    expect(pending).toMatchObject({
      text: '',
      transcription: null,
      transcriptSource: null,
      transcriptionStatus: 'PENDING',
      correctness: 'CORRECTING',
    });

    const graded = await waitForMessage(
      world.studentClient,
      intentId,
      pending?.id ?? '',
      (m) => m.gradingStatus === 'GRADED',
    );
    expect(graded).toMatchObject({
      text: HEARD,
      transcription: HEARD,
      transcriptSource: 'SERVER',
      transcriptionStatus: 'DONE',
      correctness: 'PARTIAL',
    });
    expect(fake.transcriptionRequests).toEqual([
      expect.objectContaining({ status: 500 }),
      {
        model: 'whisper-1',
        language: 'es',
        fileName: 'audio.webm',
        fileType: 'audio/webm',
        fileBytes: webm.size,
        status: 200,
      },
    ]);
    // The model grades fluency knowing the recording's real length, pace and pauses.
    expect(fake.lastGradingPrompt).toContain(
      'The message was spoken and transcribed: 3.96 s, 136 words per minute with 1 pause(s) of a second or more (the longest 2.4 s).',
    );
    // The character waited for the text, then answered.
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await messagesOf(world.studentClient, intentId)).length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await messagesOf(world.studentClient, intentId)).map((m) => m.role)).toEqual([
      'ASSISTANT',
      'USER',
      'ASSISTANT',
    ]);
  });

  it('grades the typed transcript when the transcription fails for good', async () => {
    fake.transcription = { text: HEARD, failures: 1000 };
    const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
    const sent = await sendRecording(world.studentClient, intentId, await recordingFile('aacMp4'), {
      text: 'Quiero pan, por favor.',
      source: 'TYPED',
    });
    const id = sent.data?.sendPracticeRecording.objects?.[0]?.id ?? '';
    const graded = await waitForMessage(
      world.studentClient,
      intentId,
      id,
      (m) => m.gradingStatus === 'GRADED',
    );
    expect(graded).toMatchObject({
      text: 'Quiero pan, por favor.',
      transcription: 'Quiero pan, por favor.',
      transcriptSource: 'TYPED',
      transcriptionStatus: 'FAILED',
    });
    expect(graded.correctness).not.toBe('CORRECTING');
    fake.transcription.failures = 0;
  });

  it('transcribes again when the student retries a recording nobody could transcribe', async () => {
    fake.transcription = { text: HEARD, failures: 1000 };
    const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
    const sent = await sendRecording(world.studentClient, intentId, await recordingFile('opusOgg'));
    const id = sent.data?.sendPracticeRecording.objects?.[0]?.id ?? '';
    const failed = await waitForMessage(
      world.studentClient,
      intentId,
      id,
      (m) => m.gradingStatus === 'FAILED',
    );
    expect(failed).toMatchObject({ text: '', transcriptionStatus: 'FAILED', transcription: null });

    fake.transcription.failures = 0;
    const retried = await world.studentClient.query<{
      retryPracticeGrading: { objects: { gradingStatus: string }[] | null };
    }>(
      'mutation ($id: ID!) { retryPracticeGrading(messageId: $id) { objects { gradingStatus } } }',
      { id },
    );
    expect(retried.data?.retryPracticeGrading.objects?.[0]?.gradingStatus).toBe('PENDING');
    const graded = await waitForMessage(
      world.studentClient,
      intentId,
      id,
      (m) => m.gradingStatus === 'GRADED',
    );
    expect(graded).toMatchObject({
      text: HEARD,
      transcriptSource: 'SERVER',
      transcriptionStatus: 'DONE',
    });
  });

  it('does not require a transcript when the server transcribes', async () => {
    fake.transcription = { text: HEARD, failures: 0 };
    const { world, intentId } = await startSpokenAttempt(server);
    const sent = await sendRecording(world.studentClient, intentId, await recordingFile('opusOgg'));
    expect(sent.data?.sendPracticeRecording.errors).toBeNull();
    const id = sent.data?.sendPracticeRecording.objects?.[0]?.id ?? '';
    const asTeacher = await waitForMessage(
      world.teacherClient,
      intentId,
      id,
      (m) => m.gradingStatus === 'GRADED',
    );
    expect(asTeacher).toMatchObject({ transcription: HEARD, transcriptSource: 'SERVER' });
    // Without VIEW_TRANSCRIPTION the student does not read what the machine heard.
    const asStudent = (await messagesOf(world.studentClient, intentId)).find((m) => m.id === id);
    expect(asStudent).toMatchObject({ text: '', transcription: null });
  });
});
