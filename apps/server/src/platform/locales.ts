/** The interface languages; server messages (GraphQL, the auth API) exist in each. */
export const LOCALES = ['en', 'es', 'ar', 'de', 'fr', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Regions whose Chinese is written in Traditional characters unless the tag says otherwise. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The best supported locale for a BCP 47 tag ("es-MX" → "es", "zh-CN" → "zh-Hans"), or null.
 * Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is null, not zh-Hans: a reader of Traditional
 * characters is better served by their next language, or English, than by Simplified text.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const [primary = '', ...subtags] = tag.trim().toLowerCase().split('-');
  if (primary === 'zh') {
    const script = subtags.find((subtag) => subtag.length === 4);
    if (script) return script === 'hans' ? 'zh-Hans' : null;
    return subtags.some((subtag) => TRADITIONAL_CHINESE_REGIONS.has(subtag)) ? null : 'zh-Hans';
  }
  return isLocale(primary) ? primary : null;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by quality, ties in
 * header order). q=0 means "not acceptable" (RFC 9110, 12.4.2): such a tag is left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/** The first supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  for (const tag of acceptedLanguages(header)) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}
