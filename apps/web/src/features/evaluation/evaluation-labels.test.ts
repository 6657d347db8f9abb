import { describe, expect, it } from 'vitest';
import { attemptChip, HELP_FEATURES, weightTotal } from './evaluation-labels.ts';

describe('attemptChip', () => {
  it('shows LIMITED as N attempts in the warning colour', () => {
    expect(attemptChip('LIMITED', 3)).toEqual({
      key: 'evaluation.attemptMode.limited',
      count: 3,
      color: 'warning',
    });
  });

  it('shows DISABLED in the error colour and UNLIMITED in green', () => {
    expect(attemptChip('DISABLED').color).toBe('error');
    expect(attemptChip('UNLIMITED', null).color).toBe('success');
  });
});

describe('help features', () => {
  it('lists all six features once', () => {
    expect(new Set(HELP_FEATURES).size).toBe(6);
  });
});

describe('weightTotal', () => {
  it('adds the weights and ignores blanks', () => {
    expect(weightTotal([{ weight: 60 }, { weight: 40 }, { weight: Number.NaN }])).toBe(100);
  });
});
