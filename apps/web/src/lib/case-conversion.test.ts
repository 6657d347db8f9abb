import { describe, expect, it } from 'vitest';
import { convertCase, UnknownCaseStyleError } from './case-conversion.ts';

describe('convertCase', () => {
  const input = 'practice intent_detail-page';

  it.each([
    ['camelCase', 'practiceIntentDetailPage'],
    ['PascalCase', 'PracticeIntentDetailPage'],
    ['snake_case', 'practice_intent_detail_page'],
    ['kebab-case', 'practice-intent-detail-page'],
  ])('converts to %s', (style, expected) => {
    expect(convertCase(input, style)).toBe(expected);
  });

  it('lowercases and uppercases as is', () => {
    expect(convertCase('Help Features', 'lowercase')).toBe('help features');
    expect(convertCase('Help Features', 'UPPERCASE')).toBe('HELP FEATURES');
  });

  it('splits camel and Pascal case words, acronyms included', () => {
    expect(convertCase('viewTranscriptionHTTPStatus', 'snake_case')).toBe(
      'view_transcription_http_status',
    );
    expect(convertCase('USE_NATIVE_LANGUAGE', 'camelCase')).toBe('useNativeLanguage');
  });

  it('refuses any other style', () => {
    expect(() => convertCase('x', 'Title Case')).toThrow(UnknownCaseStyleError);
  });
});
