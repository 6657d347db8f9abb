import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestTiming, timeStage } from './request-timing.ts';

function appWithLogLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  installRequestTiming(app);
  app.get('/slow', async (request) => {
    await timeStage(request, 'session', () => new Promise((resolve) => setTimeout(resolve, 20)));
    return { ok: true };
  });
  return { app, lines };
}

describe('request timing', () => {
  it('logs one line per request, with its method, URL, status and duration', async () => {
    const { app, lines } = appWithLogLines();
    await app.inject({ method: 'GET', url: '/slow?page=2' });
    await app.inject({ method: 'GET', url: '/missing' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/slow?page=2',
      statusCode: 200,
    });
    expect(lines[0]?.responseTimeMs).toBeGreaterThanOrEqual(20);
    expect(lines[1]).toMatchObject({ url: '/missing', statusCode: 404 });
  });

  it('sends the measured stages and the total as Server-Timing', async () => {
    const { app } = appWithLogLines();
    const response = await app.inject({ method: 'GET', url: '/slow' });
    const timing = String(response.headers['server-timing']);
    expect(timing).toMatch(/^session;dur=\d+\.\d, total;dur=\d+\.\d$/);
    const [session, total] = [...timing.matchAll(/dur=([\d.]+)/g)].map((match) => Number(match[1]));
    expect(session).toBeGreaterThanOrEqual(19);
    expect(total).toBeGreaterThanOrEqual(session ?? 0);
  });
});
