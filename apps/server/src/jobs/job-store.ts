import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

/** The PostgreSQL NOTIFY channel announcing new jobs; the payload is the queue's name. */
export const JOBS_CHANNEL = 'charla_jobs';

/** What can insert a job: the database or a transaction, to enqueue with the caller's writes. */
export type JobWriter = Pick<Db, 'insert' | 'execute'>;

/** A job this worker holds; `lockToken` (one per claim) proves it still does when settling it. */
export type ClaimedJob = {
  id: string;
  payload: unknown;
  /** Runs started so far, this one included. */
  attempts: number;
  maxAttempts: number;
  lockToken: string;
};

const LAST_ERROR_MAX_LENGTH = 2000;

const inMs = (ms: number): SQL => sql`now() + ${ms}::float8 * interval '1 millisecond'`;
const agoMs = (ms: number): SQL => sql`now() - ${ms}::float8 * interval '1 millisecond'`;

export async function insertJob(
  db: JobWriter,
  job: { queue: string; payload: unknown; maxAttempts: number },
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ queue: job.queue, payload: job.payload, maxAttempts: job.maxAttempts })
    .returning({ id: jobs.id });
  if (!row) throw new Error('inserting a job returned no row');
  return row.id;
}

/** Wakes the workers listening on PostgreSQL; delivered when the writer's transaction commits. */
export async function announceJob(db: JobWriter, queue: string): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
}

/**
 * Locks up to `limit` due jobs of the queue, skipping rows other workers hold, and marks them
 * running for `lockMs`. Due: queued and past `run_at`, or running with an expired lock (its worker
 * stopped) and attempts left.
 */
export function claimJobs(
  db: Db,
  { queue, limit, lockMs }: { queue: string; limit: number; lockMs: number },
): Promise<ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, queue),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(
              eq(jobs.status, 'running'),
              lt(jobs.lockedUntil, sql`now()`),
              lt(jobs.attempts, jobs.maxAttempts),
            ),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const lockToken = randomUUID();
    const claimed = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: inMs(lockMs),
        lockedBy: lockToken,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: jobs.id,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
    return claimed.map((row) => ({ ...row, lockToken }));
  });
}

const heldBy = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockToken));

/** Marks the job done; false when this worker no longer held it. */
export async function completeJob(db: Db, job: ClaimedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lockedBy: null, updatedAt: sql`now()` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again after `retryInMs`, or failed for good when `retryInMs` is
 * null. False when this worker no longer held the job.
 */
export async function failAttempt(
  db: Db,
  job: ClaimedJob,
  { error, retryInMs }: { error: string; retryInMs: number | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: retryInMs === null ? 'failed' : 'queued',
      ...(retryInMs === null ? {} : { runAt: inMs(retryInMs) }),
      lastError: error.slice(0, LAST_ERROR_MAX_LENGTH),
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Keeps this worker's locks alive while its handlers run. */
export async function extendLocks(db: Db, lockTokens: string[], lockMs: number): Promise<void> {
  if (lockTokens.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: inMs(lockMs), updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'running'), inArray(jobs.lockedBy, lockTokens)));
}

/**
 * Hands this worker's running jobs back to the queue, due now, the interrupted attempt not
 * counted (a stopping server did not fail them); returns how many went back.
 */
export async function releaseJobs(db: Db, lockTokens: string[]): Promise<number> {
  if (lockTokens.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.status, 'running'), inArray(jobs.lockedBy, lockTokens)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Fails the queue's jobs whose worker stopped during their last attempt; returns them. */
export async function failExpiredJobs(
  db: Db,
  { queue, error }: { queue: string; error: string },
): Promise<Omit<ClaimedJob, 'lockToken'>[]> {
  return db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: error,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.queue, queue),
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({
      id: jobs.id,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/**
 * Deletes up to `limit` of the queue's jobs that settled as `status` more than `olderThanMs` ago
 * (their last change: `updated_at`); returns how many went. One bounded statement, so pruning a
 * large backlog never holds many rows locked at once; rows another pruner holds are skipped.
 */
export async function deleteSettledJobs(
  db: Db,
  {
    queue,
    status,
    olderThanMs,
    limit,
  }: { queue: string; status: 'done' | 'failed'; olderThanMs: number; limit: number },
): Promise<number> {
  const batch = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.queue, queue), eq(jobs.status, status), lt(jobs.updatedAt, agoMs(olderThanMs))),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
  return deleted.length;
}
