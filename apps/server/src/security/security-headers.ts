import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route changes in the security headers (no CSP for GraphiQL outside production). */
    securityHeaders?: { contentSecurityPolicy: false };
    /** Set at registration: the route's headers, recorded once (`recordSecurityHeaders`). */
    applySecurityHeaders?: (response: ServerResponse) => void;
  }
}

/** One year, with subdomains: what HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Paths whose answers are someone's private data: never stored by a browser or a proxy. */
const PRIVATE_PREFIXES = ['/graphql', '/_allauth/'];

/**
 * The Content-Security-Policy of the web app. The built app has no inline script (Vite emits
 * module files; `web-app-csp.test.ts` checks the built index.html), so scripts come from 'self'
 * only. Styles allow 'unsafe-inline': MUI's emotion injects <style> elements at run time, and a
 * nonce would need index.html rendered per request (it is served pre-compressed and cached);
 * injected CSS cannot run script, and everything else stays closed (docs/security.md).
 * Provider sign-in posts a form that redirects to the provider, so their issuers join form-action.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const media = /^https?:\/\//.test(config.mediaUrl) ? [new URL(config.mediaUrl).origin] : [];
  const providers = config.oidcProviders.map((provider) => new URL(provider.issuer).origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...providers],
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

type HeaderEdit = { name: string; value?: number | string | readonly string[] };

/**
 * What helmet writes for `options`, recorded once and replayed on each answer. Helmet's headers
 * depend on its options only (no nonces, no directive functions here), but @fastify/helmet built
 * its middleware again for every request (about 2% of a GraphQL request's CPU).
 */
export function recordSecurityHeaders(options: HelmetOptions): (response: ServerResponse) => void {
  const edits: HeaderEdit[] = [];
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      edits.push({ name, value });
      return recorder;
    },
    removeHeader(name: string) {
      edits.push({ name });
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return (response) => {
    for (const { name, value } of edits) {
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    }
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, HSTS in production, nosniff,
 * Referrer-Policy same-origin (invitation tokens sit in page paths), no framing; and
 * `Cache-Control: no-store` on the API, whose answers belong to one person. A route changes them
 * with `config: { securityHeaders }`, recorded when the route is added.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.isProduction ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
  const applyDefault = recordSecurityHeaders(options);
  app.addHook('onRoute', (route) => {
    const changes = route.config?.securityHeaders;
    if (changes) {
      const applySecurityHeaders = recordSecurityHeaders({ ...options, ...changes });
      route.config = { ...route.config, applySecurityHeaders };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    (request.routeOptions.config.applySecurityHeaders ?? applyDefault)(reply.raw);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
