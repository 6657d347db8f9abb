import { z } from 'zod';
import { authoringIssue } from '../authoring/authoring-error.ts';
import { intInRange, perLocale, requiredText, says } from '../authoring/text-fields.ts';
import {
  ATTEMPT_MODES,
  FEEDBACK_CATEGORIES,
  HELP_FEATURES,
  MAX_ATTEMPTS_LIMIT,
} from '../db/schema/index.ts';
import type { Locale } from '../platform/locales.ts';

export const EVALUATION_SETTING_LIMITS = {
  nameMax: 120,
  maxAttempts: MAX_ATTEMPTS_LIMIT,
  durationMinSeconds: 60,
  durationMaxSeconds: 4 * 60 * 60,
} as const;

const L = EVALUATION_SETTING_LIMITS;

const gradedCategorySchema = (locale: Locale) =>
  z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    weight: intInRange(1, 100, 'WEIGHT_RANGE', locale),
  });

/**
 * An evaluation setting as its form sends it. `maxAttempts` is required for LIMITED and dropped
 * for the other modes (the form may keep a number while the teacher switches modes).
 */
export const evaluationSettingInputSchema = perLocale((locale: Locale) =>
  z
    .object({
      name: requiredText(locale, L.nameMax),
      attemptMode: z.enum(ATTEMPT_MODES),
      maxAttempts: z.number().nullish(),
      helpFeatures: z
        .array(z.enum(HELP_FEATURES))
        .nullish()
        .transform((features) => [...new Set(features ?? [])].sort()),
      gradedCategories: z
        .array(gradedCategorySchema(locale))
        .min(1, says('GRADED_CATEGORIES_REQUIRED', locale))
        .superRefine((categories, ctx) => {
          const seen = new Set<string>();
          categories.forEach((entry, index) => {
            if (seen.has(entry.category)) {
              ctx.addIssue({
                code: 'custom',
                path: [index, 'category'],
                ...authoringIssue('DUPLICATE_GRADED_CATEGORY', locale),
              });
            }
            seen.add(entry.category);
          });
          const total = categories.reduce((sum, entry) => sum + entry.weight, 0);
          if (categories.length > 0 && total !== 100) {
            ctx.addIssue({
              code: 'custom',
              ...authoringIssue('GRADED_CATEGORY_WEIGHTS_SUM', locale, { total }),
            });
          }
        }),
      passingScore: intInRange(0, 100, 'SCORE_RANGE', locale),
      maxDurationSeconds: intInRange(
        L.durationMinSeconds,
        L.durationMaxSeconds,
        'DURATION_RANGE',
        locale,
        { min: L.durationMinSeconds / 60, max: L.durationMaxSeconds / 60 },
      ).nullish(),
      liveFeedback: z
        .boolean()
        .nullish()
        .transform((value) => value ?? true),
    })
    .superRefine((input, ctx) => {
      if (input.attemptMode !== 'LIMITED') return;
      const attempts = input.maxAttempts;
      const valid =
        typeof attempts === 'number' &&
        Number.isInteger(attempts) &&
        attempts >= 1 &&
        attempts <= L.maxAttempts;
      if (!valid) {
        ctx.addIssue({
          code: 'custom',
          path: ['maxAttempts'],
          ...authoringIssue('MAX_ATTEMPTS_REQUIRED', locale, { max: L.maxAttempts }),
        });
      }
    })
    .transform(({ maxAttempts, maxDurationSeconds, ...input }) => ({
      ...input,
      maxAttempts: input.attemptMode === 'LIMITED' ? (maxAttempts ?? null) : null,
      maxDurationSeconds: maxDurationSeconds ?? null,
    })),
);

export type EvaluationSettingInput = z.output<ReturnType<typeof evaluationSettingInputSchema>>;
