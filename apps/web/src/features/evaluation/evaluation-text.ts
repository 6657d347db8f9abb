import type { TFunction } from 'i18next';
import type { AttemptMode, FeedbackCategory, HelpFeature } from '../../gql/graphql.ts';
import { attemptChip } from './evaluation-labels.ts';

/** Each label is a literal key so the extractor finds it. */
export function helpFeatureLabel(t: TFunction, feature: HelpFeature): string {
  switch (feature) {
    case 'VIEW_TRANSCRIPTION':
      return t('evaluation.helpFeature.viewTranscription');
    case 'VIEW_TRANSLATION':
      return t('evaluation.helpFeature.viewTranslation');
    case 'VIEW_SUGGESTIONS':
      return t('evaluation.helpFeature.viewSuggestions');
    case 'USE_NATIVE_LANGUAGE':
      return t('evaluation.helpFeature.useNativeLanguage');
    case 'VIEW_DESCRIPTION':
      return t('evaluation.helpFeature.viewDescription');
    case 'VIEW_RUBRICS':
      return t('evaluation.helpFeature.viewRubrics');
  }
}

export function feedbackCategoryLabel(t: TFunction, category: FeedbackCategory): string {
  switch (category) {
    case 'COHESION':
      return t('evaluation.category.cohesion');
    case 'FLUENCY':
      return t('evaluation.category.fluency');
    case 'GRAMMAR':
      return t('evaluation.category.grammar');
    case 'OTHER':
      return t('evaluation.category.other');
    case 'PRONUNCIATION':
      return t('evaluation.category.pronunciation');
    case 'VOCABULARY':
      return t('evaluation.category.vocabulary');
  }
}

/** The option names in the attempt-mode picker. */
export function attemptModeOptionLabel(t: TFunction, mode: AttemptMode): string {
  switch (mode) {
    case 'DISABLED':
      return t('evaluation.attemptModeOption.disabled');
    case 'LIMITED':
      return t('evaluation.attemptModeOption.limited');
    case 'UNLIMITED':
      return t('evaluation.attemptModeOption.unlimited');
  }
}

/** The seed's chip label: 'N intentos', 'Deshabilitado' or 'Ilimitado'. */
export function attemptChipLabel(
  t: TFunction,
  mode: AttemptMode,
  maxAttempts?: number | null,
): string {
  const chip = attemptChip(mode, maxAttempts);
  if (chip.key === 'evaluation.attemptMode.limited') {
    return t('evaluation.attemptMode.limited', { count: chip.count ?? 0 });
  }
  if (chip.key === 'evaluation.attemptMode.disabled') return t('evaluation.attemptMode.disabled');
  return t('evaluation.attemptMode.unlimited');
}
