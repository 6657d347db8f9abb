import { describe, expect, it } from 'vitest';
import { scoreAttempt } from './practice-scoring.ts';
import type { RulesSnapshot } from './practice-snapshots.ts';

const rules: RulesSnapshot = {
  evaluationSettingId: 's',
  name: 'Rules',
  attemptMode: 'UNLIMITED',
  maxAttempts: null,
  helpFeatures: [],
  gradedCategories: [
    { category: 'GRAMMAR', weight: 50 },
    { category: 'VOCABULARY', weight: 30 },
    { category: 'PRONUNCIATION', weight: 20 },
  ],
  passingScore: 70,
  maxDurationSeconds: null,
  liveFeedback: true,
};

describe('scoreAttempt', () => {
  it('averages each category over the messages and weights them with the setting', () => {
    const score = scoreAttempt(rules, [
      { GRAMMAR: 80, VOCABULARY: 60, PRONUNCIATION: 90 },
      { GRAMMAR: 100, VOCABULARY: 40, PRONUNCIATION: 70 },
    ]);
    // GRAMMAR 90, VOCABULARY 50, PRONUNCIATION 80 → (50×90 + 30×50 + 20×80) / 100 = 76
    expect(score).toEqual({
      categoryScores: { GRAMMAR: 90, VOCABULARY: 50, PRONUNCIATION: 80 },
      overallScore: 76,
      passed: true,
      notAssessed: [],
    });
  });

  it('leaves out a category nothing assessed and re-weights the others', () => {
    const score = scoreAttempt(rules, [
      { GRAMMAR: 60, VOCABULARY: 90, PRONUNCIATION: null },
      { GRAMMAR: 70, VOCABULARY: 70 },
    ]);
    // GRAMMAR 65, VOCABULARY 80 → (50×65 + 30×80) / 80 = 70.625 → 71 (not 56.5 with a zero)
    expect(score).toMatchObject({
      categoryScores: { GRAMMAR: 65, VOCABULARY: 80, PRONUNCIATION: null },
      overallScore: 71,
      passed: true,
      notAssessed: ['PRONUNCIATION'],
    });
  });

  it('gives 0 and not passed when nothing was graded', () => {
    expect(scoreAttempt(rules, [])).toMatchObject({ overallScore: 0, passed: false });
  });
});
