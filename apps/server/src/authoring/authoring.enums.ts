import {
  ATTACHMENT_KINDS,
  ATTEMPT_MODES,
  FEEDBACK_CATEGORIES,
  HELP_FEATURES,
  ITEM_KINDS,
  VISIBILITIES,
  VOICE_GENDERS,
} from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';

/**
 * The GraphQL enums of scenarios, curricula and evaluation settings (spec section 3, exact).
 * FeedbackCategory and HelpFeature are also practice's words: they may move to graphql/enums.ts.
 */
export const VisibilityEnum = builder.enumType('Visibility', {
  description:
    'PRIVATE: the owner only. PUBLIC: the library, readable by every teacher and student.',
  values: VISIBILITIES,
});

export const VoiceGenderEnum = builder.enumType('VoiceGender', { values: VOICE_GENDERS });

export const ItemKindEnum = builder.enumType('ItemKind', { values: ITEM_KINDS });

export const FeedbackCategoryEnum = builder.enumType('FeedbackCategory', {
  values: FEEDBACK_CATEGORIES,
});

export const AttachmentKindEnum = builder.enumType('AttachmentKind', { values: ATTACHMENT_KINDS });

export const AttemptModeEnum = builder.enumType('AttemptMode', {
  description: 'DISABLED: one attempt, no retries. LIMITED: maxAttempts. UNLIMITED: no limit.',
  values: ATTEMPT_MODES,
});

export const HelpFeatureEnum = builder.enumType('HelpFeature', { values: HELP_FEATURES });

export const LibraryScopeEnum = builder.enumType('LibraryScope', {
  description: "MINE: the viewer's own. LIBRARY: everything public. ALL: both.",
  values: ['ALL', 'MINE', 'LIBRARY'] as const,
});
