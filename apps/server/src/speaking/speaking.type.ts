import { authoringContext } from '../authoring/authoring-context.ts';
import { TRANSCRIPT_SOURCES, TRANSCRIPTION_STATUSES } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  FieldError,
  type MutationResult,
  runMutation,
  withObjects,
} from '../graphql/mutation-result.ts';
import { PracticeMessagesPayload, PracticeMessageType } from '../practice/practice-session.type.ts';
import { tokenize } from '../tutor/text/tokenize.ts';
import type { StoredAudio } from './character-speech.ts';
import {
  characterTextWithheld,
  intentOf,
  speechOf,
  transcriptionHidden,
} from './message-visibility.ts';
import { sendPracticeRecording } from './recording.service.ts';
import { type SpeakingDeps, serverSpeech, serverTranscription } from './speaking-deps.ts';
import { preferencesOf, updatePreferences } from './speaking-preferences.ts';

export const TranscriptSourceEnum = builder.enumType('TranscriptSource', {
  description: 'Who produced the text a recorded answer is graded by.',
  values: TRANSCRIPT_SOURCES,
});
export const TranscriptionStatusEnum = builder.enumType('TranscriptionStatus', {
  description: 'How the server’s transcription of a recording stands (TUTOR_TRANSCRIPTION_MODEL).',
  values: TRANSCRIPTION_STATUSES,
});

/** A signed private-media URL (recordings and the character's voice are never public). */
function privateUrl(context: GraphQLContext, key: string): string {
  return context.media.url(key);
}

const PracticeAudioType = builder.objectRef<StoredAudio>('PracticeAudio').implement({
  description: 'A recording or the character’s voice: a private file behind an expiring URL.',
  fields: (t) => ({
    url: t.string({ resolve: (audio, _args, context) => privateUrl(context, audio.key) }),
    mimeType: t.exposeString('mimeType', {
      description: 'Detected from the content, e.g. audio/webm.',
    }),
    durationSeconds: t.exposeFloat('durationSeconds', {
      description: 'Read from the file by the server, never from the client.',
    }),
  }),
});

const speakingDeps = (context: GraphQLContext): SpeakingDeps => ({
  db: context.db,
  config: context.config,
  practice: context.practice,
  media: context.speaking.media,
});

builder.objectFields(PracticeMessageType, (t) => ({
  audio: t.field({
    type: PracticeAudioType,
    nullable: true,
    description:
      'The student’s recording; null for typed answers and once the retention period deleted it.',
    resolve: ({ message }) =>
      message.audioFile && message.audioMimeType
        ? {
            key: message.audioFile,
            mimeType: message.audioMimeType,
            durationSeconds: message.audioDurationSeconds ?? 0,
          }
        : null,
  }),
  audioDeletedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the retention period deleted the recording (its transcript and grade stay).',
    resolve: ({ message }) => message.audioDeletedAt,
  }),
  transcription: t.string({
    nullable: true,
    description:
      'The text a recording is graded by; null while the server transcribes, and for the student when VIEW_TRANSCRIPTION is not allowed.',
    resolve: async ({ message }, _args, context) => {
      if (message.transcription === null) return null;
      const intent = await intentOf(context, message.intentId);
      if (!intent || (await transcriptionHidden(context, intent, message))) return null;
      return message.transcription;
    },
  }),
  transcriptSource: t.field({
    type: TranscriptSourceEnum,
    nullable: true,
    description:
      'Null while the server transcribes (the client’s transcript is only a fallback then).',
    resolve: ({ message }) =>
      message.transcriptionStatus === 'PENDING' ? null : message.transcriptSource,
  }),
  transcriptionStatus: t.field({
    type: TranscriptionStatusEnum,
    nullable: true,
    description: 'Null when the server does not transcribe (the client’s transcript is graded).',
    resolve: ({ message }) => message.transcriptionStatus,
  }),
  speech: t.field({
    type: PracticeAudioType,
    nullable: true,
    description:
      'The character’s line in the server’s voice (TUTOR_SPEECH_MODEL), made on first request and kept; null without a speech model.',
    resolve: async ({ message }, _args, context) => {
      if (message.role !== 'ASSISTANT' || !serverSpeech(context.config)) return null;
      const intent = await intentOf(context, message.intentId);
      return intent ? speechOf(context, intent, message) : null;
    },
  }),
  textWithheld: t.boolean({
    description:
      'A voice-only attempt (VIEW_TRANSCRIPTION off, server speech): the character’s text is empty until the attempt ends.',
    resolve: async ({ message }, _args, context) => {
      if (message.role !== 'ASSISTANT') return false;
      const intent = await intentOf(context, message.intentId);
      return intent ? characterTextWithheld(context, intent, message) : false;
    },
  }),
  wordsPerMinute: t.float({
    nullable: true,
    description: 'Spoken words per minute, from the recording’s length and its transcription.',
    resolve: async ({ message, hideGrade }, _args, context) => {
      const seconds = message.audioDurationSeconds;
      if (hideGrade || !seconds || message.transcription === null) return null;
      const intent = await intentOf(context, message.intentId);
      if (!intent) return null;
      const words = tokenize(message.transcription, intent.languageCode).length;
      return Math.round((words / seconds) * 60 * 10) / 10;
    },
  }),
}));

