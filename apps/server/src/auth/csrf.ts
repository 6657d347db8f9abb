import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../platform/tokens.ts';
import { constantTimeEqual } from './secrets.ts';
import { SESSION_TOKEN_HEADER } from './sessions/session-cookies.ts';

/** The cookie the web app reads and echoes back in the X-CSRFToken header (Django's names). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** The form field carrying the token on the provider redirect, a top-level form POST. */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> })
    .cookies;
  if (cookies) return cookies[name];
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Whether a request may change state on behalf of a browser session (double-submit check):
 * safe methods pass; requests authenticated by X-Session-Token pass (no browser sends that header
 * cross-site without a CORS preflight); every other request must echo the `csrftoken` cookie in
 * the X-CSRFToken header (or, for form posts, the csrfmiddlewaretoken field) and must not be a
 * cross-site fetch. The GraphQL endpoint calls this for its POSTs, the auth API for every route.
 */
export function verifyCsrf(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers[SESSION_TOKEN_HEADER] !== undefined) return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const cookie = readCookie(request, CSRF_COOKIE);
  if (!cookie || cookie.length < 16) return false;
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return constantTimeEqual(header, cookie);
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body[CSRF_FORM_FIELD] : undefined;
  return typeof field === 'string' && constantTimeEqual(field, cookie);
}

/** Gives the browser a CSRF token when it has none yet; returns the token in force. */
export function ensureCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean },
): string {
  const existing = readCookie(request, CSRF_COOKIE);
  if (existing && existing.length >= 16) return existing;
  const token = randomToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: false,
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
  });
  return token;
}
