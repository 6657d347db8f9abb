import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { FeedbackCategoryEnum, HelpFeatureEnum } from '../authoring/authoring.enums.ts';
import { authoringContext } from '../authoring/authoring-context.ts';
import {
  CORRECTNESS_VALUES,
  type FeedbackCategory,
  GRADING_STATUSES,
  HELP_FEATURES,
  type HelpFeature,
  MESSAGE_ROLES,
  practiceIntents,
  practiceMessages,
} from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { clientError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { objectsPayload, runMutation, withObjects } from '../graphql/mutation-result.ts';
import { createViewerAccess } from '../graphql/viewer-access.ts';
import {
  characterTextWithheld,
  knowIntent,
  type SpeakingIntent,
  speakingIntentColumns,
  speakingScenarioExtras,
  textHidden,
} from '../speaking/message-visibility.ts';
import { type FeedbackItem, feedbackItemMessage } from '../tutor/index.ts';
import {
  conversationOf,
  type IntentRow,
  type MessageRow,
  rulesOf,
  snapshotsOf,
} from './practice-conversation.ts';
import type { PracticeEvent } from './practice-events.ts';
import { startFreePractice } from './practice-intent.service.ts';
import {
  type PracticeIntentFields,
  PracticeIntentType,
  practiceIntentFieldColumns,
  viewerMayReadIntent,
} from './practice-intent.type.ts';
import { PracticeRulesType } from './practice-rules.type.ts';
import { PracticeScenarioType } from './practice-scenario.type.ts';
import {
  finishIntent,
  type HelpAnswer,
  requestReply,
  retryGrading,
  type SessionDeps,
  sendPracticeMessage,
  useHelp,
} from './practice-session.service.ts';

export const CorrectnessEnum = builder.enumType('Correctness', { values: CORRECTNESS_VALUES });
export const MessageRoleEnum = builder.enumType('MessageRole', { values: MESSAGE_ROLES });
export const GradingStatusEnum = builder.enumType('GradingStatus', {
  description: 'How the background grading of a student message stands.',
  values: GRADING_STATUSES,
});

/** A message as one viewer sees it: with live feedback off, the student sees no grade until the end. */
export type ViewedMessage = { message: MessageRow; hideGrade: boolean };

const TextSpanType = builder.objectRef<{ start: number; end: number }>('TextSpan').implement({
  description: 'UTF-16 offsets into the message text.',
  fields: (t) => ({ start: t.exposeInt('start'), end: t.exposeInt('end') }),
});

export const FeedbackItemType = builder.objectRef<FeedbackItem>('FeedbackItem').implement({
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, resolve: (item) => item.category }),
    code: t.exposeString('code', { description: 'What was found, e.g. SPELLING.' }),
    severity: t.string({
      description: '"error" counts against the message; "advice" does not.',
      resolve: (item) => item.severity,
    }),
    message: t.string({
      description:
        "In the viewer's interface language when the tutor's catalogue wrote it (the embedded grader); a model's or a teacher's words as written.",
      resolve: (item, _args, context) => feedbackItemMessage(item, context.locale),
    }),
    span: t.field({ type: TextSpanType, nullable: true, resolve: (item) => item.span }),
    excerpt: t.exposeString('excerpt', { nullable: true }),
    suggestion: t.exposeString('suggestion', { nullable: true }),
  }),
});

