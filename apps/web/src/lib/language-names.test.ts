import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/i18n.ts';
import { languageName, sortByLanguageName, useLanguageName } from './language-names.ts';

describe('languageName', () => {
  it('names a language in the interface language, capitalised as a label', () => {
    expect(languageName('es', 'en', 'Spanish')).toBe('Spanish');
    expect(languageName('es', 'es', 'Spanish')).toBe('Español');
    expect(languageName('fr', 'es', 'French')).toBe('Francés');
    expect(languageName('es', 'ar', 'Spanish')).toBe('الإسبانية');
    expect(languageName('es', 'zh-Hans', 'Spanish')).toBe('西班牙语');
    expect(languageName('de', 'de', 'German')).toBe('Deutsch');
  });

  it('names a script variant, not only the base language', () => {
    expect(languageName('zh-Hant', 'en', 'Chinese (Traditional)')).toBe('Traditional Chinese');
    expect(languageName('zh-Hans', 'ar', 'Chinese (Simplified)')).toBe('الصينية المبسطة');
  });

  it("falls back to the catalogue's name for a code the browser does not know", () => {
    expect(languageName('qaa', 'es', 'Klingon')).toBe('Klingon');
    expect(languageName('not a code', 'es', 'Elvish')).toBe('Elvish');
    expect(languageName('es', 'not a locale!', 'Spanish')).toBe('Spanish');
  });
});

describe('sortByLanguageName', () => {
  const catalogue = [
    { name: 'Arabic', isoLanguageCode: 'ar' },
    { name: 'English', isoLanguageCode: 'en' },
    { name: 'German', isoLanguageCode: 'de' },
    { name: 'Spanish', isoLanguageCode: 'es' },
  ];
  const codes = (locale: string) =>
    sortByLanguageName(catalogue, locale).map((language) => language.isoLanguageCode);

  it('orders the languages by their names in the interface language', () => {
    expect(codes('en')).toEqual(['ar', 'en', 'de', 'es']);
    // Alemán, Árabe, Español, Inglés.
    expect(codes('es')).toEqual(['de', 'ar', 'es', 'en']);
    // الإسبانية، الألمانية، الإنجليزية، العربية
    expect(codes('ar')).toEqual(['es', 'de', 'en', 'ar']);
  });
});

describe('useLanguageName', () => {
  beforeAll(setupTestI18n);
  afterAll(() => i18next.changeLanguage('en'));

  it('follows the interface language', async () => {
    const spanish = { name: 'Spanish', isoLanguageCode: 'es' };
    const { result } = renderHook(() => useLanguageName());
    expect(result.current(spanish)).toBe('Spanish');
    await act(() => i18next.changeLanguage('ar'));
    expect(result.current(spanish)).toBe('الإسبانية');
  });
});
