import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

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

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, HSTS in production, nosniff,
 * Referrer-Policy same-origin (invitation tokens sit in page paths), no framing; and
 * `Cache-Control: no-store` on the API, whose answers belong to one person.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.isProduction ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