export const PracticeMessageType = builder.objectRef<ViewedMessage>('PracticeMessage').implement({
  description: 'One line of a practice conversation.',
  fields: (t) => ({
    id: t.id({ resolve: ({ message }) => message.id }),
    role: t.field({ type: MessageRoleEnum, resolve: ({ message }) => message.role }),
    text: t.string({
      description:
        'Empty while hidden from this viewer: a voice-only attempt’s character lines until it ends, a recording’s machine transcription without VIEW_TRANSCRIPTION.',
      resolve: async ({ message }, _args, context) =>
        (await textHidden(context, message)) ? '' : message.text,
    }),
    stepIndex: t.int({ resolve: ({ message }) => message.stepIndex }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ message }) => message.createdAt }),
    correctness: t.field({
      type: CorrectnessEnum,
      nullable: true,
      description:
        'Null for the character’s lines, and for the student while live feedback is off and the attempt runs.',
      resolve: ({ message, hideGrade }) => (hideGrade ? null : message.correctness),
    }),
    gradingStatus: t.field({
      type: GradingStatusEnum,
      nullable: true,
      description: 'FAILED: grading gave up; the student may retry it.',
      resolve: ({ message }) => message.gradingStatus,
    }),
    feedbackHidden: t.boolean({ resolve: ({ hideGrade }) => hideGrade }),
    feedback: t.field({
      type: [FeedbackItemType],
      resolve: ({ message, hideGrade }) => (hideGrade ? [] : (message.feedback as FeedbackItem[])),
    }),
    usedNativeLanguage: t.boolean({
      resolve: ({ message, hideGrade }) => !hideGrade && message.usedNativeLanguage,
    }),
    gradingNote: t.string({
      nullable: true,
      description: 'Set when the grade came from a fallback (e.g. the model failed).',
      resolve: ({ message, hideGrade }) => (hideGrade ? null : message.gradingNote),
    }),
    translation: t.string({
      nullable: true,
      description: 'A character line’s translation, once asked for (VIEW_TRANSLATION).',
      resolve: ({ message }) => message.translation,
    }),
  }),
});

async function viewerIsIntentStudent(
  context: GraphQLContext,
  intent: Pick<IntentRow, 'studentProfileId'>,
) {
  const { studentProfileId } = await context.access.profiles();
  return studentProfileId !== null && intent.studentProfileId === studentProfileId;
}

async function hidesGrades(
  context: GraphQLContext,
  intent: Pick<IntentRow, 'status' | 'studentProfileId'> & { liveFeedback: boolean },
) {
  return (
    !intent.liveFeedback &&
    intent.status === 'IN_PROGRESS' &&
    (await viewerIsIntentStudent(context, intent))
  );
}

export const CategoryScoreType = builder
  .objectRef<{ category: FeedbackCategory; score: number | null }>('CategoryScore')
  .implement({
    fields: (t) => ({
      category: t.field({ type: FeedbackCategoryEnum, resolve: (entry) => entry.category }),
      score: t.exposeInt('score', {
        nullable: true,
        description: 'Null: not assessed (left out of the overall score).',
      }),
    }),
  });

export const HelpUseType = builder
  .objectRef<{ feature: HelpFeature; count: number }>('HelpUse')
  .implement({
    fields: (t) => ({
      feature: t.field({ type: HelpFeatureEnum, resolve: (entry) => entry.feature }),
      count: t.exposeInt('count'),
    }),
  });

