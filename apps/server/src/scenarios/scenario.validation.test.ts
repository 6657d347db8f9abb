import { describe, expect, it } from 'vitest';
import { parseInput, ValidationFailure } from '../graphql/validation.ts';
import { scenarioInputSchema } from './scenario.validation.ts';
import { scenarioInput } from './scenario-input.fixture.ts';

const LANGUAGE_ID = '7d5c8a3e-0b7b-4a63-9a43-2f9f4c1f8e10';

const validScenarioInput = () => scenarioInput(LANGUAGE_ID);

function errorsOf(input: unknown, locale: 'en' | 'es' | 'ar' | 'de' | 'fr' | 'zh-Hans' = 'en') {
  try {
    parseInput(scenarioInputSchema(locale), input, locale);
  } catch (error) {
    if (error instanceof ValidationFailure) {
      return Object.fromEntries(error.errors.map((entry) => [entry.field, entry.messages]));
    }
    throw error;
  }
  return {};
}

describe('scenario input validation', () => {
  it('accepts a complete scenario and normalises optional fields', () => {
    const input = { ...validScenarioInput(), description: null, vocabularyItems: null };
    const parsed = parseInput(scenarioInputSchema('en'), input, 'en');
    expect(parsed.description).toBe('');
    expect(parsed.vocabularyItems).toEqual([]);
    expect(parsed.voiceName).toBeNull();
  });

  it('trims text, drops empty and repeated expected phrases', () => {
    const input = validScenarioInput();
    input.title = '  At the bakery  ';
    input.steps[0] = {
      ...input.steps[0],
      expectedPhrases: [' hola ', '', 'Hola', 'buenos días'],
    } as (typeof input.steps)[0];
    const parsed = parseInput(scenarioInputSchema('en'), input, 'en');
    expect(parsed.title).toBe('At the bakery');
    expect(parsed.steps[0]?.expectedPhrases).toEqual(['hola', 'buenos días']);
  });

  it('refuses a scenario without steps, in the user language', () => {
    expect(errorsOf({ ...validScenarioInput(), steps: [] })).toEqual({
      steps: ['Add at least one step.'],
    });
    expect(errorsOf({ ...validScenarioInput(), steps: [] }, 'es')).toEqual({
      steps: ['Añade al menos un paso.'],
    });
  });

  it('refuses vocabulary repeated regardless of case, naming the repeated item', () => {
    const input = validScenarioInput();
    input.vocabularyItems.push({
      kind: 'WORD',
      text: 'Pan',
      translation: 'bread',
      required: false,
    });
    expect(errorsOf(input)).toEqual({
      'vocabularyItems.3.text': ['"Pan" is already in the vocabulary list.'],
    });
    expect(errorsOf(input, 'de')).toEqual({
      'vocabularyItems.3.text': ['„Pan“ steht bereits in der Vokabelliste.'],
    });
  });

  it('refuses rubric weights that do not add up to 100', () => {
    const input = validScenarioInput();
    input.rubrics[1] = { ...input.rubrics[1], weight: 30 } as (typeof input.rubrics)[1];
    expect(errorsOf(input)).toEqual({
      rubrics: ['The rubric weights must add up to 100 (now 90).'],
    });
    expect(errorsOf(input, 'fr')).toEqual({
      rubrics: ["Les poids des grilles d'évaluation doivent totaliser 100 (actuellement 90)."],
    });
  });

  it('refuses two rubrics for one category and a scenario without rubrics', () => {
    const input = validScenarioInput();
    input.rubrics[1] = { ...input.rubrics[1], category: 'VOCABULARY' } as (typeof input.rubrics)[1];
    expect(errorsOf(input)).toEqual({
      'rubrics.1.category': ['There is already a rubric for this category.'],
    });
    expect(errorsOf({ ...validScenarioInput(), rubrics: [] }, 'zh-Hans')).toEqual({
      rubrics: ['请至少添加一项评分标准。'],
    });
  });

  it('reports every missing field of a step and of the scenario at once', () => {
    const input = validScenarioInput();
    input.title = '   ';
    input.steps[0] = { ...input.steps[0], goal: '', scriptedLine: '' } as (typeof input.steps)[0];
    expect(errorsOf(input, 'ar')).toEqual({
      title: ['هذا الحقل مطلوب.'],
      'steps.0.goal': ['هذا الحقل مطلوب.'],
      'steps.0.scriptedLine': ['هذا الحقل مطلوب.'],
    });
  });

  it('refuses a duration outside 1 to 120 minutes and an unknown language id', () => {
    expect(
      errorsOf({ ...validScenarioInput(), estimatedDurationSeconds: 10, languageId: 'fr' }),
    ).toEqual({
      estimatedDurationSeconds: ['Enter a duration from 1 to 120 minutes.'],
      languageId: ['Choose a language from the list.'],
    });
  });

  it('refuses a step id sent twice', () => {
    const input = validScenarioInput();
    const step = { ...input.steps[0], id: LANGUAGE_ID } as (typeof input.steps)[0];
    input.steps = [step, step];
    expect(errorsOf(input)).toEqual({
      'steps.1.id': ['This step does not belong to the scenario.'],
    });
  });
});
