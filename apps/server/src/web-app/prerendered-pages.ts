import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '../auth/sessions/session-cookies.ts';
import {
  FALLBACK_LOCALE,
  type Locale,
  localeFromAcceptLanguage,
  matchLocale,
} from '../platform/locales.ts';

/** Written by the web build (apps/web/scripts/prerender.ts) beside index.html. */
const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';
type PrerenderedPages = {
  routes: { path: string; documents: Partial<Record<Locale, string>> }[];
};

/** The web app's cookies that make a visitor's sign-in page differ from the one rendered. */
const LANGUAGE_COOKIE = 'charla-language'; // apps/web/src/config/locales.ts
const REFERRAL_COOKIE = 'referral-tokens'; // apps/web/src/lib/auth/referral-tokens.ts
const THEME_COOKIE = 'charla-theme'; // apps/web/src/lib/theme-preference.ts
const THEMES = new Set(['light', 'dark']);
const SESSION_COOKIES = [sessionCookieName(true), sessionCookieName(false)];

/** The language the web app starts in for this visitor: theirs (its cookie), else their browser's. */
export function visitorLocale(
  request: FastifyRequest,
  cookies: Record<string, string | undefined>,
): Locale {
  return (
    matchLocale(cookies[LANGUAGE_COOKIE]) ??
    localeFromAcceptLanguage(request.headers['accept-language']) ??
    FALLBACK_LOCALE
  );
}

/** A visitor with a session cookie, signed in or about to be told they are not. */
export function hasSessionCookie(cookies: Record<string, string | undefined>): boolean {
  return SESSION_COOKIES.some((name) => cookies[name]);
}

export type PrerenderedRoute = {
  path: string;
  /** The page for this request, or null when the app's own index.html serves it better. */
  pageFor(request: FastifyRequest): { html: string; locale: Locale } | null;
};

/**
 * The sign-in pages the web build rendered, a whole document per language
 * (apps/web/src/prerender/prerendered-document.ts): the visitor's language is the one they chose (the
 * app's cookie), else their browser's, else English, in the light or dark mode they chose if they
 * did (the theme cookie), else their system's. A visitor with a session (to be sent on) or
 * an invitation (shown above the form) gets the app's page instead.
 */
export function prerenderedRoutes(distDir: string): PrerenderedRoute[] {
  const file = join(distDir, PRERENDERED_PAGES_FILE);
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
  return routes.map(({ path, documents }) => ({
    path,
    pageFor(request) {
      const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
      if (hasSessionCookie(cookies) || cookies[REFERRAL_COOKIE]) return null;
      const locale = visitorLocale(request, cookies);
      const html = documents[locale];
      if (!html) return null;
      // The visitor's own mode, over the system's (the page's stylesheet has both palettes).
      const theme = cookies[THEME_COOKIE];
      return THEMES.has(theme ?? '')
        ? { html: html.replace('<html ', () => `<html data-theme="${theme}" `), locale }
        : { html, locale };
    },
  }));
}
