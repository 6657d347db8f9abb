import type { TFunction } from 'i18next';
import type { ReviewReason } from '../../gql/graphql.ts';

/** Why an attempt is in the queue, in the teacher's words. */
export function reviewReasonLabel(t: TFunction, reason: ReviewReason): string {
  switch (reason) {
    case 'FALLBACK_GRADING':
      return t('reviewQueue.reason.fallback');
    case 'LOW_CORRECTNESS':
      return t('reviewQueue.reason.lowCorrectness');
    case 'NATIVE_LANGUAGE':
      return t('reviewQueue.reason.nativeLanguage');
    case 'NO_STEP_PROGRESS':
      return t('reviewQueue.reason.noStepProgress');
    case 'SHORT_ANSWERS':
      return t('reviewQueue.reason.shortAnswers');
  }
}
