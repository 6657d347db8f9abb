import { z } from 'zod';
import { authoringIssue } from '../authoring/authoring-error.ts';
import {
  idField,
  intInRange,
  optionalText,
  perLocale,
  requiredText,
  says,
} from '../authoring/text-fields.ts';
import {
  CEFR_LEVELS,
  FEEDBACK_CATEGORIES,
  ITEM_KINDS,
  VISIBILITIES,
  VOICE_GENDERS,
} from '../db/schema/index.ts';
import type { Locale } from '../platform/locales.ts';

export const SCENARIO_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  nameMax: 80,
  roleMax: 200,
  personalityMax: 500,
  goalMax: 500,
  lineMax: 1000,
  voiceNameMax: 200,
  durationMinSeconds: 60,
  durationMaxSeconds: 2 * 60 * 60,
  stepsMax: 20,
  expectedPhrasesMax: 20,
  phraseMax: 200,
  vocabularyMax: 50,
  vocabularyTextMax: 100,
  translationMax: 300,
  criteriaMax: 1000,
  attachmentsMax: 10,
} as const;

const L = SCENARIO_LIMITS;

/** The key the lower(text) unique index compares: case does not count, accents do. */
export const vocabularyKey = (text: string) => text.normalize('NFC').trim().toLowerCase();

const stepSchema = (locale: Locale) =>
  z.object({
    /** Present for an existing step (its id is kept), absent for a new one. */
    id: z.string().nullish(),
    title: requiredText(locale, L.titleMax),
    goal: requiredText(locale, L.goalMax),
    expectedPhrases: z
      .array(optionalText(locale, L.phraseMax))
      .nullish()
      .transform((phrases) => uniqueNonEmpty(phrases ?? []))
      .pipe(
        z
          .array(z.string())
          .max(
            L.expectedPhrasesMax,
            says('TOO_MANY_EXPECTED_PHRASES', locale, { max: L.expectedPhrasesMax }),
          ),
      ),
    scriptedLine: requiredText(locale, L.lineMax),
    scriptedLineTranslation: optionalText(locale, L.lineMax),
  });

const vocabularyItemSchema = (locale: Locale) =>
  z.object({
    kind: z.enum(ITEM_KINDS),
    text: requiredText(locale, L.vocabularyTextMax),
    translation: optionalText(locale, L.translationMax),
    required: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  });

const rubricSchema = (locale: Locale) =>
  z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    criteria: requiredText(locale, L.criteriaMax),
    weight: intInRange(1, 100, 'WEIGHT_RANGE', locale),
  });

/** The whole scenario as the editor sends it: fields plus its steps, vocabulary and rubrics. */
export const scenarioInputSchema = perLocale((locale: Locale) =>
  z.object({
    title: requiredText(locale, L.titleMax),
    description: optionalText(locale, L.descriptionMax),
    languageId: idField('UNKNOWN_LANGUAGE', locale),
    level: z.enum(CEFR_LEVELS),
    characterName: requiredText(locale, L.nameMax),
    characterRole: requiredText(locale, L.roleMax),
    characterPersonality: optionalText(locale, L.personalityMax),
    voiceGender: z.enum(VOICE_GENDERS),
    voiceName: optionalText(locale, L.voiceNameMax).transform((value) => value || null),
    studentRole: requiredText(locale, L.roleMax),
    studentGoal: requiredText(locale, L.goalMax),
    openingMessage: requiredText(locale, L.lineMax),
    openingMessageTranslation: optionalText(locale, L.lineMax),
    estimatedDurationSeconds: intInRange(
      L.durationMinSeconds,
      L.durationMaxSeconds,
      'DURATION_RANGE',
      locale,
      { min: L.durationMinSeconds / 60, max: L.durationMaxSeconds / 60 },
    ),
    visibility: z
      .enum(VISIBILITIES)
      .nullish()
      .transform((value) => value ?? 'PRIVATE'),
    steps: z
      .array(stepSchema(locale))
      .min(1, says('STEPS_REQUIRED', locale))
      .max(L.stepsMax, says('TOO_MANY_STEPS', locale, { max: L.stepsMax }))
      .superRefine((steps, ctx) => {
        const seen = new Set<string>();
        steps.forEach((step, index) => {
          if (!step.id) return;
          if (seen.has(step.id)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              ...authoringIssue('UNKNOWN_STEP', locale),
            });
          }
          seen.add(step.id);
        });
      }),
    vocabularyItems: z
      .array(vocabularyItemSchema(locale))
      .max(L.vocabularyMax, says('TOO_MANY_VOCABULARY_ITEMS', locale, { max: L.vocabularyMax }))
      .nullish()
      .transform((items) => items ?? [])
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          const key = vocabularyKey(item.text);
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'text'],
              ...authoringIssue('DUPLICATE_VOCABULARY', locale, { text: item.text }),
            });
          }
          seen.add(key);
        });
      }),
    rubrics: z
      .array(rubricSchema(locale))
      .min(1, says('RUBRICS_REQUIRED', locale))
      .superRefine((rubrics, ctx) => {
        const seen = new Set<string>();
        rubrics.forEach((rubric, index) => {
          if (seen.has(rubric.category)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'category'],
              ...authoringIssue('DUPLICATE_RUBRIC_CATEGORY', locale),
            });
          }
          seen.add(rubric.category);
        });
        const total = rubrics.reduce((sum, rubric) => sum + rubric.weight, 0);
        if (rubrics.length > 0 && total !== 100) {
          ctx.addIssue({
            code: 'custom',
            ...authoringIssue('RUBRIC_WEIGHTS_SUM', locale, { total }),
          });
        }
      }),
  }),
);

export type ScenarioInput = z.output<ReturnType<typeof scenarioInputSchema>>;
export type ScenarioStepInput = ScenarioInput['steps'][number];

function uniqueNonEmpty(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.toLowerCase();
    if (phrase === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
