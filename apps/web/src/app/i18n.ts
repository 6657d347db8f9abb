import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../config/locales.ts';
import en from '../locales/en.json';

const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: async () => ({ default: en }),
  es: () => import('../locales/es.json'),
  ar: () => import('../locales/ar.json'),
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  'zh-Hans': () => import('../locales/zh-Hans.json'),
};

export function matchLocale(candidates: readonly string[]): Locale {
  for (const candidate of candidates) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const base = candidate.split('-')[0]?.toLowerCase();
    if (base === 'zh') return 'zh-Hans';
    const partial = LOCALES.find((locale) => locale === base);
    if (partial) return partial;
  }
  return FALLBACK_LOCALE;
}

/** Loads the chosen locale's catalogue (English ships in the first chunk as the fallback). */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== 'en') {
    const catalogue = await loaders[locale]();
    i18next.addResourceBundle(locale, 'translation', catalogue.default, true, true);
  }
  return i18next;
}
