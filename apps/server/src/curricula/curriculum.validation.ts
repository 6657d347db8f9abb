import { z } from 'zod';
import { authoringIssue } from '../authoring/authoring-error.ts';
import { idField, optionalText, perLocale, requiredText, says } from '../authoring/text-fields.ts';
import { CEFR_LEVELS, VISIBILITIES } from '../db/schema/index.ts';
import type { Locale } from '../platform/locales.ts';

export const CURRICULUM_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  scenariosMax: 30,
} as const;

const L = CURRICULUM_LIMITS;

/** An ordered list of scenario ids, each at most once. */
export const scenarioIdListSchema = perLocale((locale: Locale) =>
  z
    .array(idField('SCENARIO_NOT_AVAILABLE', locale))
    .max(L.scenariosMax, says('TOO_MANY_CURRICULUM_SCENARIOS', locale, { max: L.scenariosMax }))
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            ...authoringIssue('DUPLICATE_CURRICULUM_SCENARIO', locale),
          });
        }
        seen.add(id);
      });
    }),
);

/** The curriculum as its editor sends it, scenarios in order. */
export const curriculumInputSchema = perLocale((locale: Locale) =>
  z.object({
    title: requiredText(locale, L.titleMax),
    description: optionalText(locale, L.descriptionMax),
    languageId: idField('UNKNOWN_LANGUAGE', locale),
    level: z.enum(CEFR_LEVELS),
    visibility: z
      .enum(VISIBILITIES)
      .nullish()
      .transform((value) => value ?? 'PRIVATE'),
    scenarioIds: z
      .array(z.string())
      .nullish()
      .transform((ids) => ids ?? [])
      .pipe(scenarioIdListSchema(locale)),
  }),
);

export type CurriculumInput = z.output<ReturnType<typeof curriculumInputSchema>>;
