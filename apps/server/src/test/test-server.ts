import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';
import { testDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: Config;
  database: Awaited<ReturnType<typeof testDatabase>>;
  close(): Promise<void>;
};

/** The secret key of test servers; server processes that share their sessions need it too. */
export const TEST_SECRET_KEY = 'test-secret-key-'.padEnd(48, 'x');

/** Boots the real app on the worker's database, listening on a free loopback port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'charla-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    // Grading runs only where a test asks for it: a polling worker's statements would otherwise
    // mix with the statements other tests count.
    TUTOR_GRADING_WORKER: 'false',
    ...env,
  });
  const database = await testDatabase();
  const app = await buildApp({
    config,
    database,
    secretKey: TEST_SECRET_KEY,
    logStream: options.logStream,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    config,
    database,
    close: () => app.close(),
  };
}
