/**
 * Login throughput of the auth API beside the argon2id ceiling of this machine.
 *
 *   npm run bench:auth [-- --seconds 10 --connections 20]
 *
 * Boots the real app in-process (PGlite in memory, or a scratch database created on the
 * DATABASE_URL server and dropped afterwards), creates one verified user,
 * then keeps N connections busy with POST /_allauth/app/v1/auth/login for the given time, and
 * afterwards measures how many argon2id verifications per second all cores can do. Each login
 * verifies one argon2id hash, so that figure is the ceiling logins can approach. The login rate
 * limits are lifted for the run (AUTH_RATE_LIMITS), everything else is the production path.
 */

import { mkdtemp } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { emailAddresses, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../apps/server/src/platform/password-hash.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const PASSWORD = 'bench-password-violet-harbour-47';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function post(agent: Agent, port: number, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** argon2id verifications per second with every core busy, with the login's parameters. */
async function argon2Rate(windowSeconds: number): Promise<number> {
  const hash = await hashPassword(PASSWORD);
  const parallel = availableParallelism() * 2;
  let verified = 0;
  const start = performance.now();
  const deadline = start + windowSeconds * 1000;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < deadline) {
        await verifyPassword(hash, PASSWORD);
        verified += 1;
      }
    }),
  );
  return verified / ((performance.now() - start) / 1000);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'charla-bench-'));
  // Never write into the database DATABASE_URL names: use a scratch one on the same server,
  // and give it to the whole app (any module that opens its own connection goes there too).
  let scratch: { admin: pg.Client; name: string; url: string } | null = null;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    admin.on('error', (error) => console.warn('bench admin connection:', error.message));
    await admin.connect();
    const name = `charla_bench_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    scratch = { admin, name, url: url.toString() };
  }
  const config = loadConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    NODE_ENV: 'production',
    SECRET_KEY: 'bench-secret-key-not-for-real-use-0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMITS: JSON.stringify({ login: '', login_failed: '' }),
  });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: 'memory://',
    poolSize: connections,
  });
  await runMigrations(database);
  const email = `bench-${Date.now()}@example.test`;
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD) })
    .returning();
  if (!user) throw new Error('no user');
  await database.db
    .insert(emailAddresses)
    .values({ userId: user.id, email, verified: true, primary: true });

  const app = await buildApp({ config, database, secretKey: config.secretKey as string });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const body = JSON.stringify({ email, password: PASSWORD });
  const path = '/_allauth/app/v1/auth/login';

  for (let i = 0; i < connections; i += 1) await post(agent, address.port, path, body);
  // The ceiling is measured before and after the logins: the machine's load may drift meanwhile.
  const hashWindow = Math.min(seconds, 5);
  const rateBefore = await argon2Rate(hashWindow);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await post(agent, address.port, path, body);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  agent.destroy();
  await app.close();
  await database.close();
  if (scratch) {
    // A pool connection may still be closing; terminating it under the pool would crash us.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await scratch.admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [scratch.name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await scratch.admin.query(`drop database if exists ${scratch.name} with (force)`);
    await scratch.admin.end();
  }

  const rateAfter = await argon2Rate(hashWindow);
  const hashRate = (rateBefore + rateAfter) / 2;
  const hash = await hashPassword(PASSWORD);
  const single = performance.now();
  for (let i = 0; i < 20; i += 1) await verifyPassword(hash, PASSWORD);
  const singleMs = (performance.now() - single) / 20;

  const ok = statuses.get(200) ?? 0;
  const loginRate = ok / elapsed;
  console.log(
    `Login benchmark (${database.kind}, ${connections} connections, ${seconds} s, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()})`,
  );
  console.log(`  logins/s          ${loginRate.toFixed(1)}`);
  console.log(`  latency p50       ${percentile(latencies, 50).toFixed(1)} ms`);
  console.log(`  latency p99       ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`  responses         ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  console.log(`argon2id limit (m=19456 KiB, t=2, p=1)`);
  console.log(
    `  verifications/s   ${hashRate.toFixed(1)} on all ${availableParallelism()} cores (before ${rateBefore.toFixed(1)}, after ${rateAfter.toFixed(1)})`,
  );
  console.log(`  one verification  ${singleMs.toFixed(1)} ms`);
  console.log(
    `  logins reach      ${((loginRate / hashRate) * 100).toFixed(0)}% of the argon2id limit`,
  );
  if (ok === 0 || (statuses.size > 1 && [...statuses.keys()].some((s) => s !== 200))) {
    process.exitCode = 1;
  }
}

await main();
