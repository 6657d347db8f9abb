import type { FeedbackCategory } from '../db/schema/index.ts';
import type { RulesSnapshot } from './practice-snapshots.ts';

/** What scoring reads of each graded student message. */
export type GradedScores = Partial<Record<FeedbackCategory, number | null>>;

export type AttemptScore = {
  /** 0–100 per graded category; null for a category no message could be assessed on. */
  categoryScores: Partial<Record<FeedbackCategory, number | null>>;
  overallScore: number;
  passed: boolean;
  /** Graded categories left out of the overall score because nothing assessed them. */
  notAssessed: FeedbackCategory[];
};

/**
 * The attempt's score, defined once (tutor/README.md, "Scoring"):
 * - a category's score is the mean of its scores over the graded student messages;
 * - the overall score is the evaluation setting's weighted mean of the category scores, the
 *   weights re-normalised over the categories that have a score (a category the back-end cannot
 *   assess, such as PRONUNCIATION on the embedded tutor, is left out rather than counted as 0);
 * - passed is overall ≥ the setting's passing score.
 * Rubric weights say what a scenario values within the grading (the model grader reads them);
 * they do not enter this formula. Rounded to whole points, as shown.
 */
export function scoreAttempt(
  rules: RulesSnapshot,
  messages: readonly GradedScores[],
  teacher: TeacherScores = NO_TEACHER_SCORES,
): AttemptScore {
  const categoryScores: AttemptScore['categoryScores'] = {};
  const notAssessed: FeedbackCategory[] = [];
  let weighted = 0;
  let weights = 0;
  for (const { category, weight } of rules.gradedCategories) {
    const scores = messages.flatMap((scores) => {
      const score = scores[category];
      return typeof score === 'number' ? [score] : [];
    });
    const given = teacher.categoryScores?.[category];
    if (typeof given !== 'number' && scores.length === 0) {
      categoryScores[category] = null;
      notAssessed.push(category);
      continue;
    }
    const mean =
      typeof given === 'number'
        ? given
        : scores.reduce((sum, score) => sum + score, 0) / scores.length;
    categoryScores[category] = Math.round(mean);
    weighted += weight * mean;
    weights += weight;
  }
  const overallScore = teacher.overallScore ?? (weights === 0 ? 0 : Math.round(weighted / weights));
  return { categoryScores, overallScore, passed: overallScore >= rules.passingScore, notAssessed };
}

/**
 * A teacher's own values for an attempt (review/): a category score given replaces the mean of
 * its messages and counts with the setting's weight; an overall score given replaces the
 * weighted mean. Passed follows the overall score either way.
 */
export type TeacherScores = {
  categoryScores: Partial<Record<string, number>> | null;
  overallScore: number | null;
};

const NO_TEACHER_SCORES: TeacherScores = { categoryScores: null, overallScore: null };

/**
 * Where a message's category scores must lie once a teacher gave it a grade: an answer marked
 * YES counts at least 70 in each skill, PARTIAL 40–69, NO at most 39. The tutor's score is kept
 * when it already lies in the band, and moved to the band's nearest end otherwise.
 */
export const CORRECTNESS_SCORE_BANDS = {
  YES: { min: 70, max: 100 },
  PARTIAL: { min: 40, max: 69 },
  NO: { min: 0, max: 39 },
} as const;

export function scoresForCorrectness(
  scores: Readonly<Record<string, number | null>> | null,
  correctness: keyof typeof CORRECTNESS_SCORE_BANDS,
): Record<string, number | null> {
  const { min, max } = CORRECTNESS_SCORE_BANDS[correctness];
  return Object.fromEntries(
    Object.entries(scores ?? {}).map(([category, score]) => [
      category,
      score === null ? null : Math.min(max, Math.max(min, score)),
    ]),
  );
}
