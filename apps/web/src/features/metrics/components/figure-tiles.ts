import type { TFunction } from 'i18next';
import { durationMinutes } from '../../../lib/duration.ts';
import { percentChange, ratio } from '../metrics-format.ts';
import type { Tile } from './metric-tiles.tsx';

type Totals = {
  practiceSeconds: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  averageScore?: number | null;
  activeStudents: number;
  wordsUsed: number;
};

/** The tiles every metrics page starts with; `previous` adds the change against the range before. */
export function figureTiles(
  t: TFunction,
  locale: string,
  totals: Totals,
  previous: Totals | null,
  options: { completion?: { done: number; assigned: number }; students?: boolean },
): Tile[] {
  const number = new Intl.NumberFormat(locale);
  const change = (pick: (figures: Totals) => number | null | undefined) => {
    if (!previous) return undefined;
    const before = pick(previous);
    const now = pick(totals);
    return before == null || now == null ? null : percentChange(now, before);
  };
  const completionRate = options.completion
    ? ratio(options.completion.done, options.completion.assigned)
    : null;
  const tiles: Tile[] = [
    {
      label: t('metrics.practiceTime'),
      value: t('metrics.minutesValue', { count: durationMinutes(totals.practiceSeconds) }),
      change: change((figures) => figures.practiceSeconds),
    },
    {
      label: t('metrics.attempts'),
      value: number.format(totals.attemptsStarted),
      change: change((figures) => figures.attemptsStarted),
      note: t('metrics.completedCount', { count: totals.attemptsCompleted }),
    },
    {
      label: t('metrics.averageScore'),
      value:
        totals.averageScore == null ? '–' : t('metrics.outOf100', { score: totals.averageScore }),
      change: change((figures) => figures.averageScore),
    },
  ];
  if (options.students) {
    tiles.push({
      label: t('metrics.activeStudents'),
      value: number.format(totals.activeStudents),
      change: change((figures) => figures.activeStudents),
    });
  }
  if (options.completion) {
    tiles.push({
      label: t('metrics.completion'),
      value:
        completionRate === null
          ? '–'
          : new Intl.NumberFormat(locale, { style: 'percent' }).format(completionRate / 100),
      note: t('metrics.completionNote', {
        done: options.completion.done,
        assigned: options.completion.assigned,
      }),
    });
  }
  tiles.push({
    label: t('metrics.words'),
    value: number.format(totals.wordsUsed),
    change: change((figures) => figures.wordsUsed),
  });
  return tiles;
}
