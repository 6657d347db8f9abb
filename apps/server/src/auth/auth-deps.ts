import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Csrf } from './csrf.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OidcProviders } from './providers/oidc-providers.ts';
import type { RateLimits } from './rate-limits/rate-limits.ts';
import type { SessionDeps } from './sessions/request-session.ts';
import type { SessionStore } from './sessions/session-types.ts';

/** Everything the auth handlers use, built once at start-up by createAuth(). */
export type AuthDeps = {
  config: Config;
  db: Db;
  sessions: SessionStore;
  sessionDeps: SessionDeps;
  rateLimits: RateLimits;
  csrf: Csrf;
  mailer: Mailer;
  providers: OidcProviders;
  log: FastifyBaseLogger;
};

/** allauth's LOGIN_TIMEOUT: a pending login or provider sign-up is forgotten after 15 minutes. */
export const PENDING_FLOW_TIMEOUT_SECONDS = 15 * 60;
/** allauth's REAUTHENTICATION_TIMEOUT. */
export const REAUTHENTICATION_TIMEOUT_SECONDS = 300;

export const nowSeconds = () => Date.now() / 1000;
