import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { createDatabaseHealth } from './db/database-health.ts';
import { graphqlRoutes } from './graphql/yoga.routes.ts';
import { registerDatabaseGate } from './health/database-gate.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { registerCompression } from './platform/compression.ts';
import { installRequestTiming } from './platform/request-timing.ts';
import { createPracticeRuntime, type PracticeRuntimeOptions } from './practice/practice-runtime.ts';
import { alignAttachmentPrivacy } from './scenarios/scenario-attachment-privacy.ts';
import { registerSecurityHeaders } from './security/security-headers.ts';
import { createSpeakingRuntime, type SpeakingRuntimeOptions } from './speaking/speaking-runtime.ts';
import { writeDefaultAvatars } from './uploads/default-avatars.ts';
import { webAppRoutes } from './web-app/web-app.routes.ts';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppDependencies = {
  config: Config;
  database: Database;
  secretKey: string;
  /** Where log lines go instead of stdout (tests that assert on what is logged). */
  logStream?: { write(line: string): void };
  /** Job timings for tests that exercise the grading queue's recovery. */
  practice?: Pick<PracticeRuntimeOptions, 'jobLockMs' | 'jobPollIntervalMs'>;
  speaking?: Pick<SpeakingRuntimeOptions, 'jobPollIntervalMs' | 'retryBaseDelayMs'>;
};

/** Wires the features into one Fastify app; it does not listen (main.ts and tests do). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: (request) => {
      const fromProxy = request.headers['x-request-id'];
      return typeof fromProxy === 'string' && fromProxy.length <= 128 ? fromProxy : randomUUID();
    },
    // One line per request instead of Fastify's two, with its duration: platform/request-timing.ts.
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: true,
    }),
    // Trust exactly the configured number of proxy hops in front of the app, no more.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyCount,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  installRequestTiming(app);
  const databaseHealth = createDatabaseHealth(database.probe, {
    onChange: (reachable) =>
      reachable
        ? app.log.warn('database reachable again: serving requests')
        : app.log.error('database unreachable: answering 503 until it returns'),
  });
  app.addHook('onClose', () => databaseHealth.close());
  registerDatabaseGate(app, databaseHealth);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before the routes: they hook each route as it is declared.
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  const auth = createAuth({
    config,
    db: database.db,
    databaseHealth,
    log: app.log,
    secretKey: deps.secretKey,
  });
  await app.register(healthRoutes, {
    checks: { database: database.ping, ...(config.redisUrl ? { redis: auth.ping } : {}) },
  });
  app.decorate('authModule', auth);
  app.addHook('onClose', () => auth.close());
  await app.register(auth.routes);
  const practice = createPracticeRuntime({ config, database, log: app.log, ...deps.practice });
  const media = createMediaStorage(config, deps.secretKey);
  await writeDefaultAvatars(media.storage);
  // Attachments of private scenarios stored before private media existed move under private/.
  app.addHook('onReady', async () => {
    const moved = await alignAttachmentPrivacy(database.db, media.storage, { all: true });
    if (moved > 0) app.log.info({ moved }, 'attachment files moved to their media privacy');
  });
  const speaking = createSpeakingRuntime({
    config,
    database,
    log: app.log,
    practice,
    media: media.storage,
    ...deps.speaking,
  });
  // The speaking queue first: a transcription that lands queues a grading and a reply.
  app.addHook('onClose', async () => {
    await speaking.close();
    await practice.close();
  });
  await app.register(graphqlRoutes, {
    practice,
    speaking,
    media: media.storage,
    db: database.db,
    config,
    resolveViewer: auth.resolveViewer,
    csrf: auth.deps.csrf,
    sendMail: (mail) => auth.deps.mailer.send(mail),
    rateLimits: auth.deps.rateLimits,
    available: auth.available,
    databaseHealth,
  });
  await app.register(mediaRoutes, { media: media.storage, urls: media.urls });
  await app.register(webAppRoutes, {
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    publicUrl: config.publicUrl,
  });
  return app;
}
