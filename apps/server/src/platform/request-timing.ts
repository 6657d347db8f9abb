import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Stage = { name: string; durationMs: number };

/** Stages measured while answering each request, sent back as Server-Timing. */
const stages = new WeakMap<FastifyRequest, Stage[]>();

/** Runs one stage of the answer and records how long it took, for Server-Timing. */
export async function timeStage<T>(
  request: FastifyRequest,
  name: string,
  stage: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  try {
    return await stage();
  } finally {
    const measuredStage = { name, durationMs: performance.now() - start };
    const measured = stages.get(request);
    if (measured) measured.push(measuredStage);
    else stages.set(request, [measuredStage]);
  }
}

const serverTiming = (request: FastifyRequest, reply: FastifyReply) =>
  [...(stages.get(request) ?? []), { name: 'total', durationMs: reply.elapsedTime }]
    .map(({ name, durationMs }) => `${name};dur=${durationMs.toFixed(1)}`)
    .join(', ');

/**
 * One log line per request, written once it is answered (Fastify's own two lines, incoming and
 * completed, are turned off in app.ts), and a Server-Timing header with the measured stages and
 * the total, which the browser's developer tools show under each request's Timing tab.
 */
export function installRequestTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('server-timing', serverTiming(request, reply));
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
