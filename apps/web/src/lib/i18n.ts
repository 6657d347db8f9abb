import i18next, { type InitOptions, type i18n } from 'i18next';
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
import { LOCALE_SCRIPTS, loadScriptFont } from './script-fonts.ts';

type Catalogue = Record<string, unknown>;
type Part = 'sign-in' | 'rest';
type Loader = () => Promise<{ default: Catalogue }>;

/**
 * Each language's catalogue in two chunks (build/catalogue-parts-plugin.ts cuts them): the
 * strings the pages before sign-in use, and the rest. A visitor downloads only their language;
 * the sign-in page only its part, which does not grow as features add strings (decision 0013).
 */
const catalogues: Record<Locale, Record<Part, Loader>> = {
  en: {
    'sign-in': () => import('../locales/en/translation.json?part=sign-in'),
    rest: () => import('../locales/en/translation.json?part=rest'),
  },
  es: {
    'sign-in': () => import('../locales/es/translation.json?part=sign-in'),
    rest: () => import('../locales/es/translation.json?part=rest'),
  },
  ar: {
    'sign-in': () => import('../locales/ar/translation.json?part=sign-in'),
    rest: () => import('../locales/ar/translation.json?part=rest'),
  },
  de: {
    'sign-in': () => import('../locales/de/translation.json?part=sign-in'),
    rest: () => import('../locales/de/translation.json?part=rest'),
  },
  fr: {
    'sign-in': () => import('../locales/fr/translation.json?part=sign-in'),
    rest: () => import('../locales/fr/translation.json?part=rest'),
  },
  'zh-Hans': {
    'sign-in': () => import('../locales/zh-Hans/translation.json?part=sign-in'),
    rest: () => import('../locales/zh-Hans/translation.json?part=rest'),
  },
};

const fetched = new Map<string, Promise<Catalogue>>();
function fetchPart(locale: Locale, part: Part): Promise<Catalogue> {
  const key = `${locale}/${part}`;
  let loading = fetched.get(key);
  if (!loading) {
    loading = catalogues[locale][part]().then((module) => module.default);
    fetched.set(key, loading);
  }
  return loading;
}

/** Whether a page beyond sign-in has been opened: from then on every language loads whole. */
let everyString = false;
let activeLocale: Locale | null = null;

const partsNeeded = (): Part[] => (everyString ? ['sign-in', 'rest'] : ['sign-in']);

export function initialLocale(): Locale {
  return matchLocale([readCookie(LANGUAGE_COOKIE), ...navigator.languages]);
}

/** The interface's script's font, when the body font lacks it. */
async function loadInterfaceFont(locale: Locale): Promise<void> {
  const script = LOCALE_SCRIPTS[locale];
  if (script) await loadScriptFont(script);
}

async function loadLocale(locale: Locale): Promise<void> {
  // Right to left, MUI's mirroring style cache too, so a page built with MUI turns at once (on
  // the first load, components/mui-providers.tsx waits for it instead).
  const [catalogueParts] = await Promise.all([
    Promise.all(partsNeeded().map((part) => fetchPart(locale, part))),
    loadInterfaceFont(locale),
    isRtl(locale) ? import('./rtl-cache.ts').then((module) => module.loadRtlCache()) : undefined,
  ]);
  for (const catalogue of catalogueParts) {
    i18next.addResourceBundle(locale, 'translation', catalogue, true, true);
  }
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  setRequestLanguage(locale);
}

let initialised: Promise<typeof i18next> | null = null;

/**
 * Loads the sign-in part of the chosen locale's catalogue, and no other language: every catalogue
 * holds every key (the locales test checks), so English is not fetched as a fallback.
 * main.tsx starts this beside the router, so the catalogue downloads with the route's chunks.
 */
/** i18next's options for one language's catalogue: the app's and the build's pre-rendering. */
export function i18nOptions(instance: i18n, locale: Locale, catalogue: Catalogue): InitOptions {
  return {
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { [locale]: { translation: catalogue } },
    partialBundledLanguages: true,
    // React escapes what it renders; the interpolated names and titles are isolated instead.
    interpolation: {
      escapeValue: true,
      escape: (value: string) => isolateFrom(value, instance.dir(instance.language)),
    },
    returnNull: false,
  };
}

export function initI18n(locale: Locale): Promise<typeof i18next> {
  activeLocale ??= locale;
  initialised ??= (async () => {
    // The first requests (the session, the signed-in user, the page's data) leave before the
    // catalogue is in: they name the language already.
    setRequestLanguage(locale);
    const [catalogue] = await Promise.all([
      fetchPart(locale, 'sign-in'),
      loadInterfaceFont(locale),
    ]);
    await i18next.use(initReactI18next).init(i18nOptions(i18next, locale, catalogue));
    applyDocumentLanguage(locale);
    return i18next;
  })();
  return initialised;
}

/** Settles once the first catalogue is in: what translates before the first render waits. */
export async function translationsReady(): Promise<void> {
  await initialised;
}

/**
 * Every string of the interface language, for the pages beyond sign-in (the router's lazy
 * routes wait for it): the rest of the catalogue downloads beside the page's own chunks.
 */
export async function loadEveryString(): Promise<void> {
  everyString = true;
  if (!activeLocale || !initialised) return;
  const locale = activeLocale;
  const rest = fetchPart(locale, 'rest');
  await initialised;
  i18next.addResourceBundle(locale, 'translation', await rest, true, true);
}

/** A language chosen by hand in this tab that no account has taken yet. */
let chosenByHand: Locale | null = null;

/**
 * The language switcher's choice: the interface switches, and the account signed in here next
 * takes it (app/language-sync.ts), so what the server writes (feedback, errors, e-mails) is in
 * the language on screen.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  chosenByHand = locale;
  await changeLocale(locale);
}

/** The language chosen by hand since an account last took one, once. */
export function takeLocaleChosenByHand(): Locale | null {
  const chosen = chosenByHand;
  chosenByHand = null;
  return chosen;
}

/** Switches the interface language and remembers it in the language cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  activeLocale = locale;
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

/** The interface language, known as soon as it is chosen (before its catalogue arrives). */
export function interfaceLocale(): Locale {
  return activeLocale ?? currentLocale();
}
