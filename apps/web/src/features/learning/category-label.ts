import type { TFunction } from 'i18next';
import type { FeedbackCategory } from '../../gql/graphql.ts';

export const RUBRIC_CATEGORIES: readonly FeedbackCategory[] = [
  'GRAMMAR',
  'VOCABULARY',
  'FLUENCY',
  'PRONUNCIATION',
  'COHESION',
  'OTHER',
];

/** Each label is a literal key so the extractor finds it. */
export function categoryLabel(t: TFunction, category: FeedbackCategory): string {
  switch (category) {
    case 'COHESION':
      return t('scenarios.category.cohesion');
    case 'FLUENCY':
      return t('scenarios.category.fluency');
    case 'GRAMMAR':
      return t('scenarios.category.grammar');
    case 'OTHER':
      return t('scenarios.category.other');
    case 'PRONUNCIATION':
      return t('scenarios.category.pronunciation');
    case 'VOCABULARY':
      return t('scenarios.category.vocabulary');
  }
}
