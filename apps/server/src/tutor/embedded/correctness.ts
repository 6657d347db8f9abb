import type { Correctness } from '../tutor.ts';

export type CorrectnessFacts = {
  usedNativeLanguage: boolean;
  wordCount: number;
  /** Feedback items of severity "error" (advice does not count). */
  errorCount: number;
  stepAchieved: boolean;
};

/** More than one error in every three words makes a message unusable as an answer. */
export const MAX_ERRORS_PER_WORD_FOR_PARTIAL = 1 / 3;

/**
 * The correctness rule of the embedded grader:
 * - NO when the student wrote in their native language, wrote no words, or made more than one
 *   error per three words;
 * - YES when the step's goal is achieved and there is no error (advice such as "drop the subject
 *   pronoun" does not count);
 * - PARTIAL otherwise: understandable, but with errors or not yet doing what the step asks.
 */
export function decideCorrectness(facts: CorrectnessFacts): Correctness {
  if (facts.usedNativeLanguage || facts.wordCount === 0) return 'NO';
  if (facts.errorCount / facts.wordCount > MAX_ERRORS_PER_WORD_FOR_PARTIAL) return 'NO';
  if (facts.stepAchieved && facts.errorCount === 0) return 'YES';
  return 'PARTIAL';
}