builder.drizzleObjectFields(PracticeIntentType, (t) => ({
  isPreview: t.boolean({
    description: 'A teacher trying a scenario: never counted.',
    resolve: (intent) => intent.previewTeacherProfileId !== null,
  }),
  currentStepIndex: t.int({ resolve: (intent) => intent.currentStepIndex }),
  scenario: t.field({
    type: PracticeScenarioType,
    description: 'The scenario as the attempt was started, with the fields its help allows.',
    select: { columns: { scenarioSnapshot: true, rulesSnapshot: true } },
    resolve: (intent) => {
      const { scenario, rules } = snapshotsOf(intent);
      return { scenario, helpFeatures: rules.helpFeatures };
    },
  }),
  rules: t.field({
    type: PracticeRulesType,
    select: { columns: { rulesSnapshot: true } },
    resolve: (intent) => rulesOf(intent),
  }),
  messages: t.field({
    type: [PracticeMessageType],
    description: 'The conversation, oldest first.',
    // The messages' visibility rules read this row, not the attempt again (see `knowIntent`).
    select: { columns: { rulesSnapshot: true }, extras: speakingScenarioExtras },
    resolve: async (intent, _args, context) => {
      knowIntent(context, {
        id: intent.id,
        status: intent.status,
        studentProfileId: intent.studentProfileId,
        previewTeacherProfileId: intent.previewTeacherProfileId,
        helpFeatures: rulesOf(intent).helpFeatures,
        languageCode: intent.languageCode,
        voiceGender: intent.voiceGender,
      });
      const hideGrade = await hidesGrades(context, {
        ...intent,
        liveFeedback: rulesOf(intent).liveFeedback,
      });
      return (await conversationOf(context.db, intent.id)).map((message) => ({
        message,
        hideGrade,
      }));
    },
  }),
  categoryScores: t.field({
    type: [CategoryScoreType],
    description: 'Per graded category, once the attempt is scored.',
    select: { columns: { categoryScores: true, rulesSnapshot: true } },
    resolve: (intent) => {
      const scores = intent.categoryScores as Partial<
        Record<FeedbackCategory, number | null>
      > | null;
      if (!scores) return [];
      return rulesOf(intent).gradedCategories.map(({ category }) => ({
        category,
        score: scores[category] ?? null,
      }));
    },
  }),
  helpUsage: t.field({
    type: [HelpUseType],
    select: { columns: { helpUsage: true } },
    resolve: (intent) =>
      HELP_FEATURES.flatMap((feature) => {
        const count = (intent.helpUsage as Record<string, number>)[feature] ?? 0;
        return count > 0 ? [{ feature, count }] : [];
      }),
  }),
  otherAttempts: t.field({
    type: [PracticeIntentType],
    description:
      'The same person’s other attempts of the same scenario (and assignment), newest first.',
    // The columns the type's fields read, not the other attempts' snapshots.
    resolve: async (intent, _args, context) =>
      context.db
        .select(practiceIntentFieldColumns)
        .from(practiceIntents)
        .where(
          and(
            ne(practiceIntents.id, intent.id),
            intent.scenarioId === null
              ? sql`false`
              : eq(practiceIntents.scenarioId, intent.scenarioId),
            intent.assignmentId === null
              ? isNull(practiceIntents.assignmentId)
              : eq(practiceIntents.assignmentId, intent.assignmentId),
            intent.studentProfileId === null
              ? eq(practiceIntents.previewTeacherProfileId, intent.previewTeacherProfileId ?? '')
              : eq(practiceIntents.studentProfileId, intent.studentProfileId),
          ),
        )
        .orderBy(desc(practiceIntents.startedAt)),
  }),
  timeLimitSeconds: t.int({
    nullable: true,
    select: { columns: { rulesSnapshot: true } },
    resolve: (intent) => rulesOf(intent).maxDurationSeconds,
  }),
}));

