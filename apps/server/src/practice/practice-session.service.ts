import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthoringActor, Transaction } from '../authoring/authoring-context.ts';
import type { Db } from '../db/database.ts';
import { type HelpFeature, practiceIntents, practiceMessages } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  conversationOf,
  type IntentRow,
  type MessageRow,
  snapshotsOf,
  turnInput,
} from './practice-conversation.ts';
import { scoreWhenGraded } from './practice-grading.ts';
import type { PracticeRuntime } from './practice-runtime.ts';

export const MESSAGE_MAX_LENGTH = 2000;
/** A pause longer than this between two messages counts as this much: the student was away. */
export const IDLE_GAP_CAP_SECONDS = 90;

export type SessionDeps = {
  db: Db;
  runtime: PracticeRuntime;
  actor: AuthoringActor;
  /** Queues a recording's transcription again (speaking/), in the caller's transaction. */
  retranscribe?: (tx: Transaction, messageId: string) => Promise<void>;
};

/** The attempt, locked, when it is the actor's own (their attempt, or their preview). */
export async function lockOwnIntent(
  tx: Transaction,
  actor: AuthoringActor,
  intentId: string,
): Promise<IntentRow> {
  if (!isUuid(intentId)) throw new AppError('NOT_FOUND', { field: 'intentId' });
  const [intent] = await tx
    .select()
    .from(practiceIntents)
    .where(eq(practiceIntents.id, intentId))
    .for('update');
  const own =
    intent &&
    ((actor.studentProfileId !== null && intent.studentProfileId === actor.studentProfileId) ||
      (actor.teacherProfileId !== null &&
        intent.previewTeacherProfileId === actor.teacherProfileId));
  if (!intent || !own) throw new AppError('NOT_FOUND', { field: 'intentId' });
  return intent;
}

/** Active time: the gaps between the attempt's messages (and now), each capped at the idle cap. */
export function activeSecondsUntil(intent: IntentRow, lastActivity: Date, now: Date): number {
  const gap = Math.max(0, Math.round((now.getTime() - lastActivity.getTime()) / 1000));
  return intent.activeSeconds + Math.min(gap, IDLE_GAP_CAP_SECONDS);
}

async function lastActivity(tx: Transaction, intent: IntentRow): Promise<Date> {
  const [last] = await tx
    .select({ at: practiceMessages.createdAt })
    .from(practiceMessages)
    .where(eq(practiceMessages.intentId, intent.id))
    .orderBy(desc(practiceMessages.createdAt))
    .limit(1);
  return last?.at ?? intent.startedAt;
}

/** Ends an attempt (Finish, last step, time up); it is scored once every message is graded. */
async function endIntent(
  tx: Transaction,
  intent: IntentRow,
  status: 'COMPLETED' | 'ABANDONED',
): Promise<IntentRow> {
  const now = new Date();
  const [ended] = await tx
    .update(practiceIntents)
    .set({
      status,
      endedAt: now,
      activeSeconds: activeSecondsUntil(intent, await lastActivity(tx, intent), now),
    })
    .where(eq(practiceIntents.id, intent.id))
    .returning();
  if (!ended) throw new Error('update returned no attempt');
  await scoreWhenGraded(tx, ended);
  return ended;
}

function overTime(intent: IntentRow, activeSeconds: number): boolean {
  const { rules } = snapshotsOf(intent);
  return rules.maxDurationSeconds !== null && activeSeconds >= rules.maxDurationSeconds;
}

/**
 * A student's message: stored with CORRECTING and its grading job in one transaction, announced,
 * and answered by the character in the background. Returns as soon as the message is stored.
 */
export async function sendPracticeMessage(
  deps: SessionDeps,
  intentId: string,
  rawText: string,
): Promise<MessageRow> {
  const text = rawText.normalize('NFC').trim();
  if (text.length === 0) throw new AppError('MESSAGE_REQUIRED', { field: 'text' });
  if (text.length > MESSAGE_MAX_LENGTH) {
    throw new AppError('TOO_LONG', { field: 'text', values: { max: MESSAGE_MAX_LENGTH } });
  }
  return storeStudentMessage(deps, intentId, text);
}

