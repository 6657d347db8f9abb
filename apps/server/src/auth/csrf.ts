import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../platform/tokens.ts';
import { constantTimeEqual } from './secrets.ts';
import { SESSION_TOKEN_HEADER, sessionCookieName } from './sessions/session-cookies.ts';

/** The cookie the web app reads and echoes back in the X-CSRFToken header (Django's names). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** The form field carrying the token on the provider redirect, a top-level form POST. */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

const CSRF_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MIN_TOKEN_LENGTH = 16;
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

export type CsrfOptions = {
  secretKey: string;
  /** Cookies with Secure (and the session's __Host- name). */
  secure: boolean;
  /** Origins a browser may send unsafe requests from (PUBLIC_URL's, ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
};

export type Csrf = {
  /**
   * Whether an unsafe request comes from one of our origins: its Origin header, else its
   * Referer's origin, must be allowed. Requests with neither (not a browser) pass; safe methods
   * and X-Session-Token requests pass.
   */
  originAllowed(request: FastifyRequest): boolean;
  /** The origin an unsafe request says it comes from, for the refusal message. */
  claimedOrigin(request: FastifyRequest): string;
  /**
   * Whether a request may change state on behalf of a browser session: the origin check, then
   * the token. With a session cookie the token must be the one bound to that session (an HMAC
   * of its secret, which no other site can compute: the session cookie is HttpOnly); without
   * one, the csrftoken cookie echoed (double submit). The token travels in X-CSRFToken, or for
   * form posts in the csrfmiddlewaretoken field. App clients (X-Session-Token) pass.
   */
  verify(request: FastifyRequest): boolean;
  /** Gives the browser the token in force when it has none or another; returns it. */
  ensureCookie(request: FastifyRequest, reply: FastifyReply): string;
  /** A new session (login) gets its bound token; an ended one (logout) a fresh random token. */
  rotate(reply: FastifyReply, sessionToken: string | null): void;
};

export function createCsrf(options: CsrfOptions): Csrf {
  const allowed = new Set(options.allowedOrigins);
  const sessionCookie = sessionCookieName(options.secure);
  const boundToken = (sessionToken: string) =>
    createHmac('sha256', options.secretKey).update(`csrftoken:${sessionToken}`).digest('base64url');
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: false,
      maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
    });
  const exempt = (request: FastifyRequest) =>
    SAFE_METHODS.has(request.method) || request.headers[SESSION_TOKEN_HEADER] !== undefined;

  const claimedOrigin = (request: FastifyRequest): string => {
    const origin = request.headers.origin;
    if (typeof origin === 'string') return origin;
    const referer = request.headers.referer;
    if (typeof referer !== 'string') return '';
    try {
      return new URL(referer).origin;
    } catch {
      return 'null';
    }
  };

  const originAllowed = (request: FastifyRequest): boolean => {
    if (exempt(request)) return true;
    const origin = claimedOrigin(request);
    return origin === '' || allowed.has(origin);
  };

  const expectedToken = (request: FastifyRequest): string | undefined => {
    const session = readCookie(request, sessionCookie);
    if (session) return boundToken(session);
    const cookie = readCookie(request, CSRF_COOKIE);
    return cookie && cookie.length >= MIN_TOKEN_LENGTH ? cookie : undefined;
  };

  return {
    originAllowed,
    claimedOrigin,
    verify(request) {
      if (exempt(request)) return true;
      if (request.headers['sec-fetch-site'] === 'cross-site') return false;
      if (!originAllowed(request)) return false;
      const expected = expectedToken(request);
      if (!expected) return false;
      const header = request.headers[CSRF_HEADER];
      if (typeof header === 'string') return constantTimeEqual(header, expected);
      const body = request.body as Record<string, unknown> | undefined;
      const field = body && typeof body === 'object' ? body[CSRF_FORM_FIELD] : undefined;
      return typeof field === 'string' && constantTimeEqual(field, expected);
    },
    ensureCookie(request, reply) {
      const existing = readCookie(request, CSRF_COOKIE);
      const token = expectedToken(request) ?? randomToken(24);
      if (existing !== token) setCookie(reply, token);
      return token;
    },
    rotate(reply, sessionToken) {
      setCookie(reply, sessionToken ? boundToken(sessionToken) : randomToken(24));
    },
  };
}
