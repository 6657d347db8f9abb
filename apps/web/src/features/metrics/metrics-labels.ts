import type { TFunction } from 'i18next';
import type {
  AttentionReason,
  PracticeIntentStatus,
  TimePeriod,
  VocabularyStatus,
} from '../../gql/graphql.ts';

// Literal keys, so the extractor sees every one (a key built from a value it cannot).

export function periodLabel(t: TFunction, period: TimePeriod): string {
  const labels: Record<TimePeriod, string> = {
    DAY: t('metrics.periods.day'),
    WEEK: t('metrics.periods.week'),
    MONTH: t('metrics.periods.month'),
    YEAR: t('metrics.periods.year'),
  };
  return labels[period];
}

/** The first column's header of a series table: Day, Week of, Month, Year. */
export function periodColumnLabel(t: TFunction, period: TimePeriod): string {
  const labels: Record<TimePeriod, string> = {
    DAY: t('metrics.periodColumn.day'),
    WEEK: t('metrics.periodColumn.week'),
    MONTH: t('metrics.periodColumn.month'),
    YEAR: t('metrics.periodColumn.year'),
  };
  return labels[period];
}

export function attentionLabel(t: TFunction, reason: AttentionReason): string {
  const labels: Record<AttentionReason, string> = {
    NO_PRACTICE: t('metrics.attentionReason.noPractice'),
    WORK_MISSED: t('metrics.attentionReason.workMissed'),
    LOW_SCORE: t('metrics.attentionReason.lowScore'),
  };
  return labels[reason];
}

export function attemptStatusLabel(t: TFunction, status: PracticeIntentStatus): string {
  const labels: Record<PracticeIntentStatus, string> = {
    IN_PROGRESS: t('metrics.attemptStatus.inProgress'),
    COMPLETED: t('metrics.attemptStatus.completed'),
    ABANDONED: t('metrics.attemptStatus.abandoned'),
  };
  return labels[status];
}

export function vocabularyStatusLabel(t: TFunction, status: VocabularyStatus): string {
  const labels: Record<VocabularyStatus, string> = {
    USED_CORRECTLY: t('metrics.vocabularyStatus.usedCorrectly'),
    USED: t('metrics.vocabularyStatus.used'),
    NEVER_USED: t('metrics.vocabularyStatus.neverUsed'),
  };
  return labels[status];
}
