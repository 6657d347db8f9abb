import type { Database } from '../db/database.ts';
import { createJobQueue, type JobQueueOptions } from '../jobs/job-queue.ts';
import {
  DEFAULT_GRADING_CONCURRENCY,
  type GradingHandlers,
  type GradingJob,
  type GradingQueue,
} from './grading-queue.ts';
import type { GradeInput, Tutor } from './tutor.ts';

export const GRADING_QUEUE_NAME = 'grading';

/** What a grading job stores: the input without its AbortSignal, which cannot be serialised. */
type StoredGradingJob = { messageId: string; input: Omit<GradeInput, 'signal'> };

export type PostgresGradingQueueOptions = {
  database: Pick<Database, 'db' | 'kind'>;
  tutor: Tutor;
  handlers: GradingHandlers;
  onError: (error: unknown) => void;
  concurrency?: number;
  /** False in a process that only enqueues and leaves the grading to other workers. */
  work?: boolean;
  /** The name of the queue in the jobs table; tests give each their own. */
  queue?: string;
} & Pick<
  JobQueueOptions<StoredGradingJob>,
  | 'maxAttempts'
  | 'pollIntervalMs'
  | 'lockMs'
  | 'retryBaseDelayMs'
  | 'retryMaxDelayMs'
  | 'listenUrl'
  | 'doneRetentionMs'
  | 'failedRetentionMs'
  | 'pruneIntervalMs'
>;

/**
 * Grading through the PostgreSQL-backed job queue (`src/jobs/`): jobs survive a restart and are
 * shared by every server on the database. A grading that throws, or whose `onGraded` throws, is
 * retried with backoff; `onFailed` hears only of jobs that will not run again. `drain` stops this
 * worker and waits for the gradings it is running: queued jobs stay in the table for the next
 * worker. `pending` counts the gradings running in this process.
 */
export function createPostgresGradingQueue({
  database,
  tutor,
  handlers,
  onError,
  concurrency = DEFAULT_GRADING_CONCURRENCY,
  work = true,
  queue = GRADING_QUEUE_NAME,
  ...jobOptions
}: PostgresGradingQueueOptions): GradingQueue {
  const jobs = createJobQueue<StoredGradingJob>({
    ...jobOptions,
    database,
    queue,
    concurrency,
    onError,
    async handler({ payload }) {
      const result = await tutor.grade(payload.input);
      await handlers.onGraded(payload.messageId, result);
    },
    onFailed: ({ payload }, error) => handlers.onFailed(payload.messageId, error),
  });
  if (work) jobs.start();

  return {
    async enqueue({ messageId, input }: GradingJob, options = {}) {
      const { signal: _signal, ...storable } = input;
      await jobs.enqueue({ messageId, input: storable }, { db: options.db });
    },
    wake: () => jobs.wake(),
    drain: (options) => jobs.drain(options),
    get pending() {
      return jobs.running;
    },
  };
}
