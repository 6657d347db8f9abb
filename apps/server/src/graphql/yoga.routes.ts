import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Csrf } from '../auth/csrf.ts';
import type { RateLimits } from '../auth/rate-limits/rate-limits.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { DatabaseHealth } from '../db/database-health.ts';
import { sendDatabaseUnavailable } from '../health/database-gate.ts';
import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale } from '../platform/locales.ts';
import { timeStage } from '../platform/request-timing.ts';
import type { PracticeRuntime } from '../practice/practice-runtime.ts';
import type { SpeakingRuntime } from '../speaking/speaking-runtime.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { compiledReadRegistry } from './compiled-reads/compiled-read-registry.ts';
import { createCompiledReads } from './compiled-reads/compiled-reads.plugin.ts';
import type { GraphQLContext, MailSender, ViewerUser } from './context.ts';
import { databaseOutagePlugin } from './database-outage.plugin.ts';
import { createJsonLane } from './json-lane.ts';
import { inputLimitsPlugin } from './limits/input-limits.plugin.ts';
import { operationLimitsPlugin } from './limits/operation-limits.plugin.ts';
import {
  capJsonBody,
  cappedBody,
  sendGraphQLError,
  takeGraphQLBudget,
} from './limits/request-limits.ts';
import { createLiveStreams } from './live-streams.ts';
import { schema } from './schema.ts';
import { createViewerAccess } from './viewer-access.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply; viewer: ViewerUser | null };

/** Room for the multipart envelope (operations, map) around the largest file allowed. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

export type GraphQLRoutesOptions = {
  db: Db;
  config: Config;
  /** Finds the signed-in user from the session cookie or X-Session-Token. */
  resolveViewer: (request: FastifyRequest) => Promise<ViewerUser | null>;
  /**
   * The authentication module's CSRF rules: the Origin check on every POST, the session-bound
   * token (X-CSRFToken) on signed-in POSTs; X-Session-Token clients pass.
   */
  csrf?: Csrf;
  /** Where uploads go and how their URLs are made (media/create-media-storage.ts). */
  media: MediaStorage;
  /** The app's mailer (auth module). Absent: mails are logged instead of sent. */
  sendMail?: MailSender;
  /** Per-account and per-address request budgets (the auth module's limiters). */
  rateLimits?: RateLimits;
  /** Whether the session and rate-limit stores answer; a failure while they do not is a 503. */
  available?: () => boolean;
  /** Asked after an unexpected failure: a lost database makes it a 503 (health/database-gate.ts). */
  databaseHealth?: DatabaseHealth;
  practice: PracticeRuntime;
  speaking: SpeakingRuntime;
};

