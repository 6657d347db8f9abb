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

/** Regions whose Chinese is written in Traditional characters unless the tag says otherwise. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The supported locale for one BCP 47 tag ("es-MX" → es, "zh-CN" → zh-Hans), or null.
 * Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is null, not zh-Hans: a reader of Traditional
 * characters is better served by their next language, or English, than by Simplified text. The
 * server matches Accept-Language the same way (apps/server/src/platform/locales.ts).
 */
function matchTag(tag: string): Locale | null {
  const [primary = '', ...subtags] = tag.trim().toLowerCase().split('-');
  if (primary === 'zh') {
    const script = subtags.find((subtag) => subtag.length === 4);
    if (script) return script === 'hans' ? 'zh-Hans' : null;
    return subtags.some((subtag) => TRADITIONAL_CHINESE_REGIONS.has(subtag)) ? null : 'zh-Hans';
  }
  return isLocale(primary) ? primary : null;
}

/** The first supported locale in a list of BCP 47 tags in order of preference, else English. */
export function matchLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const locale = matchTag(candidate);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}
