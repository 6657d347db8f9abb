import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../db/schema/index.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../health/database-gate.ts';
import { type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import {
  clusterDatabaseUrl,
  clusterSkipReason,
  type ServerCluster,
  startServerCluster,
} from '../test/server-cluster.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { buildTeacher, languageId } from '../test/world-factories.ts';

const skipReason = clusterSkipReason();
if (skipReason) console.warn(`database faults: skipped (${skipReason})`);

let proxy: TcpProxy;
let cluster: ServerCluster;
let server: ServerProcess;
beforeAll(async () => {
  if (skipReason) return;
  // The server reaches PostgreSQL through a proxy the test cuts; the machine's PostgreSQL stays up.
  const databaseUrl = new URL(clusterDatabaseUrl() ?? '');
  proxy = await startTcpProxy({
    host: databaseUrl.hostname,
    port: Number(databaseUrl.port || 5432),
  });
  databaseUrl.host = `127.0.0.1:${proxy.port}`;
  cluster = await startServerCluster([{}], {
    sharedEnv: {
      DATABASE_URL: databaseUrl.toString(),
      TUTOR_GRADING_WORKER: 'false',
      // One teacher writes as fast as the machine answers.
      RATE_LIMITS: JSON.stringify({ graphql: '100000/m/user,100000/m/ip' }),
    },
  });
  [server] = cluster.instances as [ServerProcess];
}, 120_000);
afterAll(async () => {
  await cluster?.close();
  await proxy?.close();
});

type Write = {
  status: number;
  ms: number;
  id?: string;
  error?: { message: string; code?: string };
};

/** Two clients creating classrooms one after another until `until` resolves. */
function writeLoad(teacher: GraphQLClient, languageIdEs: string, until: Promise<unknown>) {
  let stopped = false;
  void until.then(() => {
    stopped = true;
  });
  const writes: Write[] = [];
  let n = 0;
  const loop = async () => {
    while (!stopped) {
      n += 1;
      const startedAt = Date.now();
      const response = await teacher.query<{
        createClassroom: { objects: { id: string }[] | null };
      }>(
        'mutation ($input: ClassroomInput!) { createClassroom(input: $input) { objects { id } } }',
        { input: { name: `Fault drill ${n}`, languageId: languageIdEs, level: 'A1' } },
      );
      const id = response.data?.createClassroom.objects?.[0]?.id;
      const error = response.errors?.[0];
      writes.push({
        status: response.status,
        ms: Date.now() - startedAt,
        ...(id ? { id } : {}),
        ...(error ? { error: { message: error.message, code: error.extensions?.code } } : {}),
      });
    }
  };
  return { writes, done: Promise.all([loop(), loop()]) };
}

const readiness = async () => (await fetch(`${server.url}/readyz`)).status;

describe.skipIf(skipReason)('PostgreSQL going away under load', () => {
  it('answers 503 at once, reports not ready, recovers by itself, and loses no acknowledged write', async () => {
    const { db } = cluster.server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient({ ...cluster.server, url: server.url }, teacher.user);
    const stopped = Promise.withResolvers<void>();
    const { writes, done } = writeLoad(client, await languageId(db, 'es'), stopped.promise);
    const acknowledged = () => writes.filter((write) => write.id).length;

    await expect.poll(acknowledged, { timeout: 15_000 }).toBeGreaterThan(5);
    proxy.cut();
    await expect.poll(readiness, { timeout: 10_000 }).toBe(503);
    const failedDuringCut = () => writes.filter((write) => write.status === 503).length;
    await expect.poll(failedDuringCut, { timeout: 10_000 }).toBeGreaterThan(10);

    const beforeRestore = acknowledged();
    proxy.restore();
    await expect.poll(readiness, { timeout: 15_000 }).toBe(200);
    await expect.poll(acknowledged, { timeout: 15_000 }).toBeGreaterThan(beforeRestore + 5);
    stopped.resolve();
    await done;

    const failures = writes.filter((write) => !write.id);
    expect(failures.length).toBeGreaterThan(10);
    for (const failure of failures) {
      expect(failure).toMatchObject({
        status: 503,
        error: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
      });
    }
    // No request waits on the lost database: the slowest answered within a couple of seconds.
    expect(Math.max(...writes.map((write) => write.ms))).toBeLessThan(3000);
    const ids = writes.flatMap((write) => (write.id ? [write.id] : []));
    const stored = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(inArray(classrooms.id, ids));
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
  }, 90_000);
});
