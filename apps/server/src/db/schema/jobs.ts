import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/**
 * Background jobs of every queue (grading, …), claimed by workers with FOR UPDATE SKIP LOCKED
 * (`src/jobs/`). A running job whose `locked_until` has passed belongs to a worker that stopped:
 * another worker takes it over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    status: jobStatusEnum('status').notNull().default('queued'),
    /** Runs started so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this time: the enqueue time, or when the next retry is due. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Token of the current run, so that a worker that lost its lock cannot settle the job. */
    lockedBy: uuid('locked_by'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    check('jobs_max_attempts_positive', sql`${table.maxAttempts} > 0`),
    index('jobs_queued_idx').on(table.queue, table.runAt).where(sql`${table.status} = 'queued'`),
    index('jobs_running_idx')
      .on(table.queue, table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    // Pruning finds settled jobs by age without scanning the queued and running ones.
    index('jobs_settled_idx')
      .on(table.queue, table.status, table.updatedAt)
      .where(sql`${table.status} in ('done', 'failed')`),
  ],
);
