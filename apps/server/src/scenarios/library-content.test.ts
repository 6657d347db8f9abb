import { describe, expect, it } from 'vitest';
import { LIBRARY_CURRICULA, LIBRARY_SCENARIOS } from '../db/seed/library/index.ts';
import { parseInput } from '../graphql/validation.ts';
import { scenarioInputSchema } from './scenario.validation.ts';

const SOME_LANGUAGE_ID = '00000000-0000-4000-8000-000000000000';

describe('the public library content', () => {
  it.each(LIBRARY_SCENARIOS.map((scenario) => [scenario.key, scenario] as const))(
    '%s passes the same validation as a teacher’s scenario',
    (_key, { key: _k, languageCode: _l, vocabulary, ...scenario }) => {
      const input = { ...scenario, languageId: SOME_LANGUAGE_ID, vocabularyItems: vocabulary };
      const parsed = parseInput(scenarioInputSchema('en'), input, 'en');
      expect(parsed.steps).toHaveLength(scenario.steps.length);
    },
  );

  it.each(LIBRARY_SCENARIOS.map((scenario) => [scenario.key, scenario] as const))(
    '%s has 3–5 steps with lines and translations, 6–10 words and 2–4 rubrics',
    (_key, scenario) => {
      expect(scenario.steps.length).toBeGreaterThanOrEqual(3);
      expect(scenario.steps.length).toBeLessThanOrEqual(5);
      for (const step of scenario.steps) {
        expect(step.expectedPhrases.length).toBeGreaterThan(0);
        expect(step.scriptedLineTranslation).not.toBe('');
      }
      expect(scenario.vocabulary.length).toBeGreaterThanOrEqual(6);
      expect(scenario.vocabulary.length).toBeLessThanOrEqual(10);
      expect(scenario.vocabulary.some((item) => item.required)).toBe(true);
      expect(scenario.vocabulary.every((item) => item.translation !== '')).toBe(true);
      expect(scenario.rubrics.length).toBeGreaterThanOrEqual(2);
      expect(scenario.rubrics.length).toBeLessThanOrEqual(4);
      expect(scenario.openingMessageTranslation).not.toBe('');
    },
  );

  it('covers the six interface languages', () => {
    expect(new Set(LIBRARY_SCENARIOS.map((scenario) => scenario.languageCode))).toEqual(
      new Set(['en', 'es', 'ar', 'de', 'fr', 'zh-Hans']),
    );
    expect(new Set(LIBRARY_SCENARIOS.map((scenario) => scenario.key)).size).toBe(
      LIBRARY_SCENARIOS.length,
    );
  });

  it('builds each curriculum from library scenarios in its own language', () => {
    expect(LIBRARY_CURRICULA.length).toBeGreaterThanOrEqual(2);
    for (const curriculum of LIBRARY_CURRICULA) {
      expect(curriculum.scenarioKeys.length).toBeGreaterThanOrEqual(2);
      for (const key of curriculum.scenarioKeys) {
        const scenario = LIBRARY_SCENARIOS.find((candidate) => candidate.key === key);
        expect(scenario?.languageCode).toBe(curriculum.languageCode);
      }
    }
  });
});
