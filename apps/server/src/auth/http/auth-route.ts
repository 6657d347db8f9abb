import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import type { AuthDeps } from '../auth-deps.ts';
import { readRequestSession } from '../sessions/request-session.ts';
import type { SessionClient } from '../sessions/session-types.ts';
import { apiErrors, renderApiErrors } from './api-errors.ts';
import { requestLocale } from './api-messages.ts';
import { AuthContext } from './auth-context.ts';
import { type ApiReply, forbidden, inputErrors, sessionGone } from './responses.ts';

export type AuthHandler = (ctx: AuthContext) => Promise<ApiReply>;

export type AuthRouteOptions = {
  /** Off only where a third party posts to us (the provider callback, guarded by its state). */
  csrf?: boolean;
  /** The config endpoint answers whatever token the app holds. */
  ignoreStaleToken?: boolean;
};

/** Registers routes of one client (browser or app) with the checks every auth route shares. */
export type AuthRouter = {
  client: SessionClient;
  route(method: HTTPMethods, url: string, handler: AuthHandler, options?: AuthRouteOptions): void;
};

/** The one place a reply is written; error messages take the request's language here. */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  result: ApiReply,
): Promise<FastifyReply> {
  if (result.kind === 'redirect') return reply.redirect(result.location, 302);
  if (result.kind === 'errors') {
    const locale = requestLocale(request.headers['accept-language']);
    // The text depends on the header, as with Django's LocaleMiddleware: caches must know.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    return reply.code(400).send({ status: 400, errors: renderApiErrors(result.errors, locale) });
  }
  return reply.code(result.status).send(result.body);
}

/**
 * Body handling shared by both clients: an empty JSON body reads as {} (allauth clients send
 * `Content-Type: application/json` on bodiless POST and DELETE), and a malformed body or any
 * unexpected failure still answers in the allauth envelope.
 */
export function useAuthBodies(
  scope: FastifyInstance,
  storesAnswer: () => boolean | Promise<boolean>,
): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });
  scope.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, inputErrors([apiErrors.unreadableBody()]));
    }
    // A store that does not answer (Redis or the database away) is an outage, answered 503 and
    // logged once by the store's own error events; anything else is a bug.
    if (!(await storesAnswer())) {
      request.log.warn({ err: error }, 'auth request failed: a store is unavailable');
      return reply.code(503).send({ status: 503 });
    }
    request.log.error({ err: error }, 'auth request failed');
    return reply.code(500).send({ status: 500 });
  });
}

export function createAuthRouter(
  scope: FastifyInstance,
  deps: AuthDeps,
  client: SessionClient,
): AuthRouter {
  return {
    client,
    route(method, url, handler, options = {}) {
      scope.route({
        method,
        url,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (client === 'browser') {
            deps.csrf.ensureCookie(request, reply);
            if (options.csrf !== false && !deps.csrf.verify(request)) {
              return send(request, reply, forbidden());
            }
          }
          const loaded = await readRequestSession(deps.sessionDeps, request, client);
          const ctx = new AuthContext(deps, request, reply, loaded);
          if (
            client === 'app' &&
            loaded.presentedToken &&
            !loaded.record &&
            !options.ignoreStaleToken
          ) {
            return send(request, reply, sessionGone(ctx));
          }
          const result = await handler(ctx);
          await ctx.flush();
          return send(request, reply, result);
        },
      });
    },
  };
}
