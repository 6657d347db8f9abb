import type { AssignmentResultStatus } from '../../gql/graphql.ts';

export type ResultRow = {
  studentName: string;
  scenarioTitle: string;
  status: AssignmentResultStatus;
  attemptsUsed: number;
  bestScore: number | null;
  lastScore: number | null;
  minutesSpent: number;
  helpUsed: number;
  lastActivityAt: string | null;
};

export const RESULT_SORT_KEYS = [
  'studentName',
  'status',
  'attemptsUsed',
  'bestScore',
  'lastScore',
  'minutesSpent',
  'helpUsed',
  'lastActivityAt',
] as const;
export type ResultSortKey = (typeof RESULT_SORT_KEYS)[number];

const STATUS_ORDER: Record<AssignmentResultStatus, number> = {
  NOT_STARTED: 0,
  IN_PROGRESS: 1,
  COMPLETED: 2,
  PASSED: 3,
};

export type ResultView = {
  sort: ResultSortKey;
  direction: 'asc' | 'desc';
  status: AssignmentResultStatus | 'ALL';
  text: string;
};

/**
 * The grid's rows filtered (status, words of the name or scenario, accent-insensitive) and sorted;
 * empty values (no score, no activity) always last, whatever the direction; ties by name.
 */
export function viewRows<T extends ResultRow>(
  rows: readonly T[],
  view: ResultView,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
  const words = fold(view.text).split(/\s+/u).filter(Boolean);
  const kept = rows.filter(
    (row) =>
      (view.status === 'ALL' || row.status === view.status) &&
      words.every((word) => fold(`${row.studentName} ${row.scenarioTitle}`).includes(word)),
  );
  const sign = view.direction === 'asc' ? 1 : -1;
  const sortValue = (row: T): string | number | null => {
    if (view.sort === 'status') return STATUS_ORDER[row.status];
    if (view.sort === 'lastActivityAt')
      return row.lastActivityAt ? new Date(row.lastActivityAt).getTime() : null;
    return row[view.sort];
  };
  return [...kept].sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (typeof x === 'string' ? collator.compare(x, String(y)) : x - Number(y));
    }
    return collator.compare(a.studentName, b.studentName);
  });
}
