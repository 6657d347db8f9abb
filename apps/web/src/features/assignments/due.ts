import type { TFunction } from 'i18next';

const HOUR_MS = 60 * 60 * 1000;
/** Under this much time left, the due badge turns to the warning colour. */
export const DUE_SOON_MS = 24 * HOUR_MS;

/**
 * Where a due date stands: none set, still some way off, due within a day (warning), or past
 * (error). The server refuses new attempts only once `now` is after the due date, so the very
 * moment of the due date still counts as due soon.
 */
export type DueState = 'none' | 'upcoming' | 'soon' | 'past';

export function dueState(dueAt: string | null | undefined, now: Date): DueState {
  if (!dueAt) return 'none';
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return 'past';
  return left < DUE_SOON_MS ? 'soon' : 'upcoming';
}

export function dueColor(state: DueState): 'default' | 'warning' | 'error' {
  if (state === 'past') return 'error';
  return state === 'soon' ? 'warning' : 'default';
}

/** "1 of 2 attempts used", or "3 attempts used" when there is no limit. */
export function attemptsUsedLabel(t: TFunction, used: number, allowed: number | null): string {
  if (allowed === null) return t('assignmentBadges.attemptsUsedUnlimited', { count: used });
  return t('assignmentBadges.attemptsUsed', { count: allowed, used });
}

/** "1 attempt left", "No attempts left", "Unlimited attempts". */
export function attemptsLeftLabel(t: TFunction, left: number | null): string {
  if (left === null) return t('assignmentBadges.attemptsUnlimited');
  if (left === 0) return t('assignmentBadges.noAttemptsLeft');
  return t('assignmentBadges.attemptsLeft', { count: left });
}
