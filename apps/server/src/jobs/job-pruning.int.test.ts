import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JobStatus, jobs } from '../db/schema/jobs.ts';
import { testDatabase } from '../test/test-database.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';

const HOUR_MS = 60 * 60_000;
const uniqueQueue = () => `test-prune-${randomUUID()}`;

const started: JobQueue<unknown>[] = [];
const queueErrors: unknown[] = [];

function startQueue(options: Omit<JobQueueOptions<unknown>, 'onError' | 'handler'>) {
  const queue = createJobQueue<unknown>({
    handler: async () => undefined,
    ...options,
    onError: (error) => queueErrors.push(error),
  });
  started.push(queue);
  queue.start();
  return queue;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.drain()));
  expect(queueErrors.splice(0)).toEqual([]);
});

/** A job row as it would be after settling `ageMs` ago. */
async function settledJob(queue: string, status: JobStatus, ageMs: number, extra = {}) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload: {},
      maxAttempts: 3,
      status,
      updatedAt: new Date(Date.now() - ageMs),
      ...extra,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

async function remaining(ids: string[]): Promise<Set<string>> {
  const { db } = await testDatabase();
  const rows = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The pruning statements sent since the worker's statement log was last cleared. */
async function pruneStatements(): Promise<number> {
  const { statements } = await testDatabase();
  return statements.filter((sql) => sql.startsWith('delete from "jobs"')).length;
}

describe('job pruning', () => {
  it('deletes done and failed jobs past their retentions in bounded batches, and nothing else', async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const otherQueue = uniqueQueue();
    const oldDone = await Promise.all(
      Array.from({ length: 5 }, () => settledJob(name, 'done', 2 * HOUR_MS)),
    );
    const oldFailed = await Promise.all(
      Array.from({ length: 2 }, () => settledJob(name, 'failed', 4 * HOUR_MS)),
    );
    const kept = [
      await settledJob(name, 'done', 10 * 60_000),
      // Failed jobs stay longer than done ones.
      await settledJob(name, 'failed', 2 * HOUR_MS),
      // Queued and running jobs are never pruned, however old.
      await settledJob(name, 'queued', 100 * HOUR_MS, { runAt: new Date(Date.now() + HOUR_MS) }),
      await settledJob(name, 'running', 100 * HOUR_MS, {
        attempts: 1,
        lockedUntil: new Date(Date.now() + HOUR_MS),
        lockedBy: randomUUID(),
      }),
      // Another queue's jobs are that queue's business.
      await settledJob(otherQueue, 'done', 100 * HOUR_MS),
    ];

    database.statements.length = 0;
    startQueue({
      database,
      queue: name,
      doneRetentionMs: HOUR_MS,
      failedRetentionMs: 3 * HOUR_MS,
      pruneBatchSize: 2,
    });

    await vi.waitFor(
      async () =>
        expect(await remaining([...oldDone, ...oldFailed, ...kept])).toEqual(new Set(kept)),
      { timeout: 10_000, interval: 20 },
    );
    // Done: 2 + 2 + 1 rows; failed: 2 rows, then an empty batch that ends the backlog.
    await vi.waitFor(async () => expect(await pruneStatements()).toBe(5), { timeout: 5_000 });
  });

  it('prunes at most once per interval, from the queue’s maintenance loop', async () => {
    const database = await testDatabase();
    const name = uniqueQueue();
    const pruneIntervalMs = 300;
    database.statements.length = 0;
    const startedAt = Date.now();
    // A heartbeat every 10 ms: without the interval it would prune dozens of times.
    startQueue({ database, queue: name, lockMs: 30, pruneIntervalMs, doneRetentionMs: HOUR_MS });
    // The first pruning runs on start: one statement per status, nothing to delete.
    await vi.waitFor(async () => expect(await pruneStatements()).toBeGreaterThanOrEqual(2), {
      timeout: 5_000,
      interval: 5,
    });

    const old = await settledJob(name, 'done', 2 * HOUR_MS);
    await vi.waitFor(async () => expect(await remaining([old])).toEqual(new Set()), {
      timeout: 10_000,
      interval: 20,
    });
    const elapsed = Date.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(pruneIntervalMs);
    const prunings = (await pruneStatements()) / 2;
    expect(prunings).toBeGreaterThanOrEqual(2);
    expect(prunings).toBeLessThanOrEqual(Math.floor(elapsed / pruneIntervalMs) + 1);
  });
});
