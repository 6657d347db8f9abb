import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, waitUntilReady } from '../test/server-process.ts';

/** The real entry point, run as users run it: a separate process on an embedded data folder. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function graphql(baseUrl: string, query: string) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

describe('the server process', () => {
  it('stops cleanly on SIGTERM and keeps its data, without seeding twice or sharing its folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'charla-lifecycle-'));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port) };

    const first = startServer(env);
    await waitUntilReady(baseUrl);
    const before = await graphql(baseUrl, '{ languages { id isoLanguageCode } }');
    const languages = before.data.languages as { id: string }[];
    expect(languages.length).toBeGreaterThanOrEqual(15);

    // A second server on the same folder would corrupt it: it stops, and the first goes on.
    const intruder = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const [intruderExit] = await once(intruder.child, 'exit');
    expect(intruderExit).not.toBe(0);
    expect(intruder.output().trim().split('\n')).toEqual([
      `Another Charla process is using the embedded database in ${join(dataDir, 'db')} (a server started with \`npm start\`, a seed or a migration). Stop it first, or give this one its own DATA_DIR.`,
    ]);
    expect((await graphql(baseUrl, '{ languages { id } }')).data.languages).toHaveLength(
      languages.length,
    );

    first.child.kill('SIGTERM');
    const [exitCode] = await once(first.child, 'exit');
    expect(exitCode).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = startServer(env);
    await waitUntilReady(baseUrl);
    const after = await graphql(baseUrl, '{ languages { id isoLanguageCode } }');
    expect((after.data.languages as { id: string }[]).map((l) => l.id).sort()).toEqual(
      languages.map((l) => l.id).sort(),
    );
    second.child.kill('SIGTERM');
    expect((await once(second.child, 'exit'))[0]).toBe(0);
  }, 120_000);

  it('exits non-zero with a one-line message naming a malformed setting', async () => {
    const { child, output } = startServer({ PORT: 'abc' });
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).not.toBe(0);
    expect(output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid setting PORT="abc"/),
    ]);
  });

  it('refuses to start in production without a secret key', async () => {
    const { child, output } = startServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://charla.example',
    });
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).not.toBe(0);
    expect(output().trim()).toBe('Missing setting SECRET_KEY: required when NODE_ENV=production');
  });
});
