/**
 * What serving media costs on each storage: the local folder, and an S3-compatible bucket
 * (s3rver on loopback) behind the signed /media route (decisions 0011, 0012).
 *
 *   npm run bench:media [-- --seconds 10 --connections 10]
 *
 * Boots the real app in-process once per storage (PGlite in memory), stores a 200 KB public
 * picture and a 2 MB private recording, then keeps N connections busy for the given time with
 * whole-picture GETs, and again with 64 KB range requests at random offsets of the recording on
 * its signed URL (audio seeking). Prints requests per second, p50/p99 and MB/s per storage, and
 * the same picture from a bare Fastify with @fastify/static as the floor.
 * s3rver is a test server written in JavaScript, so its figures are a floor, not what a real
 * MinIO or S3 gives; the local figures are the app's own ceiling.
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createMediaStorage } from '../../apps/server/src/media/create-media-storage.ts';
import { startS3TestServer } from '../../apps/server/src/test/s3-test-server.ts';
import { newMediaKey } from '../../apps/server/src/uploads/media-storage.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const SECRET_KEY = 'bench-secret-key-not-for-real-use-0123456789';
const PICTURE_BYTES = 200 * 1024;
const RECORDING_BYTES = 2 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function get(agent: Agent, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(port: number, next: () => { path: string; headers: Record<string, string> }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const { path, headers } = next();
        const sent = performance.now();
        const response = await get(agent, port, path, headers);
        latencies.push(performance.now() - sent);
        bytes += response.bytes;
        if (response.status >= 300) failed += 1;
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'MB/s': Number((bytes / elapsed / 1024 / 1024).toFixed(1)),
    failed,
  };
}

async function bench(storage: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SECRET_KEY,
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-bench-media-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase({ url: undefined, pgliteDir: 'memory://' });
  await runMigrations(database);
  const app = await buildApp({ config, database, secretKey: SECRET_KEY });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');

  const media = createMediaStorage(config, SECRET_KEY).storage;
  const picture = newMediaKey('bench', 'webp');
  const recording = newMediaKey('bench', 'webm', { private: true });
  await media.put(picture, new Uint8Array(randomBytes(PICTURE_BYTES)), 'image/webp');
  await media.put(recording, new Uint8Array(randomBytes(RECORDING_BYTES)), 'audio/webm');
  const recordingUrl = media.url(recording);

  const whole = await load(address.port, () => ({ path: media.url(picture), headers: {} }));
  const seeking = await load(address.port, () => {
    const start = Math.floor(Math.random() * (RECORDING_BYTES - CHUNK_BYTES));
    return { path: recordingUrl, headers: { range: `bytes=${start}-${start + CHUNK_BYTES - 1}` } };
  });
  await app.close();
  await database.close();
  const rows = [
    { storage, request: 'GET 200 KB picture', ...whole },
    { storage, request: '64 KB range of a signed 2 MB recording', ...seeking },
  ];
  if (config.mediaStorage.kind === 'local') {
    // The floor: the same file from @fastify/static on a bare Fastify (how /media was served
    // before it checked signatures), no security headers, no request logging.
    const bare = Fastify({ logger: false });
    await bare.register(fastifyStatic, { root: join(config.dataDir, 'media'), prefix: '/media/' });
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');
    const floor = await load(bareAddress.port, () => ({ path: `/media/${picture}`, headers: {} }));
    rows.push({ storage: 'bare @fastify/static', request: 'GET 200 KB picture', ...floor });
    await bare.close();
  }
  return rows;
}

const rows = await bench('local folder', {});
const s3 = await startS3TestServer();
if ('unavailable' in s3) {
  console.log(`S3: skipped (${s3.unavailable})`);
} else {
  rows.push(...(await bench('S3 (s3rver, loopback)', s3.env)));
  await s3.close();
}
console.log(`media serving, ${connections} connections, ${seconds} s per row`);
console.table(rows);
