import { describe, expect, it } from 'vitest';
import type { RulesSnapshot } from '../practice/practice-snapshots.ts';
import { assignmentProgress } from './assignment-progress.ts';

const rules = (attemptMode: RulesSnapshot['attemptMode'], maxAttempts: number | null = null) =>
  ({
    evaluationSettingId: 's',
    name: 'Rules',
    attemptMode,
    maxAttempts,
    helpFeatures: [],
    gradedCategories: [{ category: 'GRAMMAR', weight: 100 }],
    passingScore: 60,
    maxDurationSeconds: null,
    liveFeedback: true,
  }) satisfies RulesSnapshot;

const now = new Date('2026-11-24T12:00:00Z');
const published = {
  status: 'PUBLISHED' as const,
  startsAt: new Date('2026-11-20T00:00:00Z'),
  dueAt: new Date('2026-11-30T00:00:00Z'),
};
const attempt = (
  scenarioId: string,
  status: 'IN_PROGRESS' | 'COMPLETED' | 'ABANDONED',
  overallScore: number | null = null,
) => ({
  id: `${scenarioId}-${status}-${overallScore}`,
  scenarioId,
  status,
  overallScore,
  passed: overallScore === null ? null : overallScore >= 60,
  startedAt: now,
});

describe('assignmentProgress', () => {
  it('counts LIMITED attempts, best score and passed, and refuses a start once used up', () => {
    const progress = assignmentProgress(
      published,
      ['a'],
      [attempt('a', 'COMPLETED', 40), attempt('a', 'COMPLETED', 75)],
      rules('LIMITED', 2),
      null,
      now,
    );
    expect(progress.scenarios[0]).toMatchObject({
      attemptsUsed: 2,
      attemptsAllowed: 2,
      attemptsLeft: 0,
      bestScore: 75,
      passed: true,
      canStart: false,
    });
    expect(progress).toMatchObject({ bucket: 'DONE', bestScore: 75, passed: true });
  });

  it('gives DISABLED one attempt, extra attempts on top, and UNLIMITED no limit', () => {
    const one = assignmentProgress(published, ['a'], [], rules('DISABLED'), null, now);
    expect(one.scenarios[0]).toMatchObject({ attemptsAllowed: 1, attemptsLeft: 1, canStart: true });
    const extra = assignmentProgress(
      published,
      ['a'],
      [attempt('a', 'ABANDONED')],
      rules('DISABLED'),
      { dueAt: null, extraAttempts: 1 },
      now,
    );
    expect(extra.scenarios[0]).toMatchObject({ attemptsAllowed: 2, attemptsLeft: 1 });
    const unlimited = assignmentProgress(published, ['a'], [], rules('UNLIMITED'), null, now);
    expect(unlimited.scenarios[0]?.attemptsAllowed).toBeNull();
  });

  it('is TO_DO before the due date, CLOSED after it unless an extension moves it', () => {
    const late = new Date('2026-12-01T00:00:00Z');
    expect(assignmentProgress(published, ['a'], [], rules('UNLIMITED'), null, now).bucket).toBe(
      'TO_DO',
    );
    const past = assignmentProgress(published, ['a'], [], rules('UNLIMITED'), null, late);
    expect(past).toMatchObject({ bucket: 'CLOSED' });
    expect(past.scenarios[0]?.canStart).toBe(false);
    const extended = assignmentProgress(
      published,
      ['a'],
      [],
      rules('UNLIMITED'),
      { dueAt: new Date('2026-12-05T00:00:00Z'), extraAttempts: 0 },
      late,
    );
    expect(extended).toMatchObject({ bucket: 'TO_DO' });
  });

  it('keeps an assignment with an attempt in progress to do, closed or done, and needs every scenario done', () => {
    const closed = { ...published, status: 'CLOSED' as const };
    const progress = assignmentProgress(
      closed,
      ['a', 'b'],
      [attempt('a', 'COMPLETED', 90), attempt('b', 'IN_PROGRESS')],
      rules('UNLIMITED'),
      null,
      now,
    );
    expect(progress.scenarios.map((entry) => entry.canStart)).toEqual([false, true]);
    expect(progress).toMatchObject({ bucket: 'TO_DO', completedScenarios: 1, bestScore: null });
    const left = assignmentProgress(
      closed,
      ['a', 'b'],
      [attempt('a', 'COMPLETED', 90), attempt('b', 'ABANDONED')],
      rules('UNLIMITED'),
      null,
      now,
    );
    expect(left).toMatchObject({ bucket: 'CLOSED' });
    const doneAndAgain = assignmentProgress(
      published,
      ['a'],
      [attempt('a', 'COMPLETED', 88), attempt('a', 'IN_PROGRESS')],
      rules('LIMITED', 2),
      null,
      now,
    );
    expect(doneAndAgain).toMatchObject({ bucket: 'TO_DO', completedScenarios: 1, bestScore: 88 });
  });
});
