import type { Locale } from '../platform/locales.ts';

const COPY_SUFFIX: Record<Locale, string> = {
  en: ' (copy)',
  es: ' (copia)',
  ar: ' (نسخة)',
  de: ' (Kopie)',
  fr: ' (copie)',
  'zh-Hans': '（副本）',
};

/** The title of a teacher's duplicate of their own item, kept within `max` characters. */
export function copyTitle(title: string, locale: Locale, max: number): string {
  const suffix = COPY_SUFFIX[locale];
  return `${[...title]
    .slice(0, max - [...suffix].length)
    .join('')
    .trimEnd()}${suffix}`;
}
