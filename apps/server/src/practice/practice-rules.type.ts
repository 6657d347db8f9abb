import {
  AttemptModeEnum,
  FeedbackCategoryEnum,
  HelpFeatureEnum,
} from '../authoring/authoring.enums.ts';
import { builder } from '../graphql/builder.ts';
import type { RulesSnapshot } from './practice-snapshots.ts';

const GradedCategoryRule = builder
  .objectRef<RulesSnapshot['gradedCategories'][number]>('PracticeGradedCategory')
  .implement({
    fields: (t) => ({
      category: t.field({ type: FeedbackCategoryEnum, resolve: (entry) => entry.category }),
      weight: t.exposeInt('weight'),
    }),
  });

/** The parts of the evaluation setting everyone practising or teaching an assignment needs. */
export const PracticeRulesType = builder.objectRef<RulesSnapshot>('PracticeRules').implement({
  fields: (t) => ({
    evaluationSettingId: t.exposeID('evaluationSettingId'),
    name: t.exposeString('name'),
    attemptMode: t.field({ type: AttemptModeEnum, resolve: (rules) => rules.attemptMode }),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: true }),
    helpFeatures: t.field({ type: [HelpFeatureEnum], resolve: (rules) => rules.helpFeatures }),
    gradedCategories: t.field({
      type: [GradedCategoryRule],
      resolve: (rules) => rules.gradedCategories,
    }),
    passingScore: t.exposeInt('passingScore'),
    maxDurationSeconds: t.exposeInt('maxDurationSeconds', { nullable: true }),
    liveFeedback: t.exposeBoolean('liveFeedback'),
  }),
});
