import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, matchLocale } from './locales.ts';

describe('locale matching', () => {
  it('maps regional and Simplified Chinese tags onto the six', () => {
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('zh')).toBe('zh-Hans');
    expect(matchLocale('zh-CN')).toBe('zh-Hans');
    expect(matchLocale('zh-Hans-HK')).toBe('zh-Hans');
    expect(matchLocale('it')).toBeNull();
  });

  it('does not offer Simplified Chinese to a reader of Traditional Chinese', () => {
    for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN', 'ZH-tw']) {
      expect(matchLocale(tag), tag).toBeNull();
    }
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9,es;q=0.8')).toBe('zh-Hans');
    expect(localeFromAcceptLanguage('zh-TW,zh-Hant;q=0.9,es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('zh-HK')).toBeNull();
  });

  it('never picks a language the header marks not acceptable (q=0)', () => {
    expect(localeFromAcceptLanguage('fr;q=0, de;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('es;q=0.0, it')).toBeNull();
    expect(localeFromAcceptLanguage('ar;q=0.000')).toBeNull();
  });

  it('ranks by quality, then by order in the header', () => {
    expect(localeFromAcceptLanguage('it-IT,it;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeFromAcceptLanguage('ar;q=0.4, de')).toBe('de');
    expect(localeFromAcceptLanguage('es;q=0.7, fr;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});
