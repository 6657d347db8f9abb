import { z } from 'zod';
import {
  intInRange,
  optionalText,
  perLocale,
  requiredText,
  says,
} from '../authoring/text-fields.ts';
import { FEEDBACK_CATEGORIES } from '../db/schema/index.ts';
import type { Locale } from '../platform/locales.ts';

export const REVIEW_LIMITS = {
  feedbackItemsMax: 20,
  feedbackMessageMax: 500,
  excerptMax: 200,
  commentMax: 2000,
} as const;

const L = REVIEW_LIMITS;

/** A feedback item as the teacher leaves it: the tutor's items edited, or new ones (code TEACHER). */
const feedbackItemSchema = (locale: Locale) =>
  z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    code: z
      .string()
      .nullish()
      .transform((code) => code?.trim() || 'TEACHER')
      .pipe(z.string().max(40, says('TOO_LONG', locale, { max: 40 }))),
    severity: z.enum(['error', 'advice']),
    message: requiredText(locale, L.feedbackMessageMax),
    excerpt: optionalText(locale, L.excerptMax).transform((text) => text || null),
    suggestion: optionalText(locale, L.excerptMax).transform((text) => text || null),
    span: z
      .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
      .nullish()
      .transform((span) => span ?? null),
  });

export const messageGradeInputSchema = perLocale((locale: Locale) =>
  z.object({
    messageId: z.string(),
    correctness: z.enum(['YES', 'PARTIAL', 'NO']),
    feedback: z.array(feedbackItemSchema(locale)).max(L.feedbackItemsMax),
  }),
);

export const attemptGradeInputSchema = perLocale((locale: Locale) =>
  z.object({
    intentId: z.string(),
    categoryScores: z
      .array(
        z.object({
          category: z.enum(FEEDBACK_CATEGORIES),
          score: intInRange(0, 100, 'SCORE_RANGE', locale),
        }),
      )
      .max(FEEDBACK_CATEGORIES.length)
      .nullish()
      .transform((scores) => scores ?? []),
    overallScore: intInRange(0, 100, 'SCORE_RANGE', locale).nullish(),
    comment: optionalText(locale, L.commentMax),
  }),
);

export type MessageGradeInput = z.output<ReturnType<typeof messageGradeInputSchema>>;
export type AttemptGradeInput = z.output<ReturnType<typeof attemptGradeInputSchema>>;
