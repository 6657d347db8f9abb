/** The interface languages; server messages (GraphQL, the auth API) exist in each. */
export const LOCALES = ['en', 'es', 'ar', 'de', 'fr', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The best supported locale for a BCP 47 tag ("es-MX" → "es", "zh-CN" → "zh-Hans"). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-Hans';
  const primary = lower.split('-')[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/** The first supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}
