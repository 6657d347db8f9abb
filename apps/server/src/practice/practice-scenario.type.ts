import { assignmentLoaders } from '../assignments/assignment-loaders.ts';
import {
  FeedbackCategoryEnum,
  HelpFeatureEnum,
  VoiceGenderEnum,
} from '../authoring/authoring.enums.ts';
import type { HelpFeature } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { CefrLevelEnum } from '../graphql/enums.ts';
import { ScenarioAttachmentType } from '../scenarios/scenario.type.ts';
import { SCENARIO_LIMITS } from '../scenarios/scenario.validation.ts';
import type { ScenarioSnapshot } from './practice-snapshots.ts';

/** A scenario as a student may see it under an evaluation setting's help features. */
export type PracticeView = { scenario: ScenarioSnapshot; helpFeatures: readonly HelpFeature[] };

const allows = (view: PracticeView, feature: HelpFeature) => view.helpFeatures.includes(feature);

type Step = ScenarioSnapshot['steps'][number] & { view: PracticeView };

const PracticeLanguage = builder
  .objectRef<ScenarioSnapshot['language']>('PracticeLanguage')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      isoLanguageCode: t.exposeString('isoLanguageCode'),
    }),
  });

const PracticeStepType = builder.objectRef<Step>('PracticeStep').implement({
  description: 'A step of the conversation; its goal only with VIEW_DESCRIPTION.',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    title: t.exposeString('title'),
    goal: t.string({
      nullable: true,
      resolve: (step) => (allows(step.view, 'VIEW_DESCRIPTION') ? step.goal : null),
    }),
  }),
});

const PracticeRubricType = builder
  .objectRef<ScenarioSnapshot['rubrics'][number]>('PracticeRubric')
  .implement({
    fields: (t) => ({
      category: t.field({ type: FeedbackCategoryEnum, resolve: (rubric) => rubric.category }),
      criteria: t.exposeString('criteria'),
      weight: t.exposeInt('weight'),
    }),
  });

/**
 * The practice view of a scenario: what a student sees on the brief and in the session. Fields
 * behind a help feature are null unless the setting allows it; the authoring `Scenario` type
 * (rubrics, scripted lines, translations) is never what a student reads to practise.
 */
export const PracticeScenarioType = builder.objectRef<PracticeView>('PracticeScenario').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ scenario }) => scenario.id }),
    title: t.string({ resolve: ({ scenario }) => scenario.title }),
    language: t.field({ type: PracticeLanguage, resolve: ({ scenario }) => scenario.language }),
    level: t.field({ type: CefrLevelEnum, resolve: ({ scenario }) => scenario.level }),
    characterName: t.string({ resolve: ({ scenario }) => scenario.character.name }),
    characterRole: t.string({ resolve: ({ scenario }) => scenario.character.role }),
    voiceGender: t.field({
      type: VoiceGenderEnum,
      resolve: ({ scenario }) => scenario.character.voiceGender,
    }),
    studentRole: t.string({ resolve: ({ scenario }) => scenario.studentRole }),
    estimatedDurationSeconds: t.int({
      resolve: ({ scenario }) => scenario.estimatedDurationSeconds,
    }),
    helpFeatures: t.field({
      type: [HelpFeatureEnum],
      description: 'The help this practice allows; the server refuses the others.',
      resolve: (view) => [...view.helpFeatures],
    }),
    steps: t.field({
      type: [PracticeStepType],
      extensions: { listSize: SCENARIO_LIMITS.stepsMax },
      resolve: (view) => view.scenario.steps.map((step) => ({ ...step, view })),
    }),
    description: t.string({
      nullable: true,
      description: 'With VIEW_DESCRIPTION only.',
      resolve: (view) => (allows(view, 'VIEW_DESCRIPTION') ? view.scenario.description : null),
    }),
    studentGoal: t.string({
      nullable: true,
      description: 'With VIEW_DESCRIPTION only.',
      resolve: (view) => (allows(view, 'VIEW_DESCRIPTION') ? view.scenario.studentGoal : null),
    }),
    attachments: t.field({
      type: [ScenarioAttachmentType],
      nullable: true,
      description:
        "The scenario's materials (pictures, PDFs), part of its description: with VIEW_DESCRIPTION only. A private scenario's come with signed, expiring URLs.",
      extensions: { listSize: SCENARIO_LIMITS.attachmentsMax },
      resolve: (view, _args, context) =>
        allows(view, 'VIEW_DESCRIPTION')
          ? assignmentLoaders(context).attachments.load(view.scenario.id)
          : null,
    }),
    rubrics: t.field({
      type: [PracticeRubricType],
      nullable: true,
      description: 'With VIEW_RUBRICS only.',
      resolve: (view) => (allows(view, 'VIEW_RUBRICS') ? view.scenario.rubrics : null),
    }),
  }),
});
