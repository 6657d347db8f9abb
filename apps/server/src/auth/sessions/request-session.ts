import type { FastifyRequest } from 'fastify';
import { readCookie } from '../csrf.ts';
import { hashSecret } from '../secrets.ts';
import { SESSION_TOKEN_HEADER, sessionCookieName } from './session-cookies.ts';
import type { SessionClient, SessionRecord, SessionStore, UserRow } from './session-types.ts';

export type { UserRow };

export type SessionDeps = {
  store: SessionStore;
  secureCookies: boolean;
  maxAgeSeconds: number;
  /** The session ends this long after it began, however active (no endless sliding). */
  absoluteMaxAgeSeconds: number;
};

export type RequestSession = {
  client: SessionClient;
  /** The secret the request presented (cookie or header), whether or not it matched a session. */
  presentedToken: string | null;
  record: SessionRecord | null;
  /** The signed-in user; null when anonymous, or when the account was deactivated. */
  user: UserRow | null;
};

/** Writing last-seen on every request would turn each read into a write; once a minute is plenty. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** App clients identify themselves with X-Session-Token; everything else is a browser. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return request.headers[SESSION_TOKEN_HEADER] !== undefined ? 'app' : 'browser';
}

export function presentedSessionToken(
  request: FastifyRequest,
  client: SessionClient,
  secureCookies: boolean,
): string | null {
  if (client === 'app') {
    const header = request.headers[SESSION_TOKEN_HEADER];
    return typeof header === 'string' && header.length > 0 ? header : null;
  }
  return readCookie(request, sessionCookieName(secureCookies)) || null;
}

/**
 * The one place that turns a request into a session and a user: the auth API and the GraphQL
 * context both call it, so they can never disagree about who is signed in.
 */
export async function readRequestSession(
  deps: SessionDeps,
  request: FastifyRequest,
  client: SessionClient = sessionClientOf(request),
): Promise<RequestSession> {
  const presentedToken = presentedSessionToken(request, client, deps.secureCookies);
  if (!presentedToken) return { client, presentedToken, record: null, user: null };
  const found = await deps.store.getWithUser(hashSecret(presentedToken));
  if (!found || found.record.client !== client) {
    return { client, presentedToken, record: null, user: null };
  }
  const { record, user } = found;
  const now = Date.now();
  const endOfLife = record.createdAt.getTime() + deps.absoluteMaxAgeSeconds * 1000;
  if (endOfLife <= now) {
    await deps.store.delete(record.id);
    return { client, presentedToken, record: null, user: null };
  }
  if (now - record.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    record.lastSeenAt = new Date(now);
    record.expiresAt = new Date(Math.min(now + deps.maxAgeSeconds * 1000, endOfLife));
    await deps.store.update(record.id, {
      lastSeenAt: record.lastSeenAt,
      expiresAt: record.expiresAt,
    });
  }
  if (!record.userId) return { client, presentedToken, record, user: null };
  return { client, presentedToken, record, user: user?.isActive ? user : null };
}
