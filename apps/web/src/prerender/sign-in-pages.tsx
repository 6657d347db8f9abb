/**
 * The sign-in pages as HTML, one per interface language, rendered at build time
 * (scripts/prerender.ts): the server sends them painted, so a visitor sees the form before any
 * JavaScript has run (lib/prerendered-page.ts hands over to the app). Only pages that render the
 * same for every visitor belong here: no session, no data, nothing from the address's query.
 */
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AuthLayout } from '../app/layouts/auth-layout.tsx';
import { LOCALES, type Locale } from '../config/locales.ts';
import { paths } from '../config/paths.ts';
import { Component as LoginPage } from '../features/auth/routes/login-page.tsx';
import { Component as PasswordResetPage } from '../features/auth/routes/password-reset-page.tsx';
import { Component as SignupPage } from '../features/auth/routes/signup-page.tsx';
import { i18nOptions } from '../lib/i18n.ts';
import { themeStylesheet } from '../lib/theme-mode.ts';
import { PaintedRoute, routeAt } from './painted-route.tsx';

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<Catalogue>('../locales/*/translation.json', {
  eager: true,
  import: 'default',
});

type SignInPage = {
  path: string;
  Component: ComponentType;
  title: (t: typeof i18next.t) => string;
};

/**
 * Each page with the title the app gives it (src/app/router.tsx). A page's fields take their
 * first state from `prerenderedValue`, so what the visitor typed before the app took over stays.
 */
const PAGES: SignInPage[] = [
  { path: paths.accounts.login.path, Component: LoginPage, title: (t) => t('auth.signIn') },
  { path: paths.accounts.signup.path, Component: SignupPage, title: (t) => t('auth.signUp') },
  {
    path: paths.accounts.passwordReset.path,
    Component: PasswordResetPage,
    title: (t) => t('passwordReset.title'),
  },
];

export type PrerenderedPage = { title: string; html: string };
export type SignInPages = {
  /** Both palettes as CSS variables, for the page to paint before the app sets the visitor's. */
  themeStylesheet: string;
  routes: { path: string; pages: Record<Locale, PrerenderedPage> }[];
};

async function render(page: SignInPage, locale: Locale): Promise<PrerenderedPage> {
  const catalogue = catalogues[`../locales/${locale}/translation.json`];
  if (!catalogue) throw new Error(`no catalogue for ${locale}`);
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(instance, locale, catalogue));
  const route = await routeAt(
    [{ Component: AuthLayout, children: [{ path: page.path, Component: page.Component }] }],
    page.path,
  );
  const html = renderToString(<PaintedRoute route={route} i18n={instance} />);
  return { title: `${page.title(instance.t)} · Charla`, html };
}

export async function renderSignInPages(): Promise<SignInPages> {
  const routes = [];
  for (const page of PAGES) {
    const pages = {} as Record<Locale, PrerenderedPage>;
    for (const locale of LOCALES) pages[locale] = await render(page, locale);
    routes.push({ path: page.path, pages });
  }
  return { themeStylesheet: themeStylesheet(), routes };
}
