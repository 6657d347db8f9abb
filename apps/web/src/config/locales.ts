export const LOCALES = ['en', 'es', 'ar', 'de', 'fr', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const RTL_LANGUAGES = ['ar', 'fa', 'he'] as const;

/** Each interface language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  de: 'Deutsch',
  fr: 'Français',
  'zh-Hans': '简体中文',
};

/** The chosen interface language, remembered across visits. */
export const LANGUAGE_COOKIE = 'charla-language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isRtl(language: string): boolean {
  const base = language.split('-')[0] ?? language;
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The best supported locale for a list of BCP 47 tags ("es-MX" → es, "zh-CN" → zh-Hans). */
export function matchLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const base = candidate.split('-')[0]?.toLowerCase();
    if (base === 'zh') return 'zh-Hans';
    const partial = LOCALES.find((locale) => locale === base);
    if (partial) return partial;
  }
  return FALLBACK_LOCALE;
}
