import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../db/database-health.ts';

/** What a client waits before trying again while the database is away, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now, so nothing was saved; try again in a moment.';

/** The code GraphQL clients get for any outage of a store (the web app translates it). */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

/** Probes that must keep answering, to say the process lives and that it is not ready. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);

/**
 * While the database is known to be away, every request but the probes is refused at once with
 * 503, in the shape its API uses, instead of waiting for a connection that will not come.
 */
export function registerDatabaseGate(app: FastifyInstance, health: DatabaseHealth): void {
  app.addHook('onRequest', async (request, reply) => {
    if (health.reachable || ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) return;
    return sendDatabaseUnavailable(request, reply);
  });
}

export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/graphql')) {
    return reply.send({
      errors: [
        { message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: SERVICE_UNAVAILABLE_CODE } },
      ],
    });
  }
  // The allauth envelope of an outage (auth/http/auth-route.ts).
  if (path.startsWith('/_allauth/')) return reply.send({ status: 503 });
  return reply.send({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
}
