import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from './test-server.ts';

/**
 * Several real server processes on one PostgreSQL database (and one Redis), as a load balancer
 * would see them, plus an in-process server on the same stores that builds each test's world
 * (factories, planted sessions). Every cluster writes its Redis keys under a prefix of its own,
 * so clusters of parallel runs never share a rate limit or a session, and removes them on close.
 */
export type ServerCluster = {
  /** In-process, on the same database and Redis: for factories and `authModule.createSession`. */
  server: TestServer;
  instances: ServerProcess[];
  /** What every instance is started with (database, Redis and its key prefix, secret key). */
  sharedEnv: Record<string, string>;
  /** Starts one more instance on the same stores. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  close(): Promise<void>;
};

const redisUrl = process.env.TEST_REDIS_URL;

/** The PostgreSQL database of this run (integration · postgresql project), or null. */
export function clusterDatabaseUrl(): string | null {
  return inject('postgresUrl');
}

/**
 * What the instances share: PostgreSQL and Redis with an explicit SECRET_KEY, or PostgreSQL
 * alone with nothing else configured (the key generated once and kept in the database).
 */
export type ClusterStores = 'postgres+redis' | 'postgres';

/** Why a cluster on these stores cannot run here (its tests are skipped), or null. */
export function clusterSkipReason(stores: ClusterStores = 'postgres+redis'): string | null {
  if (!clusterDatabaseUrl()) return 'they need the PostgreSQL project';
  if (stores === 'postgres+redis' && !redisUrl) return 'they need TEST_REDIS_URL';
  return null;
}

/**
 * Starts `instanceEnvs.length` server processes in parallel, each with the shared settings plus
 * its own (e.g. `{ TUTOR_GRADING_WORKER: 'false' }`), one proxy hop trusted so that tests can
 * spread clients over addresses with X-Forwarded-For.
 */
export async function startServerCluster(
  instanceEnvs: Record<string, string>[],
  options: { stores?: ClusterStores; sharedEnv?: Record<string, string> } = {},
): Promise<ServerCluster> {
  const stores = options.stores ?? 'postgres+redis';
  const databaseUrl = clusterDatabaseUrl();
  const skipReason = clusterSkipReason(stores);
  if (!databaseUrl || skipReason) throw new Error(`no cluster: ${skipReason}`);
  const prefix = `charla-test-${randomBytes(4).toString('hex')}:`;
  const redis: Record<string, string> =
    stores === 'postgres+redis' && redisUrl
      ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }
      : {};
  const sharedEnv: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    ...redis,
    ...(stores === 'postgres+redis' ? { SECRET_KEY: TEST_SECRET_KEY } : {}),
    SEED_ON_START: 'false',
    TRUSTED_PROXY_COUNT: '1',
    ...options.sharedEnv,
  };
  const server = await startTestServer(redis);
  const instances: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const instance = await startServerProcess({
      ...sharedEnv,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'charla-instance-')),
      ...env,
    });
    instances.push(instance);
    return instance;
  };
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await server.close();
    if (redis.REDIS_URL) await deleteKeys(redis.REDIS_URL, prefix);
  };
  try {
    await Promise.all(instanceEnvs.map((env) => start(env)));
  } catch (error) {
    await close();
    throw error;
  }
  return { server, instances, sharedEnv, start, close };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
