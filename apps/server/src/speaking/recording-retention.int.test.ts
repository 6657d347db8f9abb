import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingFiles, users } from '../db/schema/index.ts';
import { createMediaStorage } from '../media/create-media-storage.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';
import { recordingFile } from './recording-fixtures.ts';
import { sweepRecordings } from './recording-retention.ts';
import {
  messageRows,
  messagesOf,
  sendRecording,
  startSpokenAttempt,
  waitForMessage,
} from './speaking.test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TUTOR_GRADING_WORKER: 'true', RECORDING_RETENTION_DAYS: '30' });
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60_000;
const sweep = (now: Date) =>
  sweepRecordings(
    {
      db: server.database.db,
      config: server.config,
      media: createMediaStorage(server.config, TEST_SECRET_KEY).storage,
    },
    now,
  );
const exists = (key: string) =>
  access(join(server.config.dataDir, 'media', key)).then(
    () => true,
    () => false,
  );

async function recordedAnswer() {
  const { world, intentId } = await startSpokenAttempt(server, ['VIEW_TRANSCRIPTION']);
  const sent = await sendRecording(world.studentClient, intentId, await recordingFile('opusOgg'), {
    text: 'Quiero una barra de pan.',
  });
  const id = sent.data?.sendPracticeRecording.objects?.[0]?.id ?? '';
  await waitForMessage(world.studentClient, intentId, id, (m) => m.gradingStatus === 'GRADED');
  const row = (await messageRows(server, intentId)).find((m) => m.id === id);
  return { world, intentId, id, key: row?.audioFile ?? '' };
}

describe('recordings are personal data', () => {
  it('deletes the audio after RECORDING_RETENTION_DAYS and keeps the transcript and grade', async () => {
    const { world, intentId, id, key } = await recordedAnswer();
    const before = (await messagesOf(world.teacherClient, intentId)).find((m) => m.id === id);
    expect(await exists(key)).toBe(true);

    await sweep(new Date(Date.now() + 29 * DAY_MS));
    expect(await exists(key)).toBe(true);

    const later = new Date(Date.now() + 31 * DAY_MS);
    expect(await sweep(later)).toBeGreaterThanOrEqual(1);
    expect(await exists(key)).toBe(false);
    const after = (await messagesOf(world.teacherClient, intentId)).find((m) => m.id === id);
    expect(after).toMatchObject({
      audio: null,
      audioDeletedAt: later.toISOString(),
      transcription: 'Quiero una barra de pan.',
      correctness: before?.correctness,
      wordsPerMinute: before?.wordsPerMinute,
    });
    const ledger = await server.database.db
      .select()
      .from(recordingFiles)
      .where(eq(recordingFiles.key, key));
    expect(ledger).toEqual([]);
  });

  it('deletes an account’s recordings with the account', async () => {
    const { world, key } = await recordedAnswer();
    await server.database.db.delete(users).where(eq(users.id, world.student.user.id));
    expect(await exists(key)).toBe(true);
    await sweep(new Date());
    expect(await exists(key)).toBe(false);
  });
});