/** What a spoken answer adds to a student message (src/speaking/). */
export type StudentMessageExtras = {
  columns: Partial<typeof practiceMessages.$inferInsert>;
  audioDurationSeconds: number;
  /** False while the server transcribes: grading and the reply wait for the text. */
  gradeNow: boolean;
  /** Runs in the message's transaction (e.g. queues the transcription). */
  inTransaction?: (tx: Transaction, message: MessageRow) => Promise<void>;
};

/** Stores a checked student message; see sendPracticeMessage. */
export async function storeStudentMessage(
  deps: SessionDeps,
  intentId: string,
  text: string,
  extras?: StudentMessageExtras,
): Promise<MessageRow> {
  const gradeNow = extras?.gradeNow ?? true;
  const outcome = await deps.db.transaction(async (tx) => {
    const intent = await lockOwnIntent(tx, deps.actor, intentId);
    if (intent.status !== 'IN_PROGRESS') throw new AppError('PRACTICE_ENDED');
    const now = new Date();
    const activeSeconds = activeSecondsUntil(intent, await lastActivity(tx, intent), now);
    if (overTime(intent, activeSeconds)) {
      await endIntent(tx, intent, 'COMPLETED');
      return { timeUp: true as const };
    }
    const [message] = await tx
      .insert(practiceMessages)
      .values({
        ...extras?.columns,
        intentId: intent.id,
        role: 'USER',
        text,
        stepIndex: intent.currentStepIndex,
        correctness: 'CORRECTING',
        gradingStatus: 'PENDING',
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('insert returned no message');
    await tx
      .update(practiceIntents)
      .set({ activeSeconds })
      .where(eq(practiceIntents.id, intent.id));
    if (gradeNow) {
      const input = await turnInput(tx, intent, await conversationOf(tx, intent.id));
      await deps.runtime.grading.enqueue(
        {
          messageId: message.id,
          input: {
            ...input,
            studentText: text,
            audioDurationSeconds: extras?.audioDurationSeconds,
          },
        },
        { db: tx },
      );
    }
    await extras?.inTransaction?.(tx, message);
    return { timeUp: false as const, message, intent };
  });
  if (outcome.timeUp) {
    await deps.runtime.events.publish('practice', intentId, { kind: 'INTENT_UPDATED' });
    throw new AppError('PRACTICE_TIME_UP');
  }
  deps.runtime.grading.wake();
  await deps.runtime.events.publish('practice', intentId, {
    kind: 'MESSAGE_ADDED',
    messageId: outcome.message.id,
  });
  if (gradeNow) deps.runtime.track(replyTo(deps, intentId, outcome.message.id));
  return outcome.message;
}

/**
 * The character's answer to the student's latest message, streamed to subscribers as it is
 * produced and stored with the step it leads to. Stored only while that message is still the
 * last one, so a retried request never answers twice.
 */
export async function replyTo(
  deps: Pick<SessionDeps, 'db' | 'runtime'>,
  intentId: string,
  messageId: string,
) {
  try {
    const [intent] = await deps.db
      .select()
      .from(practiceIntents)
      .where(eq(practiceIntents.id, intentId));
    if (intent?.status !== 'IN_PROGRESS') return;
    const stream = deps.runtime.tutor.reply(await turnInput(deps.db, intent));
    for await (const delta of stream.textStream) {
      await deps.runtime.events.publish('practice', intentId, {
        kind: 'REPLY_DELTA',
        replyTo: messageId,
        delta,
      });
    }
    const result = await stream.result;
    const stored = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(practiceIntents)
        .where(eq(practiceIntents.id, intentId))
        .for('update');
      if (current?.status !== 'IN_PROGRESS') return null;
      const [last] = await tx
        .select({ id: practiceMessages.id, createdAt: practiceMessages.createdAt })
        .from(practiceMessages)
        .where(eq(practiceMessages.intentId, intentId))
        .orderBy(desc(practiceMessages.createdAt), desc(practiceMessages.id))
        .limit(1);
      if (!last || last.id !== messageId) return null;
      // The time the character takes to answer is practice time too.
      const activeSeconds = activeSecondsUntil(current, last.createdAt, new Date());
      const [reply] = await tx
        .insert(practiceMessages)
        .values({ intentId, role: 'ASSISTANT', text: result.text, stepIndex: result.nextStepIndex })
        .returning({ id: practiceMessages.id });
      await tx
        .update(practiceIntents)
        .set({ currentStepIndex: result.nextStepIndex, activeSeconds })
        .where(eq(practiceIntents.id, intentId));
      if (result.finished) {
        const next = { ...current, currentStepIndex: result.nextStepIndex, activeSeconds };
        await endIntent(tx, next, 'COMPLETED');
      }
      return reply ?? null;
    });
    if (stored) {
      await deps.runtime.events.publish('practice', intentId, {
        kind: 'MESSAGE_ADDED',
        messageId: stored.id,
      });
      await deps.runtime.events.publish('practice', intentId, { kind: 'INTENT_UPDATED' });
    }
  } catch (error) {
    // The page asks again (requestPracticeReply) when the last line stays the student's.
    console.warn(`practice reply to ${messageId} failed`, error);
  }
}

