import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { practiceIntents, users } from '../db/schema/index.ts';
import type { RulesSnapshot } from '../practice/practice-snapshots.ts';
import { silentWav } from '../test/fake-openai-server.ts';
import { errorCode } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { recordingFile } from './recording-fixtures.ts';
import {
  ACCEPT_NOTICE,
  messageRows,
  messagesOf,
  privateMediaFiles,
  sendRecording,
  startSpokenAttempt,
  waitForMessage,
} from './speaking.test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // 200 kB: the ten-minute recording (167 kB) passes the size check and meets the length check.
  server = await startTestServer({
    TUTOR_GRADING_WORKER: 'true',
    UPLOAD_MAX_AUDIO_BYTES: '200000',
  });
});
afterAll(() => server.close());

const ANSWER = 'Buenos días, quiero una barra de pan, por favor.';

/** Adds PRONUNCIATION to the attempt's graded categories (its rules are a snapshot). */
async function gradePronunciationToo(intentId: string) {
  const { db } = server.database;
  const [intent] = await db.select().from(practiceIntents).where(eq(practiceIntents.id, intentId));
  const rules = intent?.rulesSnapshot as RulesSnapshot;
  await db
    .update(practiceIntents)
    .set({
      rulesSnapshot: {
        ...rules,
        gradedCategories: [...rules.gradedCategories, { category: 'PRONUNCIATION', weight: 0 }],
      },
    })
    .where(eq(practiceIntents.id, intentId));
}

