import type { AttemptMode, FeedbackCategory, HelpFeature } from '../../gql/graphql.ts';

/** The help features in the order the spec lists their labels. */
export const HELP_FEATURES: readonly HelpFeature[] = [
  'VIEW_TRANSCRIPTION',
  'VIEW_TRANSLATION',
  'VIEW_SUGGESTIONS',
  'USE_NATIVE_LANGUAGE',
  'VIEW_DESCRIPTION',
  'VIEW_RUBRICS',
];

export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  'GRAMMAR',
  'VOCABULARY',
  'FLUENCY',
  'PRONUNCIATION',
  'COHESION',
  'OTHER',
];

export const ATTEMPT_MODES: readonly AttemptMode[] = ['DISABLED', 'LIMITED', 'UNLIMITED'];

export type AttemptChip = {
  key:
    | 'evaluation.attemptMode.limited'
    | 'evaluation.attemptMode.disabled'
    | 'evaluation.attemptMode.unlimited';
  count?: number;
  color: 'warning' | 'error' | 'success';
};

/** The seed's attempt label and colour: 'N intentos' warning, 'Deshabilitado' error, 'Ilimitado' green. */
export function attemptChip(mode: AttemptMode, maxAttempts?: number | null): AttemptChip {
  if (mode === 'LIMITED') {
    return { key: 'evaluation.attemptMode.limited', count: maxAttempts ?? 0, color: 'warning' };
  }
  if (mode === 'DISABLED') return { key: 'evaluation.attemptMode.disabled', color: 'error' };
  return { key: 'evaluation.attemptMode.unlimited', color: 'success' };
}

/** Weights of the graded categories must add up to 100. */
export const WEIGHT_TOTAL = 100;

export function weightTotal(categories: readonly { weight: number }[]): number {
  return categories.reduce(
    (sum, entry) => sum + (Number.isFinite(entry.weight) ? entry.weight : 0),
    0,
  );
}

/** The id in the editor's path that means "a new setting". */
export const NEW_SETTING_ID = 'new';
