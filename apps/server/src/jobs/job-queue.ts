import type { JobsConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { settlesWithin } from '../platform/deadline.ts';
import { listenOnPostgres, type PostgresListener } from '../platform/postgres-notifications.ts';
import {
  announceJob,
  type ClaimedJob,
  claimJobs,
  completeJob,
  deleteSettledJobs,
  extendLocks,
  failAttempt,
  failExpiredJobs,
  insertJob,
  JOBS_CHANNEL,
  type JobWriter,
  releaseJobs,
} from './job-store.ts';
import { retryDelayMs } from './retry-delay.ts';

export const DEFAULT_JOB_CONCURRENCY = 1;
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_POLL_INTERVAL_MS = 1000;
export const DEFAULT_LOCK_MS = 60_000;
export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;
export const DEFAULT_RETRY_MAX_DELAY_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
export const DEFAULT_DONE_RETENTION_MS = 7 * DAY_MS;
export const DEFAULT_FAILED_RETENTION_MS = 30 * DAY_MS;
export const DEFAULT_PRUNE_INTERVAL_MS = 60 * 60_000;
export const DEFAULT_PRUNE_BATCH_SIZE = 500;

export type Job<P> = {
  id: string;
  queue: string;
  payload: P;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
};

/** Expected failures of a job that the queue itself detects, with stable codes. */
export class JobLockExpiredError extends Error {
  override name = 'JobLockExpiredError';
  readonly code = 'JOB_LOCK_EXPIRED';
  constructor() {
    super('JOB_LOCK_EXPIRED: the worker running the last attempt stopped before finishing it');
  }
}

export type JobQueueOptions<P> = {
  database: Pick<Database, 'db' | 'kind'>;
  /** Jobs of other queues in the same table are left alone. */
  queue: string;
  /**
   * Runs one job; throwing schedules a retry. At-least-once: a job whose worker dies after the
   * handler finished runs again, so handlers must be idempotent.
   */
  handler: (job: Job<P>) => Promise<void>;
  /** Called once per job that will not run again: attempts used up, or its last run was lost. */
  onFailed?: (job: Job<P>, error: unknown) => Promise<void> | void;
  /** Failures of the queue itself (database unreachable, onFailed throwing): log them. */
  onError: (error: unknown) => void;
  concurrency?: number;
  maxAttempts?: number;
  pollIntervalMs?: number;
  /** How long a claimed job stays locked without a heartbeat; a crashed worker's job waits this long. */
  lockMs?: number;
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** PostgreSQL URL to LISTEN on, so that new jobs start without waiting for the next poll. */
  listenUrl?: string;
  /** How long done jobs stay in the table after they finished (config JOBS_DONE_RETENTION_SECONDS). */
  doneRetentionMs?: number;
  /** How long failed jobs stay, for looking into (config JOBS_FAILED_RETENTION_SECONDS). */
  failedRetentionMs?: number;
  /** A started queue prunes its old jobs at most this often (config JOBS_PRUNE_INTERVAL_SECONDS). */
  pruneIntervalMs?: number;
  /** Rows one pruning statement deletes at most; a backlog goes in several statements. */
  pruneBatchSize?: number;
};

export type DrainOptions = { returnJobsAfterMs?: number };

export type JobQueue<P> = {
  /** Stores the job (in the caller's transaction when `db` is one) and returns its id. */
  enqueue(payload: P, options?: { maxAttempts?: number; db?: JobWriter }): Promise<string>;
  /** Starts claiming and running jobs; a queue that only enqueues never calls it. */
  start(): void;
  /** Looks for due jobs now: after the transaction that enqueued one has committed. */
  wake(): void;
  /**
   * Stops claiming and resolves when the running jobs have settled; queued jobs stay queued.
   * With `returnJobsAfterMs`, jobs still running by then go back to the queue for another worker
   * (a stopping server's deadline), and drain resolves without waiting for them.
   */
  drain(options?: DrainOptions): Promise<void>;
  /** Jobs running in this process. */
  readonly running: number;
};

/** The pruning options the settings give (`config.jobs`), for `createJobQueue`. */
export function jobPruningOptions(
  settings: JobsConfig,
): Pick<JobQueueOptions<unknown>, 'doneRetentionMs' | 'failedRetentionMs' | 'pruneIntervalMs'> {
  return {
    doneRetentionMs: settings.doneRetentionSeconds * 1000,
    failedRetentionMs: settings.failedRetentionSeconds * 1000,
    pruneIntervalMs: settings.pruneIntervalSeconds * 1000,
  };
}

/**
 * A queue of jobs in the `jobs` table, shared by every worker on the database. Workers claim due
 * jobs with FOR UPDATE SKIP LOCKED, hold them with a lock renewed while the handler runs, and
 * retry failures with exponential backoff. Its maintenance loop (the heartbeat) also deletes the
 * queue's done and failed jobs once past their retention, at most once per prune interval, in
 * bounded batches. Works on PGlite (one connection: no statement waits on another) and on
 * PostgreSQL (several workers and processes).
 */
export function createJobQueue<P>(options: JobQueueOptions<P>): JobQueue<P> {
  const { database, queue, handler, onFailed, onError } = options;
  const { db } = database;
  const concurrency = options.concurrency ?? DEFAULT_JOB_CONCURRENCY;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const retry = {
    baseMs: options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS,
    maxMs: options.retryMaxDelayMs ?? DEFAULT_RETRY_MAX_DELAY_MS,
  };
  const retention = [
    { status: 'done', olderThanMs: options.doneRetentionMs ?? DEFAULT_DONE_RETENTION_MS },
    { status: 'failed', olderThanMs: options.failedRetentionMs ?? DEFAULT_FAILED_RETENTION_MS },
  ] as const;
  const pruneIntervalMs = options.pruneIntervalMs ?? DEFAULT_PRUNE_INTERVAL_MS;
  const pruneBatchSize = options.pruneBatchSize ?? DEFAULT_PRUNE_BATCH_SIZE;

  let state: 'idle' | 'started' | 'draining' = 'idle';
  let drained: Promise<void> | null = null;
  /** Jobs running in this process, by id. */
  const running = new Map<string, ClaimedJob>();
  /** Everything in flight (claims, runs, sweeps), so that drain can wait for all of it. */
  const inFlight = new Set<Promise<void>>();
  let polling = false;
  let pollAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let notifications: PostgresListener | null = null;
  let lastPruneAt = Number.NEGATIVE_INFINITY;
  let pruning = false;

  const track = (work: Promise<void>) => {
    const tracked = work.catch(onError).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const toJob = (claimed: Omit<ClaimedJob, 'lockToken'>): Job<P> => ({
    id: claimed.id,
    queue,
    // Only `enqueue` of this queue writes the payload, with a P.
    payload: claimed.payload as P,
    attempt: claimed.attempts,
    maxAttempts: claimed.maxAttempts,
  });

  const reportFailure = async (job: Job<P>, error: unknown) => {
    try {
      await onFailed?.(job, error);
    } catch (failure) {
      onError(failure);
    }
  };

  const run = async (claimed: ClaimedJob) => {
    const job = toJob(claimed);
    let failure: { error: unknown } | null = null;
    try {
      await handler(job);
    } catch (error) {
      failure = { error };
    }
    if (!failure) {
      await completeJob(db, claimed);
      return;
    }
    const lastAttempt = claimed.attempts >= claimed.maxAttempts;
    const stillHeld = await failAttempt(db, claimed, {
      error: describeError(failure.error),
      retryInMs: lastAttempt ? null : retryDelayMs(claimed.attempts, retry),
    });
    if (stillHeld && lastAttempt) await reportFailure(job, failure.error);
  };

  const launch = (claimed: ClaimedJob) => {
    running.set(claimed.id, claimed);
    track(
      run(claimed).finally(() => {
        running.delete(claimed.id);
        poll();
      }),
    );
  };

  const pollOnce = async () => {
    do {
      pollAgain = false;
      const capacity = concurrency - running.size;
      if (capacity <= 0 || state !== 'started') return;
      const claimed = await claimJobs(db, { queue, limit: capacity, lockMs });
      // Claimed jobs are ours even if drain began meanwhile: run them rather than strand them.
      for (const job of claimed) launch(job);
      if (claimed.length === capacity) pollAgain = true;
    } while (pollAgain);
  };

  /** Claims what fits now; called on start, on each tick, on a notification and as jobs finish. */
  const poll = () => {
    if (state !== 'started') return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    clearTimeout(pollTimer);
    track(
      pollOnce().finally(() => {
        polling = false;
        if (state !== 'started') return;
        // A nudge that came as the last claim returned must not wait for the next tick.
        if (pollAgain) return poll();
        pollTimer = setTimeout(poll, pollIntervalMs);
        pollTimer.unref();
      }),
    );
  };

  const failExpired = async () => {
    const expired = await failExpiredJobs(db, {
      queue,
      error: new JobLockExpiredError().message,
    });
    await Promise.all(expired.map((job) => reportFailure(toJob(job), new JobLockExpiredError())));
  };

  /** Deletes the queue's settled jobs past their retention, a bounded batch at a time. */
  const prune = async () => {
    for (const { status, olderThanMs } of retention) {
      let deleted: number;
      do {
        deleted = await deleteSettledJobs(db, {
          queue,
          status,
          olderThanMs,
          limit: pruneBatchSize,
        });
        // A long backlog yields to drain: the rest goes at the next interval.
      } while (deleted === pruneBatchSize && state === 'started');
    }
  };

  /** Prunes when the last pruning started at least an interval ago (never two at once). */
  const pruneWhenDue = () => {
    const now = Date.now();
    if (pruning || now - lastPruneAt < pruneIntervalMs) return;
    lastPruneAt = now;
    pruning = true;
    track(
      prune().finally(() => {
        pruning = false;
      }),
    );
  };

  /** The maintenance loop: renews this worker's locks, fails lost jobs, prunes old ones. */
  const heartbeat = () => {
    const tokens = [...new Set([...running.values()].map((job) => job.lockToken))];
    track(extendLocks(db, tokens, lockMs));
    if (state === 'started') {
      track(failExpired());
      pruneWhenDue();
    }
  };

  /** Hands the jobs still running back to the queue and wakes the other workers. */
  const returnRunningJobs = async () => {
    const tokens = [...new Set([...running.values()].map((job) => job.lockToken))];
    try {
      const returned = await releaseJobs(db, tokens);
      if (returned > 0 && database.kind === 'postgres') await announceJob(db, queue);
    } catch (error) {
      // Their locks expire instead and another worker takes them then.
      onError(error);
    }
  };

  return {
    async enqueue(payload, enqueueOptions = {}) {
      const writer = enqueueOptions.db ?? db;
      const id = await insertJob(writer, {
        queue,
        payload,
        maxAttempts: enqueueOptions.maxAttempts ?? maxAttempts,
      });
      if (database.kind === 'postgres') await announceJob(writer, queue);
      poll();
      return id;
    },

    wake() {
      poll();
    },

    start() {
      if (state !== 'idle') throw new Error(`job queue ${queue} was already started`);
      state = 'started';
      heartbeatTimer = setInterval(heartbeat, Math.max(1, Math.floor(lockMs / 3)));
      heartbeatTimer.unref();
      if (options.listenUrl && database.kind === 'postgres') {
        notifications = listenOnPostgres({
          connectionString: options.listenUrl,
          channel: JOBS_CHANNEL,
          onMessage: (name) => {
            if (name === queue) poll();
          },
          onError,
          reconnectDelayMs: Math.max(pollIntervalMs, 1000),
        });
      }
      track(failExpired());
      pruneWhenDue();
      poll();
    },

    drain(drainOptions = {}) {
      drained ??= (async () => {
        state = 'draining';
        clearTimeout(pollTimer);
        const closing = notifications?.close();
        // Runs and their settling statements may start more work (a retry's poll): wait it out.
        const settled = (async () => {
          while (inFlight.size > 0) await Promise.all(inFlight);
        })();
        if (drainOptions.returnJobsAfterMs === undefined) await settled;
        else if (!(await settlesWithin(settled, drainOptions.returnJobsAfterMs))) {
          await returnRunningJobs();
        }
        clearInterval(heartbeatTimer);
        await closing;
      })();
      return drained;
    },

    get running() {
      return running.size;
    },
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}
