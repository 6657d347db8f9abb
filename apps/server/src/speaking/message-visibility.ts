import { eq, sql } from 'drizzle-orm';
import { type HelpFeature, practiceIntents, type VoiceGender } from '../db/schema/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { IntentRow, MessageRow } from '../practice/practice-conversation.ts';
import { characterSpeech, type StoredAudio } from './character-speech.ts';
import { serverSpeech } from './speaking-deps.ts';

/**
 * What a message's visibility rules and the character's voice read of its attempt: who practises,
 * whether it runs, its help features and the scenario's language and voice, never the scenario
 * and rules snapshots around them.
 */
export type SpeakingIntent = Pick<
  IntentRow,
  'id' | 'status' | 'studentProfileId' | 'previewTeacherProfileId'
> & {
  helpFeatures: readonly HelpFeature[];
  languageCode: string;
  voiceGender: VoiceGender;
};

/** The scenario snapshot's language and voice, out of the snapshot in the database. */
export const speakingScenarioExtras = {
  languageCode: (table: typeof practiceIntents) =>
    sql<string>`${table.scenarioSnapshot} -> 'language' ->> 'isoLanguageCode'`,
  voiceGender: (table: typeof practiceIntents) =>
    sql<VoiceGender>`${table.scenarioSnapshot} -> 'character' ->> 'voiceGender'`,
};

/** The same as columns of a core `select()`, for the reads of an attempt by id. */
export const speakingIntentColumns = {
  id: practiceIntents.id,
  status: practiceIntents.status,
  studentProfileId: practiceIntents.studentProfileId,
  previewTeacherProfileId: practiceIntents.previewTeacherProfileId,
  helpFeatures: sql<HelpFeature[]>`${practiceIntents.rulesSnapshot} -> 'helpFeatures'`,
  languageCode: speakingScenarioExtras.languageCode(practiceIntents),
  voiceGender: speakingScenarioExtras.voiceGender(practiceIntents),
};

const intentsByRequest = new WeakMap<GraphQLContext, Map<string, Promise<SpeakingIntent | null>>>();

function requestIntents(context: GraphQLContext) {
  let intents = intentsByRequest.get(context);
  if (!intents) {
    intents = new Map();
    intentsByRequest.set(context, intents);
  }
  return intents;
}

/**
 * The attempt a message belongs to, read once per request however many messages ask, and not at
 * all when the request loaded it already (see `knowIntent`).
 */
export function intentOf(
  context: GraphQLContext,
  intentId: string,
): Promise<SpeakingIntent | null> {
  const intents = requestIntents(context);
  let intent = intents.get(intentId);
  if (!intent) {
    intent = context.db
      .select(speakingIntentColumns)
      .from(practiceIntents)
      .where(eq(practiceIntents.id, intentId))
      .then(([row]) => row ?? null);
    intents.set(intentId, intent);
  }
  return intent;
}

/**
 * The attempt as this request just read it, for its messages' fields: a session page's messages
 * are judged on the row the page loaded. A live event's replaces the last event's (a
 * subscription's context lasts as long as the subscription, its attempt does not stand still).
 */
export function knowIntent(context: GraphQLContext, intent: SpeakingIntent): void {
  requestIntents(context).set(intent.id, Promise.resolve(intent));
}

/** The person practising in this attempt (its student, or the teacher of a preview). */
async function viewerPractises(context: GraphQLContext, intent: SpeakingIntent): Promise<boolean> {
  const { studentProfileId, teacherProfileId } = await context.access.profiles();
  return (
    (studentProfileId !== null && intent.studentProfileId === studentProfileId) ||
    (teacherProfileId !== null && intent.previewTeacherProfileId === teacherProfileId)
  );
}

const allowsTranscription = (intent: SpeakingIntent) =>
  intent.helpFeatures.includes('VIEW_TRANSCRIPTION');

/**
 * A voice-only attempt (VIEW_TRANSCRIPTION off, server speech on): the person practising hears
 * the character and does not read it until the attempt ends. Teachers always read everything.
 * Given a stored line, its voice must exist: a line the speech model could not speak is shown.
 */
export async function characterTextWithheld(
  context: GraphQLContext,
  intent: SpeakingIntent,
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
  intent: SpeakingIntent,
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
  intent: SpeakingIntent,
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
