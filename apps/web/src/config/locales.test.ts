import { describe, expect, it } from 'vitest';
import { isRtl, LANGUAGE_COOKIE_MAX_AGE_SECONDS, matchLocale } from './locales.ts';

describe('locales', () => {
  it('picks the best supported locale, English by default', () => {
    expect(matchLocale(['es-MX', 'en'])).toBe('es');
    expect(matchLocale(['zh-CN'])).toBe('zh-Hans');
    expect(matchLocale(['ja', 'fr-CA'])).toBe('fr');
    expect(matchLocale(['ja'])).toBe('en');
    expect(matchLocale([undefined, 'ar'])).toBe('ar');
  });

  it('reads Simplified Chinese from a Hans script, plain zh or a Simplified region', () => {
    expect(
      ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK', 'ZH-hans-tw'].map((tag) =>
        matchLocale([tag]),
      ),
    ).toEqual(['zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans']);
  });

  it('never answers Traditional Chinese in Simplified, moving on to the next preference', () => {
    expect(matchLocale(['zh-TW', 'ja', 'fr'])).toBe('fr');
    expect(matchLocale(['zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN'])).toBe('en');
    expect(matchLocale(['zh-Hant-TW', 'zh-CN'])).toBe('zh-Hans');
  });

  it('keeps the remembered language: the cookie holds a locale exactly as the switcher wrote it', () => {
    expect(matchLocale(['zh-Hans', 'de-DE'])).toBe('zh-Hans');
    expect(matchLocale(['de', 'zh-CN'])).toBe('de');
  });

  it('lays out Arabic, Persian and Hebrew right to left, including regional variants', () => {
    expect(['ar', 'fa', 'he', 'ar-EG', 'he-IL'].map(isRtl)).toEqual([true, true, true, true, true]);
  });

  it('keeps the other interface languages left to right', () => {
    expect(['en', 'es', 'de', 'fr', 'zh-Hans'].some(isRtl)).toBe(false);
  });

  it('remembers the language for 365 days', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});
