import { describe, expect, it } from 'vitest';
import type { IssueCode } from './embedded/issue.ts';
import { feedbackItemMessage, feedbackMessage, type MessageParams } from './feedback-messages.ts';
import { INTERFACE_LANGUAGES } from './tutor.ts';

/** The message in en, es, ar, de, fr and zh-Hans, in that order. */
const inEveryLanguage = (code: IssueCode, params: MessageParams) =>
  INTERFACE_LANGUAGES.map((language) => feedbackMessage(code, language, params));

describe('feedback messages', () => {
  it('quotes each listed item as the interface language does and joins them with its own words', () => {
    const items = ['la cuenta, por favor', 'quería'];
    expect(inEveryLanguage('REQUIRED_VOCABULARY_MISSING', { items })).toEqual([
      'Try to use: “la cuenta, por favor” and “quería”.',
      'Intenta usar: «la cuenta, por favor» y «quería».',
      'حاول أن تستخدم: «la cuenta, por favor» و«quería».',
      'Versuche, diese Wörter zu verwenden: „la cuenta, por favor“ und „quería“.',
      'Essaie d’utiliser : « la cuenta, por favor » et « quería ».',
      '试着使用：“la cuenta, por favor”和“quería”。',
    ]);
  });

  it('adds no full stop after an item or a goal that already ends its sentence', () => {
    const items = ['¿cuánto es?'];
    expect(inEveryLanguage('REQUIRED_VOCABULARY_MISSING', { items })).toEqual([
      'Try to use: “¿cuánto es?”',
      'Intenta usar: «¿cuánto es?»',
      'حاول أن تستخدم: «¿cuánto es?»',
      'Versuche, diese Wörter zu verwenden: „¿cuánto es?“',
      'Essaie d’utiliser : « ¿cuánto es? »',
      '试着使用：“¿cuánto es?”',
    ]);
    expect(feedbackMessage('STEP_NOT_ACHIEVED', 'en', { goal: 'Order a drink.' })).toBe(
      'You have not yet done what this step asks: Order a drink.',
    );
    expect(feedbackMessage('STEP_NOT_ACHIEVED', 'zh-Hans', { goal: 'Order a drink' })).toBe(
      '你还没有完成这一步的要求：Order a drink。',
    );
    expect(feedbackMessage('STEP_NOT_ACHIEVED', 'es', { goal: '¡Pide un café!' })).toBe(
      'Todavía no has hecho lo que pide este paso: ¡Pide un café!',
    );
  });

  it('offers linking words of the practised language as alternatives, in the interface language', () => {
    const examples = ['und', 'aber', 'weil'];
    expect(inEveryLanguage('FEW_CONNECTIVES', { examples })).toEqual([
      'Link your ideas with words such as “und”, “aber”, or “weil”.',
      'Une tus ideas con palabras como «und», «aber» o «weil».',
      'اربط أفكارك بكلمات مثل «und» أو «aber» أو «weil».',
      'Verbinde deine Gedanken mit Wörtern wie „und“, „aber“ oder „weil“.',
      'Relie tes idées avec des mots comme « und », « aber » ou « weil ».',
      '用“und”、“aber”或“weil”等词把你的想法连接起来。',
    ]);
  });

  it('writes numbers with the interface language’s decimal sign', () => {
    expect(feedbackMessage('LONG_PAUSES', 'de', { longest: 2.5 })).toBe(
      'Du hast mittendrin bis zu 2,5 s pausiert; versuch weiterzusprechen, auch langsam.',
    );
    expect(feedbackMessage('LONG_PAUSES', 'en', { longest: 2.5 })).toBe(
      'You stopped for up to 2.5 s in the middle; try to keep talking, even slowly.',
    );
  });

  it('writes a stored item again in each reader’s language from its code and params', () => {
    const item = {
      code: 'MISSING_ACCENT',
      message: '“cafe” needs an accent: “café”.',
      params: { word: 'cafe', suggestion: 'café' },
    };
    expect(feedbackItemMessage(item, 'ar')).toBe('تحتاج «cafe» إلى علامة نبر: «café».');
    expect(feedbackItemMessage(item, 'en')).toBe('“cafe” needs an accent: “café”.');
    expect(feedbackItemMessage(item, 'zh-Hans')).toBe('“cafe”需要重音符号：“café”。');
  });

  it('names the language a student wrote in, in the reader’s language', () => {
    const item = { code: 'WRONG_LANGUAGE', message: '', params: { language: 'fr' } };
    expect(feedbackItemMessage(item, 'en')).toBe(
      'You wrote in French. Try to say it in the language you are practising.',
    );
    expect(feedbackItemMessage(item, 'de')).toBe(
      'Du hast auf Französisch geschrieben. Versuche es in der Sprache, die du übst.',
    );
  });

  it('keeps the words of an item it cannot write again: no params, or a code of its own', () => {
    const stored = { code: 'SPELLING', message: 'Check the spelling.' };
    expect(feedbackItemMessage(stored, 'ar')).toBe('Check the spelling.');
    const model = { code: 'MODEL', message: 'Usa el pretérito.', params: {} };
    expect(feedbackItemMessage(model, 'en')).toBe('Usa el pretérito.');
  });
});
