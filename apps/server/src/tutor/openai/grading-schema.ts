import { z } from 'zod';
import type { FeedbackCategory } from '../tutor.ts';
import { CORRECTNESS_VALUES, FEEDBACK_CATEGORIES } from '../tutor.ts';

const MAX_FEEDBACK_ITEMS = 12;
const score = z.number().int().min(0).max(100);

/**
 * The shape the model must answer in. Scores are asked for exactly the scenario's graded
 * categories (pronunciation excepted: the model reads text, it cannot hear the student).
 */
export function gradingSchema(gradedCategories: FeedbackCategory[]) {
  const scored = gradedCategories.filter((category) => category !== 'PRONUNCIATION');
  const scoreShape = Object.fromEntries(scored.map((category) => [category, score])) as Record<
    FeedbackCategory,
    typeof score
  >;
  return z.object({
    correctness: z.enum(CORRECTNESS_VALUES),
    stepAchieved: z.boolean(),
    usedNativeLanguage: z.boolean(),
    vocabularyUsed: z.array(z.string()),
    feedback: z
      .array(
        z.object({
          category: z.enum(FEEDBACK_CATEGORIES),
          severity: z.enum(['error', 'advice']),
          message: z.string().min(1),
          excerpt: z.string(),
          suggestion: z.string().nullable(),
        }),
      )
      .max(MAX_FEEDBACK_ITEMS),
    categoryScores: z.object(scoreShape),
  });
}

export type ModelGrade = z.infer<ReturnType<typeof gradingSchema>>;

export const suggestionsSchema = z.object({
  suggestions: z.array(z.string().min(1)).min(1).max(3),
});
