import { recordingFiles, type TranscriptSource } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import type { MessageRow } from '../practice/practice-conversation.ts';
import {
  MESSAGE_MAX_LENGTH,
  type SessionDeps,
  storeStudentMessage,
} from '../practice/practice-session.service.ts';
import { newMediaKey } from '../uploads/media-storage.ts';
import { inspectRecording } from './recording-inspection.ts';
import { type SpeakingDeps, serverTranscription } from './speaking-deps.ts';
import { preferencesOf } from './speaking-preferences.ts';
import type { TranscriptionJobs } from './speaking-runtime.ts';

/** Recordings live under the private prefix: served only through signed, expiring URLs. */
export const RECORDINGS_FOLDER = 'private/recordings';

export type RecordingInput = {
  intentId: string;
  audio: File;
  /** The browser's recognition (BROWSER) or what the student typed (TYPED). */
  transcript: string | null;
  transcriptSource: TranscriptSource | null;
};

/**
 * A spoken answer: checked (notice accepted, transcript when the server cannot transcribe, the
 * file's content, size and length), stored under the private prefix, and sent on as a student
 * message. With a transcription model the message waits for the server's text (PENDING) and the
 * student's transcript is kept as a fallback; without one, the student's transcript is graded.
 * A refusal stores nothing; a failure after the file was stored removes it again.
 */
export async function sendPracticeRecording(
  deps: SessionDeps & SpeakingDeps & { transcription: TranscriptionJobs },
  input: RecordingInput,
): Promise<MessageRow> {
  const { config, actor } = deps;
  if (!(await preferencesOf(deps.db, actor.userId)).recordingNoticeAccepted) {
    throw new AppError('RECORDING_NOTICE_REQUIRED', { field: 'audio' });
  }
  const transcript = input.transcript?.normalize('NFC').trim() || null;
  if (transcript && transcript.length > MESSAGE_MAX_LENGTH) {
    throw new AppError('TOO_LONG', { field: 'transcript', values: { max: MESSAGE_MAX_LENGTH } });
  }
  const transcribes = serverTranscription(config);
  if (!transcribes && !transcript)
    throw new AppError('TRANSCRIPT_REQUIRED', { field: 'transcript' });
  const recording = await inspectRecording(input.audio, {
    maxBytes: config.speaking.maxRecordingBytes,
    maxSeconds: config.speaking.maxRecordingSeconds,
  });

  const key = newMediaKey(RECORDINGS_FOLDER, recording.extension);
  await deps.media.put(key, recording.bytes, recording.mimeType);
  const source = transcript ? (input.transcriptSource ?? 'TYPED') : null;
  try {
    return await storeStudentMessage(deps, input.intentId, transcribes ? '' : (transcript ?? ''), {
      columns: {
        audioFile: key,
        audioMimeType: recording.mimeType,
        audioDurationSeconds: recording.durationSeconds,
        clientTranscript: transcript,
        transcriptSource: source === 'SERVER' ? 'TYPED' : source,
        transcription: transcribes ? null : transcript,
        transcriptionStatus: transcribes ? 'PENDING' : null,
      },
      audioDurationSeconds: recording.durationSeconds,
      gradeNow: !transcribes,
      async inTransaction(tx, message) {
        await tx
          .insert(recordingFiles)
          .values({ key, userId: actor.userId, messageId: message.id });
        if (transcribes) await deps.transcription.enqueue({ messageId: message.id }, { db: tx });
      },
    });
  } catch (error) {
    await deps.media.delete(key);
    throw error;
  } finally {
    if (transcribes) deps.transcription.wake();
  }
}
