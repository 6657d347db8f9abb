import type { JobWriter } from '../jobs/job-store.ts';
import type { GradeInput, GradeResult, Tutor } from './tutor.ts';

/** One message to grade; `messageId` ties the result back to the stored message. */
export type GradingJob = { messageId: string; input: GradeInput };

export type GradingHandlers = {
  /** Store the result and notify subscribers (the message leaves CORRECTING). */
  onGraded(messageId: string, result: GradeResult): Promise<void> | void;
  onFailed(messageId: string, error: unknown): Promise<void> | void;
};

/**
 * Grading runs in the background: the caller enqueues and returns at once, the message shows
 * CORRECTING, and the handlers receive the result. A PostgreSQL-backed queue (jobs in a table,
 * workers claiming with SELECT … FOR UPDATE SKIP LOCKED) can implement the same interface.
 */
export type GradingQueue = {
  /**
   * Stores the job; with `db` a transaction (PostgreSQL-backed queue), the job commits or rolls
   * back with the caller's own writes. Call `wake` once that transaction has committed.
   */
  enqueue(job: GradingJob, options?: { db?: JobWriter }): Promise<void>;
  /** Looks for work now (a queue that only polls would otherwise wait for its next poll). */
  wake(): void;
  /**
   * Resolves when every job enqueued so far has settled; for shutdown and tests. A queue shared
   * by several processes hands the jobs still running after `returnJobsAfterMs` back to the others.
   */
  drain(options?: { returnJobsAfterMs?: number }): Promise<void>;
  readonly pending: number;
};

export const DEFAULT_GRADING_CONCURRENCY = 2;

/** Runs jobs in this process, at most `concurrency` at a time, in arrival order. */
export function createInProcessGradingQueue(
  tutor: Tutor,
  handlers: GradingHandlers,
  concurrency = DEFAULT_GRADING_CONCURRENCY,
): GradingQueue {
  const waiting: GradingJob[] = [];
  let running = 0;
  let idle: (() => void)[] = [];

  const settleIfIdle = () => {
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  };

  const runNext = () => {
    while (running < concurrency) {
      const job = waiting.shift();
      if (!job) break;
      running += 1;
      // A handler that throws from onFailed has nowhere left to report; the queue keeps going.
      void run(job)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          runNext();
          settleIfIdle();
        });
    }
  };

  const run = async (job: GradingJob) => {
    let result: GradeResult;
    try {
      result = await tutor.grade(job.input);
    } catch (error) {
      await handlers.onFailed(job.messageId, error);
      return;
    }
    try {
      await handlers.onGraded(job.messageId, result);
    } catch (error) {
      await handlers.onFailed(job.messageId, error);
    }
  };

  return {
    async enqueue(job) {
      waiting.push(job);
      runNext();
    },
    wake() {},
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    get pending() {
      return running + waiting.length;
    },
  };
}