/** Asks for the character's answer again when the latest line is still the student's. */
export async function requestReply(deps: SessionDeps, intentId: string): Promise<void> {
  const last = await deps.db.transaction(async (tx) => {
    const intent = await lockOwnIntent(tx, deps.actor, intentId);
    if (intent.status !== 'IN_PROGRESS') throw new AppError('PRACTICE_ENDED');
    const [latest] = await tx
      .select()
      .from(practiceMessages)
      .where(eq(practiceMessages.intentId, intentId))
      .orderBy(desc(practiceMessages.createdAt), desc(practiceMessages.id))
      .limit(1);
    return latest;
  });
  if (last?.role === 'USER') await replyTo(deps, intentId, last.id);
}

export async function finishIntent(deps: SessionDeps, intentId: string, abandon = false) {
  const ended = await deps.db.transaction(async (tx) => {
    const intent = await lockOwnIntent(tx, deps.actor, intentId);
    if (intent.status !== 'IN_PROGRESS') throw new AppError('PRACTICE_ENDED');
    return endIntent(tx, intent, abandon ? 'ABANDONED' : 'COMPLETED');
  });
  await deps.runtime.events.publish('practice', intentId, { kind: 'INTENT_UPDATED' });
  return ended;
}

/** A grading that failed for good, queued again. */
export async function retryGrading(deps: SessionDeps, messageId: string): Promise<MessageRow> {
  if (!isUuid(messageId)) throw new AppError('NOT_FOUND', { field: 'messageId' });
  const message = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(practiceMessages)
      .where(eq(practiceMessages.id, messageId));
    if (!found) throw new AppError('NOT_FOUND', { field: 'messageId' });
    const intent = await lockOwnIntent(tx, deps.actor, found.intentId);
    if (found.gradingStatus !== 'FAILED') throw new AppError('GRADING_NOT_FAILED');
    // A recording the server could not transcribe has no text to grade: transcribe it again.
    if (found.transcriptionStatus === 'FAILED' && found.text === '' && deps.retranscribe) {
      const [pending] = await tx
        .update(practiceMessages)
        .set({ gradingStatus: 'PENDING', transcriptionStatus: 'PENDING' })
        .where(eq(practiceMessages.id, messageId))
        .returning();
      await deps.retranscribe(tx, messageId);
      if (!pending) throw new Error('update returned no message');
      return pending;
    }
    const [pending] = await tx
      .update(practiceMessages)
      .set({ gradingStatus: 'PENDING' })
      .where(eq(practiceMessages.id, messageId))
      .returning();
    if (!pending) throw new Error('update returned no message');
    const conversation = (await conversationOf(tx, intent.id)).filter(
      (line) => line.createdAt <= found.createdAt,
    );
    const input = await turnInput(
      tx,
      { ...intent, currentStepIndex: found.stepIndex },
      conversation,
    );
    await deps.runtime.grading.enqueue(
      {
        messageId,
        input: {
          ...input,
          studentText: found.text,
          audioDurationSeconds: found.audioDurationSeconds ?? undefined,
        },
      },
      { db: tx },
    );
    return pending;
  });
  deps.runtime.grading.wake();
  await deps.runtime.events.publish('practice', message.intentId, {
    kind: 'MESSAGE_GRADED',
    messageId,
  });
  return message;
}