type SpeakingSettings = {
  serverTranscription: boolean;
  serverSpeech: boolean;
  maxRecordingSeconds: number;
  maxRecordingBytes: number;
  retentionDays: number | null;
  recordingNoticeAccepted: boolean;
  autoplayCharacterVoice: boolean;
};

async function settingsFor(context: GraphQLContext, userId: string): Promise<SpeakingSettings> {
  const { config } = context;
  return {
    serverTranscription: serverTranscription(config),
    serverSpeech: serverSpeech(config),
    maxRecordingSeconds: config.speaking.maxRecordingSeconds,
    maxRecordingBytes: config.speaking.maxRecordingBytes,
    retentionDays: config.speaking.retentionDays,
    ...(await preferencesOf(context.db, userId)),
  };
}

const SpeakingSettingsType = builder.objectRef<SpeakingSettings>('SpeakingSettings').implement({
  description: 'What the server does with speech, its limits, and this user’s choices.',
  fields: (t) => ({
    serverTranscription: t.exposeBoolean('serverTranscription', {
      description: 'The server transcribes recordings (TUTOR_TRANSCRIPTION_MODEL).',
    }),
    serverSpeech: t.exposeBoolean('serverSpeech', {
      description: 'The server speaks the character’s lines (TUTOR_SPEECH_MODEL).',
    }),
    maxRecordingSeconds: t.exposeInt('maxRecordingSeconds'),
    maxRecordingBytes: t.exposeInt('maxRecordingBytes'),
    recordingRetentionDays: t.int({
      nullable: true,
      description: 'Recordings are deleted this many days after they were made; null: kept.',
      resolve: (settings) => settings.retentionDays,
    }),
    recordingNoticeAccepted: t.exposeBoolean('recordingNoticeAccepted'),
    autoplayCharacterVoice: t.exposeBoolean('autoplayCharacterVoice'),
  }),
});

const SpeakingSettingsPayload = builder
  .objectRef<MutationResult<SpeakingSettings>>('SpeakingSettingsPayload')
  .implement({
    fields: (t) => ({
      success: t.boolean({ resolve: (result) => !result.errors || result.errors.length === 0 }),
      errors: t.field({ type: [FieldError], nullable: true, resolve: (r) => r.errors ?? null }),
      object: t.field({
        type: SpeakingSettingsType,
        nullable: true,
        resolve: (result) => result.objects?.[0] ?? null,
      }),
    }),
  });

const signedIn = { signedIn: true } as const;

builder.queryField('speakingSettings', (t) =>
  t.field({
    type: SpeakingSettingsType,
    authScopes: signedIn,
    resolve: (_root, _args, context) => settingsFor(context, context.viewer?.id ?? ''),
  }),
);

builder.mutationFields((t) => ({
  sendPracticeRecording: t.field({
    type: PracticeMessagesPayload,
    description:
      'A spoken answer (multipart upload): checked by content, size and length, stored privately, and sent like sendPracticeMessage. `transcript` is required when the server does not transcribe, else kept as a fallback.',
    authScopes: { hasUserType: true },
    args: {
      intentId: t.arg.id({ required: true }),
      audio: t.arg({ type: 'File', required: true }),
      transcript: t.arg.string(),
      transcriptSource: t.arg({ type: TranscriptSourceEnum }),
    },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const { actor } = await authoringContext(context);
        const message = await sendPracticeRecording(
          {
            ...speakingDeps(context),
            runtime: context.practice,
            actor,
            transcription: context.speaking.transcription,
          },
          {
            intentId: String(args.intentId),
            audio: args.audio,
            transcript: args.transcript ?? null,
            transcriptSource: args.transcriptSource ?? null,
          },
        );
        return withObjects([{ message, hideGrade: false }]);
      }),
  }),
  acceptRecordingNotice: t.field({
    type: SpeakingSettingsPayload,
    description: 'The user read the notice about recordings (personal data) and accepts it.',
    authScopes: signedIn,
    resolve: async (_root, _args, context) => {
      const userId = context.viewer?.id ?? '';
      const current = await preferencesOf(context.db, userId);
      if (!current.recordingNoticeAccepted) {
        await updatePreferences(context.db, userId, { recordingNoticeAcceptedAt: new Date() });
      }
      return { objects: [await settingsFor(context, userId)] };
    },
  }),
  setAutoplayCharacterVoice: t.field({
    type: SpeakingSettingsPayload,
    description: 'Whether the character’s lines play by themselves when they arrive.',
    authScopes: signedIn,
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const userId = context.viewer?.id ?? '';
      await updatePreferences(context.db, userId, { autoplayCharacterVoice: args.enabled });
      return { objects: [await settingsFor(context, userId)] };
    },
  }),
}));