describe('a recorded answer without a transcription model', () => {
  it('stores Chromium’s Opus/WebM privately with the length read from the file and grades the typed transcript', async () => {
    const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
    await gradePronunciationToo(intentId);
    const sent = await sendRecording(
      world.studentClient,
      intentId,
      await recordingFile('chromiumWebm'),
      { text: ANSWER, source: 'TYPED' },
    );
    const message = sent.data?.sendPracticeRecording.objects?.[0];
    expect(sent.data?.sendPracticeRecording.errors).toBeNull();
    expect(message).toMatchObject({
      role: 'USER',
      text: ANSWER,
      correctness: 'CORRECTING',
      transcription: ANSWER,
      transcriptSource: 'TYPED',
      transcriptionStatus: null,
      audio: { mimeType: 'audio/webm' },
    });
    // ffmpeg decodes 3.96 s; MediaRecorder's header says nothing.
    expect(message?.audio?.durationSeconds).toBeCloseTo(3.96, 1);
    expect(message?.audio?.url).toMatch(/\/private\/recordings\/.+\.webm/);

    const graded = await waitForMessage(
      world.studentClient,
      intentId,
      message?.id ?? '',
      (m) => m.gradingStatus === 'GRADED',
    );
    expect(['YES', 'PARTIAL', 'NO']).toContain(graded.correctness);
    // 9 words in 3.96 s.
    expect(graded.wordsPerMinute).toBeCloseTo((9 / 3.96) * 60, 0);
    // The embedded tutor hears nothing: it says so rather than score pronunciation.
    expect(graded.feedback).toContainEqual({
      category: 'PRONUNCIATION',
      code: 'PRONUNCIATION_NOT_ASSESSED',
    });
    // The character answers, as to a typed message.
    for (let tries = 0; tries < 100; tries += 1) {
      const roles = (await messagesOf(world.studentClient, intentId)).map((m) => m.role);
      if (roles.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await messagesOf(world.studentClient, intentId)).map((m) => m.role)).toEqual([
      'ASSISTANT',
      'USER',
      'ASSISTANT',
    ]);
    const [row] = (await messageRows(server, intentId)).filter((m) => m.id === message?.id);
    expect(row?.audioFile).toMatch(/^private\/recordings\//);
    const stored = await readFile(`${server.config.dataDir}/media/${row?.audioFile}`);
    expect(stored.byteLength).toBe((await recordingFile('chromiumWebm')).size);
  });

  it('accepts AAC in MP4 as Safari records it, with its real length', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    const sent = await sendRecording(
      world.studentClient,
      intentId,
      await recordingFile('aacMp4', 'recording.mp4'),
      { text: ANSWER, source: 'BROWSER' },
    );
    const audio = sent.data?.sendPracticeRecording.objects?.[0]?.audio;
    expect(audio?.mimeType).toBe('audio/mp4');
    expect(audio?.durationSeconds).toBeGreaterThan(4.0);
    expect(audio?.durationSeconds).toBeLessThan(4.2);
  });

  it('refuses a text file named .webm, an oversized file and a 10-minute recording, storing nothing', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    const before = await privateMediaFiles(server);
    const cases: [File, string, string][] = [
      [
        new File(['Esto no es audio.'], 'answer.webm', { type: 'audio/webm' }),
        'UNSUPPORTED_FILE_TYPE',
        'This type of file is not accepted here. Accepted: WebM (Opus), Ogg (Opus), MP4 (AAC), WAV, MP3.',
      ],
      [
        new File([silentWav(20)], 'answer.wav', { type: 'audio/wav' }),
        'FILE_TOO_LARGE',
        'The file is too large: at most 0.2 MB.',
      ],
      [
        await recordingFile('tenMinutes'),
        'RECORDING_TOO_LONG',
        'The recording lasts 600 seconds: at most 120 seconds.',
      ],
    ];
    for (const [file, code, message] of cases) {
      const sent = await sendRecording(world.studentClient, intentId, file, { text: ANSWER });
      expect(sent.data?.sendPracticeRecording).toEqual({
        objects: null,
        errors: [{ field: 'audio', code, messages: [message] }],
      });
    }
    expect(await privateMediaFiles(server)).toEqual(before);
    expect((await messageRows(server, intentId)).filter((m) => m.role === 'USER')).toEqual([]);
  });

  it('asks for the transcript and for the notice first, in the student’s language', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    const audio = await recordingFile('opusOgg');
    const untranscribed = await sendRecording(world.studentClient, intentId, audio);
    expect(untranscribed.data?.sendPracticeRecording.errors).toEqual([
      {
        field: 'transcript',
        code: 'TRANSCRIPT_REQUIRED',
        messages: [
          'Type what you said beside the recording: this server does not transcribe recordings.',
        ],
      },
    ]);
    const other = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await other.create();
    await other.publish(assignment.id);
    const otherIntent = (await other.start(assignment.id)).objects?.[0]?.id ?? '';
    await server.database.db
      .update(users)
      .set({ language: 'es' })
      .where(eq(users.id, other.student.user.id));
    const noNotice = await sendRecording(other.studentClient, otherIntent, audio, { text: ANSWER });
    expect(noNotice.data?.sendPracticeRecording.errors).toEqual([
      {
        field: 'audio',
        code: 'RECORDING_NOTICE_REQUIRED',
        messages: ['Lee y acepta el aviso sobre las grabaciones antes de la primera.'],
      },
    ]);
    await other.studentClient.query(ACCEPT_NOTICE);
    const accepted = await sendRecording(other.studentClient, otherIntent, audio, { text: ANSWER });
    expect(accepted.data?.sendPracticeRecording.objects?.[0]?.audio?.mimeType).toBe('audio/ogg');
  });

  it('lets the student and the classroom’s teachers play it, and refuses other students and teachers', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    const sent = await sendRecording(
      world.studentClient,
      intentId,
      await recordingFile('chromiumWebm'),
      { text: ANSWER },
    );
    const url = sent.data?.sendPracticeRecording.objects?.[0]?.audio?.url ?? '';
    const asTeacher = await messagesOf(world.teacherClient, intentId);
    const recorded = asTeacher.find((m) => m.role === 'USER');
    expect(recorded?.audio?.url).toBeTruthy();
    const size = (await recordingFile('chromiumWebm')).size;
    const address = new URL(recorded?.audio?.url ?? url, server.url);
    const played = await fetch(address);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toContain('audio/webm');
    expect((await played.arrayBuffer()).byteLength).toBe(size);
    // Seeking in the player: a range answers 206 with that part.
    const seek = await fetch(address, { headers: { range: 'bytes=1000-1999' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect((await seek.arrayBuffer()).byteLength).toBe(1000);
    // The URL is signed: without its signature the recording is not there.
    expect(address.searchParams.get('sig')).toBeTruthy();
    expect((await fetch(new URL(address.pathname, server.url))).status).toBe(404);

    const stranger = await buildAssignmentWorld(server);
    for (const client of [stranger.studentClient, stranger.teacherClient]) {
      const read = await client.query(
        'query ($id: ID!) { practiceIntent(id: $id) { messages { audio { url } } } }',
        { id: intentId },
      );
      expect(errorCode(read)).toBe('FORBIDDEN');
    }
    const intrusion = await sendRecording(
      stranger.studentClient,
      intentId,
      await recordingFile('chromiumWebm'),
      { text: ANSWER },
    );
    await stranger.studentClient.query(ACCEPT_NOTICE);
    const again = await sendRecording(
      stranger.studentClient,
      intentId,
      await recordingFile('chromiumWebm'),
      { text: ANSWER },
    );
    expect(intrusion.data?.sendPracticeRecording.errors?.[0]?.code).toBe(
      'RECORDING_NOTICE_REQUIRED',
    );
    expect(again.data?.sendPracticeRecording.errors?.[0]?.code).toBe('NOT_FOUND');
  });

  it('hides the browser’s transcription from the student without VIEW_TRANSCRIPTION, never from the teacher', async () => {
    const { world, intentId } = await startSpokenAttempt(server);
    await sendRecording(world.studentClient, intentId, await recordingFile('opusOgg'), {
      text: ANSWER,
      source: 'BROWSER',
    });
    const asStudent = (await messagesOf(world.studentClient, intentId)).find(
      (m) => m.role === 'USER',
    );
    expect(asStudent).toMatchObject({ text: '', transcription: null, transcriptSource: 'BROWSER' });
    const asTeacher = (await messagesOf(world.teacherClient, intentId)).find(
      (m) => m.role === 'USER',
    );
    expect(asTeacher).toMatchObject({ text: ANSWER, transcription: ANSWER });
  });
});
