import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { jobPruningOptions } from '../jobs/job-queue.ts';
import { settlesWithin } from '../platform/deadline.ts';
import { createTutor, type GradingQueue, type Tutor } from '../tutor/index.ts';
import { createPostgresGradingQueue } from '../tutor/postgres-grading-queue.ts';
import {
  createPracticeEvents,
  type PracticeEvents,
  type PracticeEventsTransport,
} from './practice-events.ts';
import { gradingHandlers } from './practice-grading.ts';

/** What the practice feature runs on: the tutor, the grading queue and the live events. */
export type PracticeRuntime = {
  tutor: Tutor;
  grading: GradingQueue;
  events: PracticeEvents;
  /** Replies being produced in this process, awaited on shutdown. */
  track(work: Promise<unknown>): void;
  close(): Promise<void>;
};

export type PracticeRuntimeOptions = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Tests shorten the job lock to exercise recovery after a crash. */
  jobLockMs?: number;
  jobPollIntervalMs?: number;
};

/**
 * Grading runs on the jobs table on both databases (LISTEN/NOTIFY on PostgreSQL, polling on
 * PGlite), so a message stored with its grading job is graded once even across a crash; events go
 * through Redis when it is configured, else through PostgreSQL, so every server instance hears
 * every grade (docs/scale-out.md).
 */
export function createPracticeRuntime(options: PracticeRuntimeOptions): PracticeRuntime {
  const { config, database, log } = options;
  const tutor = createTutor(config.tutor);
  const events = createPracticeEvents(eventsTransport(config, database, log));
  const grading = createPostgresGradingQueue({
    database,
    tutor,
    handlers: gradingHandlers(database.db, events, log),
    onError: (error) => log.error({ err: error }, 'grading queue error'),
    concurrency: config.tutor.gradingConcurrency,
    listenUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    work: config.jobs.gradingWorker,
    lockMs: options.jobLockMs ?? config.jobs.lockSeconds * 1000,
    pollIntervalMs: options.jobPollIntervalMs ?? (database.kind === 'pglite' ? 250 : 1000),
    ...jobPruningOptions(config.jobs),
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    tutor,
    grading,
    events,
    track(work) {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
    async close() {
      // A stopping server hands the gradings it cannot finish in time to the other servers; a
      // reply cut short is read back by the student's page, as after any lost connection.
      const deadlineMs = config.shutdownGraceMs / 2;
      await Promise.all([
        settlesWithin(Promise.allSettled([...inFlight]), deadlineMs),
        grading.drain({ returnJobsAfterMs: deadlineMs }),
      ]);
      await events.close();
    },
  };
}

function eventsTransport(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): PracticeEventsTransport {
  const onError = (error: unknown) =>
    log.warn({ err: error }, 'practice events: store unavailable');
  if (config.redisUrl) {
    const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    const subscriber = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    for (const connection of [publisher, subscriber]) {
      connection.on('error', (error) => log.error({ err: error }, 'practice events: redis error'));
    }
    return { kind: 'redis', publisher, subscriber, prefix: config.redisKeyPrefix, onError };
  }
  if (database.kind === 'postgres' && config.databaseUrl) {
    return { kind: 'postgres', db: database.db, listenUrl: config.databaseUrl, onError };
  }
  return { kind: 'memory' };
}
