import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { DatabaseHealth } from '../db/database-health.ts';
import { users } from '../db/schema/index.ts';
import { randomToken } from '../platform/tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { createCsrf } from './csrf.ts';
import { registerEmailRoutes } from './email/email.routes.ts';
import { createAuthRouter, useAuthBodies } from './http/auth-route.ts';
import { registerLoginRoutes } from './login/login.routes.ts';
import { createMailer } from './mail/mailer.ts';
import { registerPasswordRoutes } from './password/password.routes.ts';
import { OidcProviders } from './providers/oidc-providers.ts';
import { registerProviderRoutes } from './providers/providers.routes.ts';
import { createRateLimits } from './rate-limits/rate-limits.ts';
import { hashSecret } from './secrets.ts';
import { createDatabaseSessionStore } from './sessions/database-session-store.ts';
import { createRedisSessionStore } from './sessions/redis-session-store.ts';
import { readRequestSession, type UserRow } from './sessions/request-session.ts';
import { registerSessionRoutes } from './sessions/session.routes.ts';
import type { AuthRecord, SessionClient } from './sessions/session-types.ts';
import { registerSignupRoutes } from './signup/signup.routes.ts';

export const AUTH_CLIENTS: readonly SessionClient[] = ['browser', 'app'];
const REDIS_COMMAND_TIMEOUT_MS = 1000;
export const authPrefix = (client: SessionClient) => `/_allauth/${client}/v1`;

export type Auth = {
  /** The allauth-compatible routes under /_allauth/browser/v1 and /_allauth/app/v1. */
  routes: (app: FastifyInstance) => Promise<void>;
  /** The signed-in user of any request (session cookie or X-Session-Token), for GraphQL. */
  resolveViewer: (request: FastifyRequest) => Promise<UserRow | null>;
  /**
   * Opens a signed-in session without going through a login (tests and seeding); returns the
   * secret to send as the `sessionid` cookie (browser) or X-Session-Token (app).
   */
  createSession: (userId: string, client: SessionClient, record?: AuthRecord) => Promise<string>;
  deps: AuthDeps;
  /** Whether the stores it depends on answer (Redis when configured), for errors and /readyz. */
  available: () => boolean;
  /** Pings Redis when configured (readiness). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth module, for tests that plant sessions (see src/test/auth-clients.ts). */
    authModule: Auth;
  }
}

export function createAuth(options: {
  config: Config;
  db: Db;
  /** Consulted when a request fails unexpectedly: a lost database is an outage (503). */
  databaseHealth?: DatabaseHealth;
  log: FastifyBaseLogger;
  secretKey: string;
}): Auth {
  const { config, db, log } = options;
  // Fail fast when Redis is away: a command waits at most REDIS_COMMAND_TIMEOUT_MS (then the
  // request answers 503), instead of ioredis's default of retrying for many seconds.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
        lazyConnect: false,
      })
    : null;
  redis?.on('error', (error) => log.error({ err: error }, 'redis error'));
  const available = () => !redis || redis.status === 'ready';
  const storesAnswer = async () =>
    available() && ((await options.databaseHealth?.stillReachable()) ?? true);
  const sessions = redis
    ? createRedisSessionStore(
        redis,
        config.redisKeyPrefix,
        config.sessionMaxAgeSeconds,
        async (userId) => {
          const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
          return user ?? null;
        },
      )
    : createDatabaseSessionStore(db);
  const sessionDeps = {
    store: sessions,
    secureCookies: config.isProduction,
    maxAgeSeconds: config.sessionMaxAgeSeconds,
    absoluteMaxAgeSeconds: config.sessionAbsoluteMaxAgeSeconds,
  };
  const deps: AuthDeps = {
    config,
    db,
    sessions,
    sessionDeps,
    rateLimits: createRateLimits({
      overrides: config.rateLimits,
      redis,
      // Several servers on one PostgreSQL count together there when there is no Redis.
      sharedDb: config.databaseUrl ? db : null,
      prefix: config.redisKeyPrefix,
    }),
    csrf: createCsrf({
      secretKey: options.secretKey,
      secure: config.isProduction,
      allowedOrigins: config.allowedOrigins,
    }),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.emailFrom,
      dataDir: config.dataDir,
      log,
    }),
    providers: new OidcProviders(config.oidcProviders),
    log,
  };

  return {
    deps,
    async routes(app) {
      await app.register(fastifyCookie);
      await app.register(fastifyFormbody);
      for (const client of AUTH_CLIENTS) {
        await app.register(
          async (scope) => {
            useAuthBodies(scope, storesAnswer);
            const router = createAuthRouter(scope, deps, client);
            registerSessionRoutes(router);
            registerLoginRoutes(router);
            registerSignupRoutes(router);
            registerEmailRoutes(router);
            registerPasswordRoutes(router);
            registerProviderRoutes(router, authPrefix(client));
          },
          { prefix: authPrefix(client) },
        );
      }
    },
    available,
    async ping() {
      if (redis) await redis.ping();
    },
    resolveViewer: async (request) => (await readRequestSession(sessionDeps, request)).user,
    async createSession(userId, client, record) {
      const token = randomToken(16);
      await sessions.create({
        id: hashSecret(token),
        userId,
        client,
        data: { methods: [record ?? { method: 'password', at: Date.now() / 1000 }] },
        userAgent: 'test',
        ip: '127.0.0.1',
        expiresAt: new Date(Date.now() + config.sessionMaxAgeSeconds * 1000),
      });
      return token;
    },
    async close() {
      deps.mailer.close();
      await sessions.close();
      // quit() rejects when Redis never answered; there is nothing left to close then.
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
