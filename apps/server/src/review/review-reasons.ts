import type { Correctness } from '../db/schema/index.ts';

/** Why an attempt is worth a teacher's look, most telling first. */
export const REVIEW_REASONS = [
  'FALLBACK_GRADING',
  'LOW_CORRECTNESS',
  'NATIVE_LANGUAGE',
  'NO_STEP_PROGRESS',
  'SHORT_ANSWERS',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** How much each reason moves an attempt up the queue: the tutor unsure first, then doubts. */
const REASON_WEIGHT: Record<ReviewReason, number> = {
  FALLBACK_GRADING: 3,
  LOW_CORRECTNESS: 2,
  NATIVE_LANGUAGE: 2,
  NO_STEP_PROGRESS: 2,
  SHORT_ANSWERS: 1,
};

/** Mean grade (YES 1, PARTIAL ½, NO 0) under which the answers look wrong. */
export const LOW_CORRECTNESS_BELOW = 0.5;
/** Mean words per answer under which the answers are too short to show anything. */
export const SHORT_ANSWER_WORDS_BELOW = 3;

export type ReviewFacts = {
  /** The student's graded answers, oldest first. */
  answers: {
    text: string;
    correctness: Correctness | null;
    usedNativeLanguage: boolean;
    gradingNote: string | null;
  }[];
  /** Index of the step the attempt ended on, and how many steps the scenario has. */
  reachedStepIndex: number;
  stepCount: number;
};

const GRADE_VALUE: Partial<Record<Correctness, number>> = { YES: 1, PARTIAL: 0.5, NO: 0 };

const wordCount = (text: string) =>
  text
    .trim()
    .split(/\s+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;

/**
 * The reasons an attempt needs review, by the rules above:
 * - FALLBACK_GRADING: a grade came from the fallback (the model failed; gradingNote is set);
 * - LOW_CORRECTNESS: the mean grade is under LOW_CORRECTNESS_BELOW;
 * - NATIVE_LANGUAGE: most answers were in the student's native language;
 * - NO_STEP_PROGRESS: two answers or more without leaving the first of several steps (off topic);
 * - SHORT_ANSWERS: under SHORT_ANSWER_WORDS_BELOW words per answer on average.
 */
export function reviewReasons({
  answers,
  reachedStepIndex,
  stepCount,
}: ReviewFacts): ReviewReason[] {
  if (answers.length === 0) return [];
  const reasons: ReviewReason[] = [];
  if (answers.some((answer) => answer.gradingNote !== null)) reasons.push('FALLBACK_GRADING');
  const grades = answers.flatMap((answer) => {
    const value = answer.correctness ? GRADE_VALUE[answer.correctness] : undefined;
    return value === undefined ? [] : [value];
  });
  const meanGrade = grades.reduce((sum, value) => sum + value, 0) / Math.max(1, grades.length);
  if (grades.length > 0 && meanGrade < LOW_CORRECTNESS_BELOW) reasons.push('LOW_CORRECTNESS');
  const native = answers.filter((answer) => answer.usedNativeLanguage).length;
  if (native * 2 > answers.length) reasons.push('NATIVE_LANGUAGE');
  if (stepCount > 1 && reachedStepIndex === 0 && answers.length >= 2) {
    reasons.push('NO_STEP_PROGRESS');
  }
  const words = answers.reduce((sum, answer) => sum + wordCount(answer.text), 0);
  if (words / answers.length < SHORT_ANSWER_WORDS_BELOW) reasons.push('SHORT_ANSWERS');
  return reasons;
}

/** Where an attempt stands in the queue: the sum of its reasons' weights. */
export const reviewPriority = (reasons: readonly ReviewReason[]) =>
  reasons.reduce((sum, reason) => sum + REASON_WEIGHT[reason], 0);
