import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/src/main.ts');
const READY_TIMEOUT_MS = 60_000;
/**
 * The built web app; CHARLA_E2E_WEB_DIST points at another build (e.g. `vite build --outDir`),
 * so a run is not broken by someone rebuilding apps/web/dist in the same tree meanwhile.
 */
export const WEB_DIST = process.env.CHARLA_E2E_WEB_DIST ?? join(ROOT, 'apps/web/dist');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The server runs .ts files by type stripping: it needs Node 24 (the project's pinned one). */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  const pinned = join(ROOT, 'node_modules/.bin/node');
  if (existsSync(pinned)) return pinned;
  throw new Error(
    `Node ${process.versions.node} cannot run the server: run the tests through npm (Node 24).`,
  );
}

async function waitUntilReady(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export type E2eServer = { url: string; stop(): Promise<void> };

/**
 * The real server (`apps/server/src/main.ts`) serving the built web app with its data in
 * `dataDir`, on `port` (a free one when not given) and `env` on top of the end-to-end defaults;
 * resolves once `/readyz` answers.
 */
export async function startE2eServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<E2eServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w apps/web` before the end-to-end tests.',
    );
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(nodeBinary(), [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: WEB_DIST,
      // Every journey's visitors come from the one loopback address, so the per-address sign-up
      // and login limits would trip on the suite itself; the server's suite tests the limits.
      AUTH_RATE_LIMITS: JSON.stringify({ signup: '', login: '' }),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  try {
    await waitUntilReady(url, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    },
  };
}
