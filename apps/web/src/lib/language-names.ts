import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What the API sends about a language: its catalogue name (in English) and its code. */
export type NamedLanguage = { name: string; isoLanguageCode: string };

// One Intl.DisplayNames per interface language: building one loads locale data, and a list of
// classrooms or a language picker asks for many names per render. `null`: the locale is refused.
const displayNamesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNamesFor(locale: string): Intl.DisplayNames | null {
  let names = displayNamesByLocale.get(locale);
  if (names === undefined) {
    try {
      // fallback 'none': an unknown code gives undefined (not the code itself), so the
      // catalogue's name is shown instead.
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNamesByLocale.set(locale, names);
  }
  return names;
}

/**
 * A language's name in the interface language ("es" is "Spanish" in English, "Español" in
 * Spanish, "الإسبانية" in Arabic), else `fallback` (the catalogue's name) for a code the browser
 * does not know. The first letter is capitalised as in a menu or a label (CLDR's "uiListOrMenu"
 * context), which Intl.DisplayNames leaves to the caller ("español" → "Español").
 */
export function languageName(isoLanguageCode: string, locale: string, fallback: string): string {
  let name: string | undefined;
  try {
    name = displayNamesFor(locale)?.of(isoLanguageCode);
  } catch {
    // A malformed code (RangeError): the catalogue's name is all there is.
  }
  if (!name) return fallback;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** `languageName` for the current interface language; a new function when the language changes. */
export function useLanguageName(): (language: NamedLanguage) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (language: NamedLanguage) => languageName(language.isoLanguageCode, locale, language.name),
    [locale],
  );
}

function collatorFor(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale);
  } catch {
    return new Intl.Collator();
  }
}

/**
 * The languages in the alphabetical order of their names in `locale`: the API lists them by
 * their English names, which is no order at all for a reader of Arabic or Chinese.
 */
export function sortByLanguageName<T extends NamedLanguage>(
  languages: readonly T[],
  locale: string,
): T[] {
  const collator = collatorFor(locale);
  return languages
    .map((language) => ({
      language,
      name: languageName(language.isoLanguageCode, locale, language.name),
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ language }) => language);
}

/** `sortByLanguageName` for the current interface language, for a picker's options. */
export function useLanguagesByName<T extends NamedLanguage>(languages: readonly T[]): T[] {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => sortByLanguageName(languages, locale), [languages, locale]);
}
