/**
 * Learner-style sentences for one language, written before the rules that catch them. In a
 * sentence with errors, each error is in [brackets]: a flag overlapping a bracketed span catches
 * it. Correct sentences must get no flag at all.
 */
export type LearnerSentences = { withErrors: string[]; correct: string[] };