export type HelpAnswer = {
  feature: HelpFeature;
  suggestions: string[] | null;
  translation: string | null;
  note: string | null;
};

/** Adds one use of a help feature to the attempt's count. */
function countUse(tx: Transaction, intentId: string, feature: HelpFeature) {
  return tx
    .update(practiceIntents)
    .set({
      helpUsage: sql`jsonb_set(${practiceIntents.helpUsage}, ${`{${feature}}`}::text[],
        to_jsonb(coalesce((${practiceIntents.helpUsage}->>${feature})::int, 0) + 1))`,
    })
    .where(eq(practiceIntents.id, intentId));
}

/**
 * One use of a help feature, refused (FORBIDDEN) unless the attempt's setting allows it:
 * suggestions for the next reply, a translation of one of the character's lines, or opening the
 * description or rubrics (whose content the practice view then carries).
 */
export async function useHelp(
  deps: SessionDeps,
  intentId: string,
  feature: HelpFeature,
  messageId: string | null,
): Promise<HelpAnswer> {
  const { intent, line } = await deps.db.transaction(async (tx) => {
    const intent = await lockOwnIntent(tx, deps.actor, intentId);
    const { rules } = snapshotsOf(intent);
    if (!rules.helpFeatures.includes(feature)) throw new AppError('FORBIDDEN');
    if (feature === 'USE_NATIVE_LANGUAGE' || feature === 'VIEW_TRANSCRIPTION') {
      throw new AppError('INVALID', { field: 'feature' });
    }
    let line: MessageRow | null = null;
    if (feature === 'VIEW_TRANSLATION') {
      const [found] =
        messageId && isUuid(messageId)
          ? await tx
              .select()
              .from(practiceMessages)
              .where(
                and(
                  eq(practiceMessages.id, messageId),
                  eq(practiceMessages.intentId, intent.id),
                  eq(practiceMessages.role, 'ASSISTANT'),
                ),
              )
          : [];
      if (!found) throw new AppError('HELP_NEEDS_CHARACTER_LINE', { field: 'messageId' });
      line = found;
    }
    await countUse(tx, intent.id, feature);
    return { intent, line };
  });
  if (feature === 'VIEW_SUGGESTIONS') {
    const result = await deps.runtime.tutor.suggest(await turnInput(deps.db, intent));
    return { feature, suggestions: result.suggestions, translation: null, note: result.note };
  }
  if (feature === 'VIEW_TRANSLATION' && line) {
    const { scenario } = snapshotsOf(intent);
    const known =
      line.translation ??
      (line.text === scenario.openingMessage && scenario.openingMessageTranslation
        ? scenario.openingMessageTranslation
        : null);
    if (known) return { feature, suggestions: null, translation: known, note: null };
    const input = await turnInput(deps.db, intent, []);
    const result = await deps.runtime.tutor.translate({
      text: line.text,
      from: input.scenario.language,
      to: input.nativeLanguage,
      scenario: input.scenario,
    });
    if (result.text) {
      await deps.db
        .update(practiceMessages)
        .set({ translation: result.text })
        .where(eq(practiceMessages.id, line.id));
    }
    return { feature, suggestions: null, translation: result.text, note: result.note };
  }
  return { feature, suggestions: null, translation: null, note: null };
}
