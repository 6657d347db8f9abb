import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LOCALE,
  isRtl,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  type Locale,
  matchLocale,
} from '../config/locales.ts';
import { isolateFrom } from './bidi.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { setRequestLanguage } from './request-language.ts';
import { loadRtlCache } from './rtl-cache.ts';

/**
 * One catalogue per language, each its own chunk: a visitor downloads only the language they
 * read, and the entry chunk does not grow as features add strings (decision 0012).
 */
const catalogues: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en/translation.json'),
  es: () => import('../locales/es/translation.json'),
  ar: () => import('../locales/ar/translation.json'),
  de: () => import('../locales/de/translation.json'),
  fr: () => import('../locales/fr/translation.json'),
  'zh-Hans': () => import('../locales/zh-Hans/translation.json'),
};

/**
 * Scripts the body font (Outfit, Latin) lacks: their fonts load only when the interface needs
 * them, so a Latin-script page never downloads the Arabic or CJK @font-face rules.
 */
const scriptFonts: Partial<Record<Locale, () => Promise<unknown>>> = {
  ar: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/600.css'),
    ]),
  'zh-Hans': () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/600.css'),
    ]),
};

export function initialLocale(): Locale {
  return matchLocale([readCookie(LANGUAGE_COOKIE), ...navigator.languages]);
}

/** The script's font and, right to left, the mirroring style cache. */
async function loadScriptSupport(locale: Locale): Promise<void> {
  const loadFont = scriptFonts[locale]?.().catch(() => undefined);
  await Promise.all([loadFont, isRtl(locale) ? loadRtlCache() : undefined]);
}

async function loadLocale(locale: Locale): Promise<void> {
  const loadSupport = loadScriptSupport(locale);
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const catalogue = await catalogues[locale]();
    i18next.addResourceBundle(locale, 'translation', catalogue.default, true, true);
  }
  await loadSupport;
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  setRequestLanguage(locale);
}

let initialised: Promise<typeof i18next> | null = null;

/**
 * Loads the chosen locale's catalogue, and only that one: every catalogue holds every key (the
 * locales test checks), so English is not fetched as a fallback for the other languages.
 * main.tsx starts this beside the router, so the catalogue downloads with the route's chunks.
 */
export function initI18n(locale: Locale): Promise<typeof i18next> {
  initialised ??= (async () => {
    const [catalogue] = await Promise.all([catalogues[locale](), loadScriptSupport(locale)]);
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: catalogue.default } },
      partialBundledLanguages: true,
      // React escapes what it renders; the interpolated names and titles are isolated instead.
      interpolation: {
        escapeValue: true,
        escape: (value: string) => isolateFrom(value, i18next.dir(i18next.language)),
      },
      returnNull: false,
    });
    applyDocumentLanguage(locale);
    return i18next;
  })();
  return initialised;
}

/** Settles once the first catalogue is in: what translates before the first render waits. */
export async function translationsReady(): Promise<void> {
  await initialised;
}

/** Switches the interface language and remembers it in the language cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
  writeCookie(LANGUAGE_COOKIE, locale, {
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function currentLocale(): Locale {
  return matchLocale([i18next.language]);
}
