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
