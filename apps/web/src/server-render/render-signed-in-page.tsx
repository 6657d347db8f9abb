/**
 * A signed-in page rendered on the server for one request, with its data: the server sends it
 * painted (apps/server/src/web-app/server-rendered-pages.ts) and the app renders the same page
 * over it once its route is ready (lib/prerendered-page.ts), as it does for the sign-in pages.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import i18next, { type i18n, type TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ServerStyleCache } from '../components/mui-providers.tsx';
import { isRtl, type Locale } from '../config/locales.ts';
import { ServerAppOrigin } from '../lib/app-origin.ts';
import { authStore } from '../lib/auth/auth-store.ts';
import type { CurrentUser } from '../lib/auth/current-user.ts';
import { i18nOptions } from '../lib/i18n.ts';
import { type ThemeMode, themePreferenceStore } from '../lib/theme-preference.ts';
import { PaintedRoute, routeAt } from '../prerender/painted-route.tsx';

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<Catalogue>('../locales/*/translation.json', {
  eager: true,
  import: 'default',
});

const translators = new Map<Locale, Promise<i18n>>();

/** One i18next instance per language, with its whole catalogue, made once. */
function translator(locale: Locale): Promise<i18n> {
  let made = translators.get(locale);
  if (!made) {
    const catalogue = catalogues[`../locales/${locale}/translation.json`];
    if (!catalogue) throw new Error(`no catalogue for ${locale}`);
    const instance = i18next.createInstance();
    made = instance.init(i18nOptions(instance, locale, catalogue)).then(() => instance);
    translators.set(locale, made);
  }
  return made;
}

/**
 * A new cache per render (Emotion keeps a style only the first time its cache sees it), in its
 * compat mode: the styles are collected, not written before each component. Written there, they
 * would come between siblings and break MUI's sibling selectors (a text field's label over its
 * placeholder).
 */
function styleCache(locale: Locale): EmotionCache {
  const cache = isRtl(locale)
    ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui' });
  cache.compat = true;
  return cache;
}

/**
 * The render's styles in one tag, in the form Emotion's own server writes: the app's cache takes
 * it over when it starts (its names are then known as inserted).
 */
function styleTag(cache: EmotionCache): string {
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = styles.map(([name]) => name).join(' ');
  const css = styles.map(([, rules]) => rules).join('');
  return `<style data-emotion="${cache.key} ${names}">${css}</style>`;
}

/**
 * The app's stores read while rendering, set to this visitor's for the render alone: it runs in
 * one synchronous step, so no other request's render can see them.
 */
function asVisitor<T>(user: CurrentUser, mode: ThemeMode, render: () => T): T {
  const auth = authStore.get();
  const theme = themePreferenceStore.get();
  authStore.set({ session: undefined, user });
  themePreferenceStore.set({ userId: user.id, preference: mode });
  try {
    return render();
  } finally {
    authStore.set(auth);
    themePreferenceStore.set(theme);
  }
}

export type SignedInPage<Data> = {
  locale: Locale;
  mode: ThemeMode;
  origin: string;
  user: CurrentUser;
  /** The page's route (`/activities/practice-intent/:id`) and the address rendered. */
  path: string;
  url: string;
  Layout: ComponentType;
  Page: ComponentType;
  /** What the page's loader returns in the browser. */
  data: Data;
  title: (t: TFunction) => string;
};

export type RenderedPage = { title: string; html: string };

export async function renderSignedInPage<Data>(page: SignedInPage<Data>): Promise<RenderedPage> {
  const instance = await translator(page.locale);
  const route = await routeAt(
    [
      {
        Component: page.Layout,
        children: [{ path: page.path, Component: page.Page, loader: () => page.data }],
      },
    ],
    page.url,
  );
  const cache = styleCache(page.locale);
  const html = asVisitor(page.user, page.mode, () =>
    renderToString(
      <ServerStyleCache value={cache}>
        <ServerAppOrigin value={page.origin}>
          <PaintedRoute route={route} i18n={instance} />
        </ServerAppOrigin>
      </ServerStyleCache>,
    ),
  );
  return { title: `${page.title(instance.t)} · Charla`, html: `${styleTag(cache)}${html}` };
}
