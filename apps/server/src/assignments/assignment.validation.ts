import { z } from 'zod';
import { authoringIssue } from '../authoring/authoring-error.ts';
import { idField, optionalText, perLocale, requiredText, says } from '../authoring/text-fields.ts';
import type { Locale } from '../platform/locales.ts';

export const ASSIGNMENT_LIMITS = {
  titleMax: 120,
  instructionsMax: 2000,
  studentsMax: 500,
  extraAttemptsMax: 20,
} as const;

const L = ASSIGNMENT_LIMITS;

/**
 * A practice assignment as the assign dialog sends it: exactly one of scenario and curriculum,
 * `studentProfileIds` empty for the whole classroom, `startsAt` now when left out.
 */
export const assignmentInputSchema = perLocale((locale: Locale) =>
  z
    .object({
      title: requiredText(locale, L.titleMax),
      instructions: optionalText(locale, L.instructionsMax),
      classroomId: idField('NOT_FOUND', locale),
      scenarioId: idField('SCENARIO_NOT_AVAILABLE', locale).nullish(),
      curriculumId: idField('NOT_FOUND', locale).nullish(),
      evaluationSettingId: idField('NOT_FOUND', locale),
      studentProfileIds: z
        .array(idField('STUDENT_NOT_IN_CLASSROOM', locale))
        .max(L.studentsMax)
        .nullish()
        .transform((ids) => [...new Set(ids ?? [])]),
      startsAt: z.date().nullish(),
      dueAt: z.date().nullish(),
    })
    .superRefine((input, ctx) => {
      if (!input.scenarioId === !input.curriculumId) {
        ctx.addIssue({
          code: 'custom',
          path: ['scenarioId'],
          ...authoringIssue('ASSIGNMENT_TARGET_REQUIRED', locale),
        });
      }
    })
    .transform((input) => ({
      ...input,
      scenarioId: input.scenarioId ?? null,
      curriculumId: input.curriculumId ?? null,
      startsAt: input.startsAt ?? null,
      dueAt: input.dueAt ?? null,
    })),
);

export type AssignmentInput = z.output<ReturnType<typeof assignmentInputSchema>>;

export const extensionInputSchema = perLocale((locale: Locale) =>
  z
    .object({
      assignmentId: idField('NOT_FOUND', locale),
      studentProfileId: idField('STUDENT_NOT_IN_CLASSROOM', locale),
      dueAt: z.date().nullish(),
      extraAttempts: z
        .number()
        .int()
        .min(0)
        .max(L.extraAttemptsMax, says('TOO_LONG', locale, { max: L.extraAttemptsMax }))
        .nullish(),
    })
    .superRefine((input, ctx) => {
      if (!input.dueAt && !input.extraAttempts) {
        ctx.addIssue({ code: 'custom', ...authoringIssue('EXTENSION_EMPTY', locale) });
      }
    }),
);

export type ExtensionInput = z.output<ReturnType<typeof extensionInputSchema>>;
