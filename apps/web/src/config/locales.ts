export const LOCALES = ['en', 'es', 'ar', 'de', 'fr', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const RTL_LANGUAGES = ['ar', 'fa', 'he'] as const;

export function isRtl(language: string): boolean {
  const base = language.split('-')[0] ?? language;
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}
