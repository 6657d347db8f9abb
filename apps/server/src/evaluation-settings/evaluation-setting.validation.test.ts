import { describe, expect, it } from 'vitest';
import { parseInput, ValidationFailure } from '../graphql/validation.ts';
import type { Locale } from '../platform/locales.ts';
import { evaluationSettingInputSchema } from './evaluation-setting.validation.ts';

const valid = () => ({
  name: 'Weekly speaking check',
  attemptMode: 'LIMITED',
  maxAttempts: 3,
  helpFeatures: ['VIEW_TRANSLATION', 'VIEW_TRANSCRIPTION', 'VIEW_TRANSLATION'],
  gradedCategories: [
    { category: 'GRAMMAR', weight: 50 },
    { category: 'VOCABULARY', weight: 50 },
  ],
  passingScore: 60,
  maxDurationSeconds: 600,
  liveFeedback: true,
});

function errorsOf(input: unknown, locale: Locale = 'en') {
  try {
    parseInput(evaluationSettingInputSchema(locale), input, locale);
  } catch (error) {
    if (error instanceof ValidationFailure) {
      return Object.fromEntries(error.errors.map((entry) => [entry.field, entry.messages]));
    }
    throw error;
  }
  return {};
}

describe('evaluation setting input validation', () => {
  it('accepts LIMITED with a number of attempts and removes repeated help features', () => {
    const parsed = parseInput(evaluationSettingInputSchema('en'), valid(), 'en');
    expect(parsed.maxAttempts).toBe(3);
    expect(parsed.helpFeatures).toEqual(['VIEW_TRANSCRIPTION', 'VIEW_TRANSLATION']);
  });

  it('drops the number of attempts for DISABLED and UNLIMITED', () => {
    for (const attemptMode of ['DISABLED', 'UNLIMITED']) {
      const parsed = parseInput(
        evaluationSettingInputSchema('en'),
        { ...valid(), attemptMode },
        'en',
      );
      expect(parsed.maxAttempts).toBeNull();
    }
  });

  it('refuses LIMITED without attempts, or with attempts out of range', () => {
    expect(errorsOf({ ...valid(), maxAttempts: null })).toEqual({
      maxAttempts: ['Enter the number of attempts, from 1 to 50.'],
    });
    expect(errorsOf({ ...valid(), maxAttempts: 0 }, 'es')).toEqual({
      maxAttempts: ['Introduce el número de intentos, de 1 a 50.'],
    });
  });

  it('reports LIMITED without attempts together with the other errors', () => {
    expect(errorsOf({ ...valid(), name: '', maxAttempts: undefined })).toEqual({
      name: ['This field is required.'],
      maxAttempts: ['Enter the number of attempts, from 1 to 50.'],
    });
  });

  it('refuses graded category weights that do not add up to 100, and repeated categories', () => {
    expect(
      errorsOf({
        ...valid(),
        gradedCategories: [
          { category: 'GRAMMAR', weight: 50 },
          { category: 'GRAMMAR', weight: 20 },
        ],
      }),
    ).toEqual({
      'gradedCategories.1.category': ['This category is already graded.'],
      gradedCategories: ['The category weights must add up to 100 (now 70).'],
    });
    expect(errorsOf({ ...valid(), gradedCategories: [] }, 'ar')).toEqual({
      gradedCategories: ['اختر فئة تقييم واحدة على الأقل.'],
    });
  });

  it('refuses a passing score outside 0–100 and a time limit under a minute', () => {
    expect(errorsOf({ ...valid(), passingScore: 101, maxDurationSeconds: 30 }, 'zh-Hans')).toEqual({
      passingScore: ['请输入 0 到 100 之间的分数。'],
      maxDurationSeconds: ['请输入 1 到 240 分钟之间的时长。'],
    });
  });
});
