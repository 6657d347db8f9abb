import type { FastifyInstance } from 'fastify';

/** A dependency that does not answer within this time counts as down. */
const READINESS_TIMEOUT_MS = 2000;

/**
 * /healthz: the process is up. /readyz: it can serve requests: every dependency (the database,
 * Redis when configured) answers in time. Down: 503 naming what is unreachable, nothing more.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { checks: Record<string, () => Promise<void>> },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(
      Object.entries(options.checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), READINESS_TIMEOUT_MS);
          return null;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
          return name;
        }
      }),
    );
    const down = results.filter((name): name is string => name !== null);
    if (down.length === 0) return { status: 'ready' };
    return reply
      .status(503)
      .send({ status: 'unavailable', reason: `${down.join(', ')} unreachable` });
  });
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
