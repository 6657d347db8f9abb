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
    if (scores.length === 0) {
      categoryScores[category] = null;
      notAssessed.push(category);
      continue;
    }
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    categoryScores[category] = Math.round(mean);
    weighted += weight * mean;
    weights += weight;
  }
  const overallScore = weights === 0 ? 0 : Math.round(weighted / weights);
  return { categoryScores, overallScore, passed: overallScore >= rules.passingScore, notAssessed };
}
