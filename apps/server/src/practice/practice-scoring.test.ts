import { describe, expect, it } from 'vitest';
import { scoreAttempt, scoresForCorrectness } from './practice-scoring.ts';
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

describe('a teacher’s grade', () => {
  it('replaces a category’s mean and the overall score, passed following', () => {
    const messages = [{ GRAMMAR: 80, VOCABULARY: 60, PRONUNCIATION: 90 }];
    // GRAMMAR given 50: (50×50 + 30×60 + 20×90) / 100 = 61 → not passed at 70.
    expect(
      scoreAttempt(rules, messages, { categoryScores: { GRAMMAR: 50 }, overallScore: null }),
    ).toMatchObject({
      categoryScores: { GRAMMAR: 50, VOCABULARY: 60, PRONUNCIATION: 90 },
      overallScore: 61,
      passed: false,
    });
    expect(scoreAttempt(rules, messages, { categoryScores: null, overallScore: 95 })).toMatchObject(
      { overallScore: 95, passed: true },
    );
  });

  it('moves an answer’s scores into the band of its new grade, keeping those already in it', () => {
    const scores = { GRAMMAR: 85, VOCABULARY: 55, PRONUNCIATION: null };
    expect(scoresForCorrectness(scores, 'NO')).toEqual({
      GRAMMAR: 39,
      VOCABULARY: 39,
      PRONUNCIATION: null,
    });
    expect(scoresForCorrectness(scores, 'PARTIAL')).toEqual({
      GRAMMAR: 69,
      VOCABULARY: 55,
      PRONUNCIATION: null,
    });
    expect(scoresForCorrectness(scores, 'YES')).toEqual({
      GRAMMAR: 85,
      VOCABULARY: 70,
      PRONUNCIATION: null,
    });
  });
});