export async function graphqlRoutes(
  app: FastifyInstance,
  options: GraphQLRoutesOptions,
): Promise<void> {
  const { db, config, resolveViewer, csrf, media } = options;
  const sendMail: MailSender =
    options.sendMail ??
    (async (mail) => {
      app.log.warn({ to: mail.to, subject: mail.subject }, 'no mailer configured: mail not sent');
    });

  // Only our own origins, with credentials: Yoga's default echoes any Origin.
  const cors = {
    origin: config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'accept', 'accept-language', 'x-csrftoken', 'x-session-token'],
  };
  const jsonLane = createJsonLane(cors);
  const compiledReads = config.graphqlCompiledReads
    ? createCompiledReads({ registry: compiledReadRegistry, schema, config })
    : null;
  const contextFor = ({ req, viewer }: ServerContext): GraphQLContext => ({
    db,
    config,
    viewer,
    locale:
      matchLocale(viewer?.language) ??
      localeFromAcceptLanguage(req.headers['accept-language']) ??
      FALLBACK_LOCALE,
    access: createViewerAccess(db, viewer?.id ?? null),
    media,
    sendMail,
    rateLimits: options.rateLimits ?? null,
    practice: options.practice,
    speaking: options.speaking,
  });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.isProduction,
    maskedErrors: config.isProduction,
    batching: { limit: config.graphqlMaxBatch },
    cors,
    plugins: [
      inputLimitsPlugin(config),
      operationLimitsPlugin(config),
      ...(options.databaseHealth ? [databaseOutagePlugin(options.databaseHealth)] : []),
      jsonLane.plugin,
      ...(compiledReads ? [compiledReads.plugin] : []),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async (serverContext) => contextFor(serverContext),
  });

  // JSON operations are small: a larger body is refused with 413 before it is parsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: config.graphqlMaxBodyBytes },
    app.getDefaultJsonParser('error', 'error'),
  );

  // Yoga reads multipart bodies (uploads) itself; Fastify only buffers them within the limit of
  // the largest file a feature accepts, so an oversized request stops here with a 413.
  app.addContentTypeParser(
    'multipart/form-data',
    {
      parseAs: 'buffer',
      bodyLimit:
        Math.max(
          config.uploadMaxImageBytes,
          config.uploadMaxDocumentBytes,
          config.speaking.maxRecordingBytes,
        ) + MULTIPART_OVERHEAD_BYTES,
    },
    (_request, body, done) => done(null, body),
  );

  // A failure before Yoga (session lookup, rate limits) while a store is away: 503, generic.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 500) < 500) return reply.send(error);
    if (options.available && !options.available()) {
      request.log.warn({ err: error }, 'graphql request failed: a store is unavailable');
      return sendGraphQLError(
        reply,
        503,
        'SERVICE_UNAVAILABLE',
        'The service is briefly unavailable; try again in a moment.',
      );
    }
    if (options.databaseHealth && !(await options.databaseHealth.stillReachable())) {
      request.log.warn({ err: error }, 'graphql request failed: the database is unreachable');
      return sendDatabaseUnavailable(request, reply);
    }
    request.log.error({ err: error }, 'graphql request failed');
    return sendGraphQLError(reply, 500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  });

  // A stopping server ends its subscriptions' streams before it waits for open connections.
  const liveStreams = createLiveStreams();
  app.addHook('preClose', async () => liveStreams.endAll());

  const viewers = new WeakMap<FastifyRequest, ViewerUser | null>();
  /**
   * Runs on the headers, before any body is read: who is asking, the CSRF check, uploads only
   * from a signed-in user, and the request budgets. A refused request is never buffered.
   */
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'OPTIONS') return;
    const viewer = await timeStage(req, 'session', () => resolveViewer(req));
    viewers.set(req, viewer);
    // CSRF protects what a browser session may do; an anonymous request has nothing to forge
    // (every mutation needs a signed-in user), so only signed-in POSTs must echo the token.
    if (req.method === 'POST' && csrf && !csrf.originAllowed(req)) {
      return sendGraphQLError(
        reply,
        403,
        'ORIGIN_REFUSED',
        `Requests from ${csrf.claimedOrigin(req)} are not accepted; open Charla at its own address.`,
      );
    }
    if (viewer && req.method === 'POST' && csrf && !csrf.verify(req)) {
      return sendGraphQLError(
        reply,
        403,
        'CSRF_FAILED',
        'CSRF check failed: send the csrftoken cookie value in the X-CSRFToken header.',
      );
    }
    if (!viewer && req.headers['content-type']?.startsWith('multipart/form-data')) {
      return sendGraphQLError(reply, 401, 'UNAUTHENTICATED', 'Sign in to upload files.');
    }
    const subjects = { ip: req.ip, userId: viewer?.id ?? null };
    if (options.rateLimits && !(await takeGraphQLBudget(options.rateLimits, reply, subjects, 1))) {
      return reply;
    }
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const viewer = viewers.get(req) ?? null;
    const batch = Array.isArray(req.body) ? req.body.length : 1;
    if (batch > 1 && options.rateLimits) {
      const subjects = { ip: req.ip, userId: viewer?.id ?? null };
      if (!(await takeGraphQLBudget(options.rateLimits, reply, subjects, batch - 1))) return reply;
    }
    const serverContext = { req, reply, viewer };
    const mediaType = jsonLane.mediaTypeFor(req);
    if (mediaType && compiledReads) {
      // A query text Yoga already took and the compiled path answered: no Yoga (decision 0026).
      const text = await compiledReads.answerKnownText(req.body, () => ({
        ...serverContext,
        ...contextFor(serverContext),
      }));
      if (text !== null) return sendJson(reply, text, jsonLane.corsHeadersOf(req), mediaType);
    }
    if (mediaType) {
      const answer = await timeStage(req, 'graphql-json', () =>
        jsonLane.answer(yoga, serverContext, mediaType),
      );
      if (answer.kind === 'json') return sendJson(reply, answer.body, answer.headers, mediaType);
      if (answer.kind === 'response') return sendYogaResponse(reply, answer.response);
    }
    const response = await timeStage(req, 'graphql', async () =>
      yoga.handleNodeRequestAndResponse(req, reply, serverContext),
    );
    return sendYogaResponse(reply, response);
  };

  const sendJson = (
    reply: FastifyReply,
    text: string,
    headers: Record<string, string>,
    mediaType: string,
  ) => {
    const { body } = capJsonBody(Buffer.from(text), config.graphqlMaxResponseBytes);
    reply.headers({ ...headers, 'content-type': `${mediaType}; charset=utf-8` });
    reply.status(200).send(body);
    return reply;
  };

  const sendYogaResponse = async (reply: FastifyReply, response: Response) => {
    const capped = await cappedBody(response, config.graphqlMaxResponseBytes);
    const { tooLarge } = capped;
    // Yoga's streams may come from its own fetch implementation: no `instanceof ReadableStream`.
    const body =
      capped.body && !Buffer.isBuffer(capped.body) && isEventStream(response)
        ? liveStreams.track(capped.body)
        : capped.body;
    for (const [key, value] of response.headers) {
      if (!(tooLarge && key === 'content-length')) reply.header(key, value);
    }
    reply.status(response.status);
    // A single JSON result is sent whole (and capped), so the compression threshold can weigh
    // it; a stream (incremental delivery) stays a stream.
    reply.send(body);
    return reply;
  };
  for (const url of ['/graphql', '/graphql/']) {
    app.route({
      url,
      method: ['GET', 'POST', 'OPTIONS'],
      // GraphiQL (outside production) is a page of CDN scripts: no CSP for it.
      ...(config.isProduction
        ? {}
        : { config: { securityHeaders: { contentSecurityPolicy: false } } }),
      onRequest: guard,
      handler,
    });
  }
}

const isEventStream = (response: Response) =>
  response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
