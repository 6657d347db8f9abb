import type { FastifyInstance } from 'fastify';

/** /healthz: the process is up. /readyz: it can serve requests (the database answers). */
export async function healthRoutes(
  app: FastifyInstance,
  options: { ping: () => Promise<void> },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await options.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
}
