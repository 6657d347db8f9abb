import { describe, expect, it } from 'vitest';
import { type ResultRow, viewRows } from './results-table.ts';

const row = (studentName: string, patch: Partial<ResultRow> = {}): ResultRow => ({
  studentName,
  scenarioTitle: 'Café',
  status: 'COMPLETED',
  attemptsUsed: 1,
  bestScore: 50,
  lastScore: 50,
  minutesSpent: 3,
  helpUsed: 0,
  lastActivityAt: null,
  ...patch,
});

const rows = [
  row('Zoë', { bestScore: 90, status: 'PASSED' }),
  row('Álvaro', { bestScore: null, status: 'NOT_STARTED' }),
  row('ليلى', { bestScore: 40 }),
];
const names = (list: ResultRow[]) => list.map((entry) => entry.studentName);

describe('viewRows', () => {
  it('sorts by score either way with the empty ones last', () => {
    const base = { status: 'ALL', text: '' } as const;
    expect(names(viewRows(rows, { ...base, sort: 'bestScore', direction: 'asc' }, 'en'))).toEqual([
      'ليلى',
      'Zoë',
      'Álvaro',
    ]);
    expect(names(viewRows(rows, { ...base, sort: 'bestScore', direction: 'desc' }, 'en'))).toEqual([
      'Zoë',
      'ليلى',
      'Álvaro',
    ]);
  });

  it('sorts names with the locale and filters by status and accent-free words', () => {
    const view = { sort: 'studentName', direction: 'asc', status: 'ALL', text: '' } as const;
    expect(names(viewRows(rows, view, 'es'))).toEqual(['Álvaro', 'Zoë', 'ليلى']);
    expect(names(viewRows(rows, { ...view, text: 'alva' }, 'es'))).toEqual(['Álvaro']);
    expect(names(viewRows(rows, { ...view, status: 'PASSED' }, 'es'))).toEqual(['Zoë']);
  });
});
