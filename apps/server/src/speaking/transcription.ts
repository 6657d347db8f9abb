import { and, asc, eq, lte } from 'drizzle-orm';
import { practiceIntents, practiceMessages, type TranscriptSource } from '../db/schema/index.ts';
import { snapshotsOf, turnInput } from '../practice/practice-conversation.ts';
import { scoreWhenGraded } from '../practice/practice-grading.ts';
import { MESSAGE_MAX_LENGTH, replyTo } from '../practice/practice-session.service.ts';
import { pausesBetween, type SpeechPauses } from '../tutor/index.ts';
import type { SpeakingDeps } from './speaking-deps.ts';

export const TRANSCRIPTION_QUEUE_NAME = 'transcription';

/** A transcription job: the message whose recording the server transcribes. */
export type TranscriptionJob = { messageId: string };

type Outcome = {
  text: string;
  source: TranscriptSource | null;
  status: 'DONE' | 'FAILED';
  /** From the server's timed segments: fed to the tutor's fluency check. */
  pauses?: SpeechPauses;
};

/**
 * Transcribes a message's recording in the scenario's language (TUTOR_TRANSCRIPTION_MODEL, on
 * the jobs queue: a 5xx is retried by the tutor, a failure again by the queue). Throws to be
 * retried; a message already transcribed is left alone, so a job delivered twice does no harm.
 */
export async function transcribeMessage(deps: SpeakingDeps, messageId: string): Promise<void> {
  const [found] = await deps.db
    .select({ message: practiceMessages, intent: practiceIntents })
    .from(practiceMessages)
    .innerJoin(practiceIntents, eq(practiceIntents.id, practiceMessages.intentId))
    .where(eq(practiceMessages.id, messageId));
  if (found?.message.transcriptionStatus !== 'PENDING') return;
  const { message, intent } = found;
  if (!message.audioFile || !message.audioMimeType) throw new Error('the recording is gone');
  const audio = await deps.media.read(message.audioFile);
  const result = await deps.practice.tutor.transcribe({
    audio,
    mediaType: message.audioMimeType,
    language: snapshotsOf(intent).scenario.language.isoLanguageCode,
  });
  if (!result.supported) throw new Error(result.reason);
  const heard = result.text.normalize('NFC').trim().slice(0, MESSAGE_MAX_LENGTH);
  // Nothing heard: the student's own transcript, when they gave one, is the better text.
  const pauses = result.segments ? pausesBetween(result.segments) : undefined;
  const outcome: Outcome =
    heard || !message.clientTranscript
      ? { text: heard, source: 'SERVER', status: 'DONE', pauses }
      : { text: message.clientTranscript, source: message.transcriptSource, status: 'DONE' };
  await settleTranscription(deps, messageId, outcome);
}

/** The transcription failed for good: the student's typed or browser transcript is graded. */
export async function transcriptionFailed(deps: SpeakingDeps, messageId: string): Promise<void> {
  const [message] = await deps.db
    .select()
    .from(practiceMessages)
    .where(eq(practiceMessages.id, messageId));
  if (!message) return;
  await settleTranscription(deps, messageId, {
    text: message.clientTranscript ?? '',
    source: message.clientTranscript ? message.transcriptSource : null,
    status: 'FAILED',
  });
}

/**
 * Stores the text a recording is graded by, queues its grading (or marks the grading FAILED when
 * there is no text at all) in the same transaction, announces the change and asks the character
 * for its reply, which waited for the text.
 */
async function settleTranscription(deps: SpeakingDeps, messageId: string, outcome: Outcome) {
  const settled = await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(practiceMessages)
      .where(
        and(
          eq(practiceMessages.id, messageId),
          eq(practiceMessages.transcriptionStatus, 'PENDING'),
        ),
      )
      .for('update');
    if (!message) return null;
    const [intent] = await tx
      .select()
      .from(practiceIntents)
      .where(eq(practiceIntents.id, message.intentId));
    if (!intent) return null;
    const graded = outcome.text.length > 0;
    await tx
      .update(practiceMessages)
      .set({
        text: outcome.text,
        transcription: graded ? outcome.text : null,
        transcriptSource: outcome.source,
        transcriptionStatus: outcome.status,
        ...(graded ? {} : { gradingStatus: 'FAILED' as const }),
      })
      .where(eq(practiceMessages.id, messageId));
    // An ended attempt waits for this message's grade: without a text there will be none.
    if (!graded) await scoreWhenGraded(tx, intent);
    if (graded) {
      const conversation = await tx
        .select()
        .from(practiceMessages)
        .where(
          and(
            eq(practiceMessages.intentId, intent.id),
            lte(practiceMessages.createdAt, message.createdAt),
          ),
        )
        .orderBy(asc(practiceMessages.createdAt), asc(practiceMessages.id));
      const input = await turnInput(
        tx,
        { ...intent, currentStepIndex: message.stepIndex },
        conversation.map((line) =>
          line.id === messageId ? { ...line, text: outcome.text } : line,
        ),
      );
      await deps.practice.grading.enqueue(
        {
          messageId,
          input: {
            ...input,
            studentText: outcome.text,
            audioDurationSeconds: message.audioDurationSeconds ?? undefined,
            pauses: outcome.pauses,
          },
        },
        { db: tx },
      );
    }
    return { intentId: intent.id, inProgress: intent.status === 'IN_PROGRESS' };
  });
  if (!settled) return;
  deps.practice.grading.wake();
  await deps.practice.events.publish('practice', settled.intentId, {
    kind: 'MESSAGE_GRADED',
    messageId,
  });
  if (settled.inProgress) {
    deps.practice.track(
      replyTo({ db: deps.db, runtime: deps.practice }, settled.intentId, messageId),
    );
  }
}