const HelpAnswerType = builder.objectRef<HelpAnswer>('PracticeHelp').implement({
  fields: (t) => ({
    feature: t.field({ type: HelpFeatureEnum, resolve: (answer) => answer.feature }),
    suggestions: t.exposeStringList('suggestions', { nullable: true }),
    translation: t.exposeString('translation', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

export const PracticeMessagesPayload = objectsPayload('PracticeMessages', PracticeMessageType);
const PracticeIntentsResultPayload = objectsPayload('PracticeIntentResults', PracticeIntentType);
const PracticeHelpPayload = objectsPayload('PracticeHelpAnswers', HelpAnswerType);

async function sessionDeps(context: GraphQLContext): Promise<SessionDeps> {
  const { actor } = await authoringContext(context);
  return {
    db: context.db,
    runtime: context.practice,
    actor,
    retranscribe: (tx, messageId) =>
      context.speaking.transcription.enqueue({ messageId }, { db: tx }).then(() => undefined),
  };
}

const practising = { hasUserType: true } as const;

builder.mutationFields((t) => ({
  startFreePractice: t.field({
    type: PracticeIntentsResultPayload,
    description:
      'Practice outside an assignment: a teacher tries any scenario they can read (a preview, never counted); a student practises a public library scenario.',
    authScopes: practising,
    args: { scenarioId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const authoring = await authoringContext(context);
        const as = context.viewer?.userType === 'TEACHER' ? 'TEACHER' : 'STUDENT';
        return withObjects([await startFreePractice(authoring, String(args.scenarioId), as)]);
      }),
  }),
  sendPracticeMessage: t.field({
    type: PracticeMessagesPayload,
    description:
      'Stores the student’s message (CORRECTING) and queues its grading; the character’s reply and the grade arrive on practiceIntentEvents.',
    authScopes: practising,
    args: { intentId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const message = await sendPracticeMessage(
          await sessionDeps(context),
          String(args.intentId),
          args.text,
        );
        return withObjects([{ message, hideGrade: false }]);
      }),
  }),
  requestPracticeReply: t.field({
    type: PracticeIntentsResultPayload,
    description: 'Asks for the character’s answer again when the last line is still the student’s.',
    authScopes: practising,
    args: { intentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const deps = await sessionDeps(context);
        await requestReply(deps, String(args.intentId));
        const [intent] = await context.db
          .select()
          .from(practiceIntents)
          .where(eq(practiceIntents.id, String(args.intentId)));
        return withObjects(intent ? [intent] : []);
      }),
  }),
  retryPracticeGrading: t.field({
    type: PracticeMessagesPayload,
    description: 'Queues again a message whose grading failed.',
    authScopes: practising,
    args: { messageId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const message = await retryGrading(await sessionDeps(context), String(args.messageId));
        return withObjects([{ message, hideGrade: false }]);
      }),
  }),
  usePracticeHelp: t.field({
    type: PracticeHelpPayload,
    description:
      'One use of a help feature, counted; refused (FORBIDDEN) unless the attempt’s evaluation setting allows it.',
    authScopes: practising,
    args: {
      intentId: t.arg.id({ required: true }),
      feature: t.arg({ type: HelpFeatureEnum, required: true }),
      messageId: t.arg.id({ description: 'The character’s line to translate (VIEW_TRANSLATION).' }),
    },
    resolve: async (_root, args, context) => {
      const deps = await sessionDeps(context);
      const result = await runMutation(context, async () =>
        withObjects([
          await useHelp(
            deps,
            String(args.intentId),
            args.feature,
            args.messageId ? String(args.messageId) : null,
          ),
        ]),
      );
      // A help feature the setting does not allow is an authorisation refusal, not a form error.
      if (result.errors?.some((error) => error.code === 'FORBIDDEN')) {
        throw clientError('FORBIDDEN', context.locale);
      }
      return result;
    },
  }),
  finishPracticeIntent: t.field({
    type: PracticeIntentsResultPayload,
    description: 'Ends the attempt (COMPLETED); it is scored once every message is graded.',
    authScopes: practising,
    args: { intentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () =>
        withObjects([await finishIntent(await sessionDeps(context), String(args.intentId))]),
      ),
  }),
  abandonPracticeIntent: t.field({
    type: PracticeIntentsResultPayload,
    description: 'Leaves the attempt (ABANDONED): it counts as an attempt used, without a score.',
    authScopes: practising,
    args: { intentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () =>
        withObjects([await finishIntent(await sessionDeps(context), String(args.intentId), true)]),
      ),
  }),
}));

type EventShape = {
  kind: PracticeEvent['kind'];
  message: ViewedMessage | null;
  replyTo: string | null;
  delta: string | null;
  intent: PracticeIntentFields;
};

const PracticeEventKindEnum = builder.enumType('PracticeEventKind', {
  values: ['MESSAGE_ADDED', 'MESSAGE_GRADED', 'REPLY_DELTA', 'INTENT_UPDATED'] as const,
});

const PracticeIntentEventType = builder.objectRef<EventShape>('PracticeIntentEvent').implement({
  description:
    'A change in a practice session. It announces; after a reconnect, read the state from practiceIntent.',
  fields: (t) => ({
    kind: t.field({ type: PracticeEventKindEnum, resolve: (event) => event.kind }),
    message: t.field({
      type: PracticeMessageType,
      nullable: true,
      resolve: (event) => event.message,
    }),
    replyTo: t.id({ nullable: true, resolve: (event) => event.replyTo }),
    delta: t.string({
      nullable: true,
      description: 'REPLY_DELTA: the next piece of the character’s reply as it is produced.',
      resolve: (event) => event.delta,
    }),
    intent: t.field({ type: PracticeIntentType, resolve: (event) => event.intent }),
  }),
});

/**
 * What a live event reads of its attempt, once per event (a streamed reply is an event per
 * piece): the columns of the type's own fields and what its checks read of the snapshots, never
 * the snapshots whole. A field that selects more (`scenario`, `rules`) loads it by itself.
 */
const eventIntentColumns = {
  ...practiceIntentFieldColumns,
  ...speakingIntentColumns,
  liveFeedback: sql<boolean>`${practiceIntents.rulesSnapshot} -> 'liveFeedback'`,
};
type EventIntent = PracticeIntentFields & SpeakingIntent & { liveFeedback: boolean };

/**
 * The attempt as it is now, if this viewer may read it: read again for every event, since a
 * subscription's context lasts as long as the subscription and the attempt does not stand still.
 * For the same reason, whether a teacher still teaches its student is asked afresh each time
 * (the context's answer is the one from when the subscription started): a student who left the
 * classroom stops the teacher's events at the next one.
 */
async function readableIntent(
  context: GraphQLContext,
  intentId: string,
): Promise<EventIntent | null> {
  if (!isUuid(intentId)) return null;
  const [intent] = await context.db
    .select(eventIntentColumns)
    .from(practiceIntents)
    .where(eq(practiceIntents.id, intentId));
  if (!intent) return null;
  const memberships = createViewerAccess(context.db, context.viewer?.id ?? null);
  return (await viewerMayReadIntent(context, intent, memberships)) ? intent : null;
}

builder.subscriptionType({});
builder.subscriptionField('practiceIntentEvents', (t) =>
  t.field({
    type: PracticeIntentEventType,
    description:
      'Live changes of one attempt (server-sent events): replies as they are produced, grades as they land.',
    authScopes: practising,
    args: { intentId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, context) => {
      const intentId = String(args.intentId);
      if (!(await readableIntent(context, intentId)))
        throw clientError('NOT_FOUND', context.locale);
      return context.practice.events.subscribe('practice', intentId);
    },
    resolve: async (event: PracticeEvent, args, context): Promise<EventShape> => {
      const intent = await readableIntent(context, String(args.intentId));
      if (!intent) throw clientError('NOT_FOUND', context.locale);
      knowIntent(context, intent);
      let message: ViewedMessage | null = null;
      if (event.kind === 'MESSAGE_ADDED' || event.kind === 'MESSAGE_GRADED') {
        const [row] = await context.db
          .select()
          .from(practiceMessages)
          .where(eq(practiceMessages.id, event.messageId));
        message = row ? { message: row, hideGrade: await hidesGrades(context, intent) } : null;
      }
      const withheld =
        event.kind === 'REPLY_DELTA' && (await characterTextWithheld(context, intent));
      return {
        kind: event.kind,
        message,
        replyTo: event.kind === 'REPLY_DELTA' ? event.replyTo : null,
        delta: event.kind === 'REPLY_DELTA' && !withheld ? event.delta : null,
        intent,
      };
    },
  }),
);
