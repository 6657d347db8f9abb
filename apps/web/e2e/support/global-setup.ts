import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startE2eOidcProvider } from './oidc-provider.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/**
 * The built web app; CHARLA_E2E_WEB_DIST points at another build (e.g. `vite build --outDir`),
 * so a run is not broken by someone rebuilding apps/web/dist in the same tree meanwhile.
 */
const WEB_DIST = process.env.CHARLA_E2E_WEB_DIST ?? join(ROOT, 'apps/web/dist');
const SERVER_MAIN = join(ROOT, 'apps/server/src/main.ts');
const READY_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
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

/** A loopback SMTP server that writes each mail (raw) into the mail folder the tests read. */
async function startMailCatcher(
  mailDir: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const file = join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        writeFile(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }))
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w apps/web` before the end-to-end tests.',
    );
  }
  const workDir = await mkdtemp(join(tmpdir(), 'charla-e2e-'));
  const dataDir = join(workDir, 'data');
  const mailDir = join(workDir, 'mail');
  await Promise.all([mkdir(dataDir), mkdir(mailDir)]);

  // Both listen before the server's port is chosen, so neither can take it.
  const [mail, oidcProvider] = await Promise.all([
    startMailCatcher(mailDir),
    startE2eOidcProvider(),
  ]);
  const port = await freePort();
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
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      OIDC_PROVIDERS: oidcProvider.settingFor(url),
      // Every journey's visitors come from the one loopback address, so the per-address sign-up
      // and login limits would trip on the suite itself; the server's suite tests the limits.
      AUTH_RATE_LIMITS: JSON.stringify({ signup: '', login: '' }),
      LOG_LEVEL: 'warn',
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
    await Promise.all([mail.close(), oidcProvider.close()]);
    throw error;
  }

  process.env.CHARLA_E2E_URL = url;
  process.env.CHARLA_E2E_MAIL_DIR = mailDir;

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await Promise.all([mail.close(), oidcProvider.close()]);
    await rm(workDir, { recursive: true, force: true });
  };
}
