import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { acceptedLanguages, type Locale } from '../platform/locales.ts';
import { hasSessionCookie, visitorLocale } from './prerendered-pages.ts';

/** Written by the web build (`vite build --ssr`): a dot folder, which the static files never serve. */
const SERVER_BUNDLE = join('.server', 'entry.js');
/** The mode the web app last showed this browser (apps/web/src/lib/theme-preference.ts). */
const SHOWN_THEME_COOKIE = 'charla-shown-theme';
const MODES = new Set(['light', 'dark'] as const);
type Mode = 'light' | 'dark';

/** What the bundle asks of its request (apps/web/src/server-render/server-render-request.ts). */
type ServerRenderRequest = {
  url: string;
  locale: Locale;
  mode: Mode;
  languages: readonly string[];
  origin: string;
  ask<Data>(document: string, variables?: Record<string, unknown>): Promise<Data | null>;
};

/** The bundle's exports (apps/web/src/server-render/entry.ts). */
export type ServerRenderBundle = {
  serverRenderedPaths: readonly string[];
  renderDocument(path: string, request: ServerRenderRequest): Promise<string | null>;
};

export type ServerRenderedPages = {
  paths: readonly string[];
  /** The page for this request, or null when the app's own index.html serves it. */
  pageFor(request: FastifyRequest, path: string): Promise<{ html: string; locale: Locale } | null>;
};

/** The build's bundle of server-rendered pages; without one (or a broken one), the app renders them. */
export async function loadServerRenderBundle(
  app: FastifyInstance,
  distDir: string,
): Promise<ServerRenderBundle | null> {
  const file = join(distDir, SERVER_BUNDLE);
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderBundle;
  } catch (error) {
    app.log.warn({ err: error, file }, 'server rendering off: its bundle does not load');
    return null;
  }
}

/**
 * The signed-in pages the web build can render per request, painted with the visitor's data so
 * that a phone on a slow link shows the page before the app's code has arrived (the app then
 * takes it over). Only for a visitor with a session cookie whose mode the app has recorded (a
 * page painted in the other mode would flash); the page's data is read through the GraphQL
 * route itself, as the visitor, so every field is authorised as for the app's own requests. A
 * visitor the page is not for, a page whose data has errors, or a failure: the app's index.html.
 * Absolute links in the page (a teacher's invite link) take the configured public URL's origin,
 * never the request's Host header, which the visitor writes.
 */
export function serverRenderedPages(
  app: FastifyInstance,
  bundle: ServerRenderBundle,
  publicUrl: string,
): ServerRenderedPages {
  const origin = new URL(publicUrl).origin;
  return {
    paths: bundle.serverRenderedPaths,
    async pageFor(request, path) {
      const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
      const mode = cookies[SHOWN_THEME_COOKIE];
      if (!hasSessionCookie(cookies) || !isMode(mode)) return null;
      const locale = visitorLocale(request, cookies);
      try {
        const html = await bundle.renderDocument(path, {
          url: request.url,
          locale,
          mode,
          languages: acceptedLanguages(request.headers['accept-language']),
          origin,
          ask: (document, variables) => askAs(app, request, document, variables),
        });
        return html ? { html, locale } : null;
      } catch (error) {
        request.log.warn({ err: error, path }, 'server rendering failed: the app renders the page');
        return null;
      }
    },
  };
}

function isMode(value: string | undefined): value is Mode {
  return MODES.has(value as Mode);
}

/**
 * One GraphQL query through the app's own route, with the visitor's session. A GET: the render
 * can only read (the route refuses a mutation sent so), and needs no CSRF token.
 */
async function askAs<Data>(
  app: FastifyInstance,
  request: FastifyRequest,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<Data | null> {
  const forwarded = (name: string) => String(request.headers[name] ?? '');
  const search = new URLSearchParams({ query: document, variables: JSON.stringify(variables) });
  const operation: InjectOptions = {
    method: 'GET',
    url: `/graphql?${search}`,
    // The visitor's address and browser: their rate limit, and their session's device.
    remoteAddress: request.ip,
    headers: {
      cookie: forwarded('cookie'),
      accept: 'application/graphql-response+json, application/json',
      'accept-language': forwarded('accept-language'),
      'user-agent': forwarded('user-agent'),
    },
  };
  const response = await app.inject(operation);
  if (response.statusCode !== 200) return null;
  const body = response.json() as { data?: Data | null; errors?: unknown[] };
  return body.errors?.length ? null : (body.data ?? null);
}
