import { eq } from 'drizzle-orm';
import { practiceIntents } from '../db/schema/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type IntentRow, type MessageRow, snapshotsOf } from '../practice/practice-conversation.ts';
import { characterSpeech, type StoredAudio } from './character-speech.ts';
import { serverSpeech } from './speaking-deps.ts';

const intentsByRequest = new WeakMap<GraphQLContext, Map<string, Promise<IntentRow | null>>>();

/** The attempt a message belongs to, read once per request however many messages ask. */
export function intentOf(context: GraphQLContext, intentId: string): Promise<IntentRow | null> {
  let intents = intentsByRequest.get(context);
  if (!intents) {
    intents = new Map();
    intentsByRequest.set(context, intents);
  }
  let intent = intents.get(intentId);
  if (!intent) {
    intent = context.db
      .select()
      .from(practiceIntents)
      .where(eq(practiceIntents.id, intentId))
      .then(([row]) => row ?? null);
    intents.set(intentId, intent);
  }
  return intent;
}

/** The person practising in this attempt (its student, or the teacher of a preview). */
async function viewerPractises(context: GraphQLContext, intent: IntentRow): Promise<boolean> {
  const { studentProfileId, teacherProfileId } = await context.access.profiles();
  return (
    (studentProfileId !== null && intent.studentProfileId === studentProfileId) ||
    (teacherProfileId !== null && intent.previewTeacherProfileId === teacherProfileId)
  );
}

const allowsTranscription = (intent: IntentRow) =>
  snapshotsOf(intent).rules.helpFeatures.includes('VIEW_TRANSCRIPTION');

/**
 * A voice-only attempt (VIEW_TRANSCRIPTION off, server speech on): the person practising hears
 * the character and does not read it until the attempt ends. Teachers always read everything.
 * Given a stored line, its voice must exist: a line the speech model could not speak is shown.
 */
export async function characterTextWithheld(
  context: GraphQLContext,
  intent: IntentRow,
  message?: MessageRow,
): Promise<boolean> {
  const voiceOnly =
    intent.status === 'IN_PROGRESS' &&
    serverSpeech(context.config) &&
    !allowsTranscription(intent) &&
    (await viewerPractises(context, intent));
  if (!voiceOnly || !message) return voiceOnly;
  return (await speechOf(context, intent, message)) !== null;
}

const speechByRequest = new WeakMap<GraphQLContext, Map<string, Promise<StoredAudio | null>>>();

/** The line's voice, made once per request however many fields ask; null when it failed. */
export function speechOf(
  context: GraphQLContext,
  intent: IntentRow,
  message: MessageRow,
): Promise<StoredAudio | null> {
  let made = speechByRequest.get(context);
  if (!made) {
    made = new Map();
    speechByRequest.set(context, made);
  }
  let speech = made.get(message.id);
  if (!speech) {
    const deps = {
      db: context.db,
      config: context.config,
      practice: context.practice,
      media: context.speaking.media,
    };
    speech = characterSpeech(deps, intent, message).catch((error: unknown) => {
      console.warn(`speech for message ${message.id} failed`, error);
      return null;
    });
    made.set(message.id, speech);
  }
  return speech;
}

/**
 * The machine's text of the student's recording (the server's or the browser's transcription) is
 * shown to the student only when VIEW_TRANSCRIPTION is allowed; what they typed themselves is
 * theirs to see. Teachers always see it.
 */
export async function transcriptionHidden(
  context: GraphQLContext,
  intent: IntentRow,
  message: MessageRow,
): Promise<boolean> {
  return (
    message.role === 'USER' &&
    message.audioMimeType !== null &&
    message.transcriptSource !== 'TYPED' &&
    !allowsTranscription(intent) &&
    (await viewerPractises(context, intent))
  );
}

/** Whether this viewer reads this message's text (see the two rules above). */
export async function textHidden(context: GraphQLContext, message: MessageRow): Promise<boolean> {
  if (message.role === 'USER' && message.audioMimeType === null) return false;
  const intent = await intentOf(context, message.intentId);
  if (!intent) return false;
  return message.role === 'ASSISTANT'
    ? characterTextWithheld(context, intent, message)
    : transcriptionHidden(context, intent, message);
}
