import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { testDatabase } from '../test/test-database.ts';
import {
  createJobQueue,
  type Job,
  JobLockExpiredError,
  type JobQueueOptions,
} from './job-queue.ts';
import { completeJob } from './job-store.ts';

type Payload = { n: number };

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const uniqueQueue = () => `test-${randomUUID()}`;
const nextMacrotask = () => new Promise((resolve) => setImmediate(resolve));

const started: { drain(): Promise<void> }[] = [];
const queueErrors: unknown[] = [];

function startQueue(options: Omit<JobQueueOptions<Payload>, 'onError'>) {
  const queue = createJobQueue<Payload>({
    pollIntervalMs: 20,
    retryBaseDelayMs: 0,
    ...options,
    onError: (error) => queueErrors.push(error),
  });
  started.push(queue);
  queue.start();
  return queue;
}

async function jobRow(id: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.drain()));
  expect(queueErrors.splice(0)).toEqual([]);
});

describe('PostgreSQL-backed job queue', () => {
  it('runs an enqueued job once and marks it done', async () => {
    const database = await testDatabase();
    const handled = deferred();
    const seen: Job<Payload>[] = [];
    const queue = startQueue({
      database,
      queue: uniqueQueue(),
      handler: async (job) => {
        seen.push(job);
        handled.resolve();
      },
    });

    const id = await queue.enqueue({ n: 7 });
    await handled.promise;
    await queue.drain();

    expect(seen).toEqual([
      expect.objectContaining({ id, payload: { n: 7 }, attempt: 1, maxAttempts: 3 }),
    ]);
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      lockedUntil: null,
      lockedBy: null,
    });
  });

  it('never runs the same job twice with two workers on the same queue', async () => {
    const database = await testDatabase();
    const postgresUrl = inject('postgresUrl');
    // On PostgreSQL the second worker has its own pool, as another server process would.
    const secondDatabase: Database = postgresUrl
      ? await openDatabase({ url: postgresUrl, poolSize: 2 })
      : database;
    try {
      const name = uniqueQueue();
      const total = 30;
      const runs = new Map<number, number>();
      const allRan = deferred();
      const handler = async ({ payload }: Job<Payload>) => {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        await nextMacrotask();
        if (runs.size === total) allRan.resolve();
      };
      const workers = [database, secondDatabase].map((db) =>
        startQueue({
          database: db,
          queue: name,
          handler,
          concurrency: 3,
          listenUrl: postgresUrl ?? undefined,
        }),
      );
      const [first] = workers;
      for (let n = 0; n < total; n += 1) await first?.enqueue({ n });

      await allRan.promise;
      await Promise.all(workers.map((worker) => worker.drain()));

      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(runs.size).toBe(total);
      const statuses = await database.db
        .select({ status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.queue, name))
        .groupBy(jobs.status);
      expect(statuses).toEqual([{ status: 'done', count: total }]);
    } finally {
      if (secondDatabase !== database) await secondDatabase.close();
    }
  });

  it('retries a failing handler, then marks the job failed with its error', async () => {
    const database = await testDatabase();
    const attempts: number[] = [];
    const failed = deferred<{ job: Job<Payload>; error: unknown }>();
    let failures = 0;
    const queue = startQueue({
      database,
      queue: uniqueQueue(),
      maxAttempts: 3,
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`model down (attempt ${attempt})`);
      },
      onFailed: (job, error) => {
        failures += 1;
        failed.resolve({ job, error });
      },
    });

    const id = await queue.enqueue({ n: 1 });
    const { job, error } = await failed.promise;
    await queue.drain();

    expect(attempts).toEqual([1, 2, 3]);
    expect(failures).toBe(1);
    expect(job).toMatchObject({ id, attempt: 3, payload: { n: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'model down (attempt 3)',
      lockedBy: null,
    });
  });

  it('takes over a job whose worker stopped, and the stopped worker cannot settle it', async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const staleToken = randomUUID();
    const [crashed, held] = await database.db
      .insert(jobs)
      .values([
        {
          queue: name,
          payload: { n: 1 },
          status: 'running',
          attempts: 1,
          maxAttempts: 3,
          lockedUntil: sql`now() - interval '1 minute'`,
          lockedBy: staleToken,
        },
        {
          queue: name,
          payload: { n: 2 },
          status: 'running',
          attempts: 1,
          maxAttempts: 3,
          lockedUntil: sql`now() + interval '1 hour'`,
          lockedBy: randomUUID(),
        },
      ])
      .returning();
    if (!crashed || !held) throw new Error('jobs not inserted');
    const handled = deferred<Job<Payload>>();
    const queue = startQueue({
      database,
      queue: name,
      concurrency: 2,
      handler: async (job) => handled.resolve(job),
    });

    expect(await handled.promise).toMatchObject({ id: crashed.id, attempt: 2 });
    await queue.drain();

    expect(await jobRow(crashed.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(held.id)).toMatchObject({ status: 'running', attempts: 1 });
    const staleSettled = await completeJob(database.db, {
      id: crashed.id,
      payload: crashed.payload,
      attempts: 1,
      maxAttempts: 3,
      lockToken: staleToken,
    });
    expect(staleSettled).toBe(false);
  });

  it('fails a job whose worker stopped during its last attempt', async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const [lost] = await database.db
      .insert(jobs)
      .values({
        queue: name,
        payload: { n: 1 },
        status: 'running',
        attempts: 2,
        maxAttempts: 2,
        lockedUntil: sql`now() - interval '1 minute'`,
        lockedBy: randomUUID(),
      })
      .returning();
    if (!lost) throw new Error('job not inserted');
    const failed = deferred<{ job: Job<Payload>; error: unknown }>();
    let runs = 0;
    const queue = startQueue({
      database,
      queue: name,
      handler: async () => {
        runs += 1;
      },
      onFailed: (job, error) => failed.resolve({ job, error }),
    });

    const { job, error } = await failed.promise;
    await queue.drain();

    expect(runs).toBe(0);
    expect(job).toMatchObject({ id: lost.id, attempt: 2 });
    expect(error).toBeInstanceOf(JobLockExpiredError);
    expect((error as JobLockExpiredError).code).toBe('JOB_LOCK_EXPIRED');
    expect(await jobRow(lost.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^JOB_LOCK_EXPIRED/),
    });
  });

  it('drains by waiting for the running job and claiming no new one', async () => {
    const database = await testDatabase();
    const running = deferred();
    const release = deferred();
    const runs: number[] = [];
    const queue = startQueue({
      database,
      queue: uniqueQueue(),
      concurrency: 1,
      handler: async ({ payload }) => {
        runs.push(payload.n);
        running.resolve();
        await release.promise;
      },
    });
    const first = await queue.enqueue({ n: 1 });
    await running.promise;

    let drained = false;
    const draining = queue.drain().then(() => {
      drained = true;
    });
    const second = await queue.enqueue({ n: 2 });
    await nextMacrotask();
    expect(drained).toBe(false);
    expect(queue.running).toBe(1);

    release.resolve();
    await draining;

    expect(runs).toEqual([1]);
    expect(queue.running).toBe(0);
    expect(await jobRow(first)).toMatchObject({ status: 'done' });
    expect(await jobRow(second)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('drains with a deadline by handing the job still running back to another worker', async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const stuck = deferred();
    const stopping = startQueue({
      database,
      queue: name,
      handler: async () => {
        stuck.resolve();
        await new Promise(() => undefined);
      },
    });
    const id = await stopping.enqueue({ n: 1 });
    await stuck.promise;
    await stopping.drain({ returnJobsAfterMs: 50 });
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    const handled = deferred<Job<Payload>>();
    startQueue({ database, queue: name, handler: async (job) => handled.resolve(job) });
    expect(await handled.promise).toMatchObject({ id, attempt: 1 });
  });

  it("enqueues within the caller's transaction", async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const producer = createJobQueue<Payload>({
      database,
      queue: name,
      handler: async () => undefined,
      onError: (error) => queueErrors.push(error),
    });
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await producer.enqueue({ n: 1 }, { db: tx });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const kept = await database.db.transaction((tx) => producer.enqueue({ n: 2 }, { db: tx }));

    const rows = await database.db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.queue, name));
    expect(rows).toEqual([{ id: kept, payload: { n: 2 } }]);
  });
});
