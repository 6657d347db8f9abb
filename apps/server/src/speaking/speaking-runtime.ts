import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createJobQueue, type JobQueue, jobPruningOptions } from '../jobs/job-queue.ts';
import type { PracticeRuntime } from '../practice/practice-runtime.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { sweepRecordings } from './recording-retention.ts';
import type { SpeakingDeps } from './speaking-deps.ts';
import {
  TRANSCRIPTION_QUEUE_NAME,
  type TranscriptionJob,
  transcribeMessage,
  transcriptionFailed,
} from './transcription.ts';

export type TranscriptionJobs = Pick<JobQueue<TranscriptionJob>, 'enqueue' | 'wake'>;

/** What the speaking feature runs on besides the practice runtime. */
export type SpeakingRuntime = {
  media: MediaStorage;
  transcription: TranscriptionJobs;
  /** Deletes recordings past the retention period and those of deleted accounts or messages. */
  sweep(now?: Date): Promise<number>;
  close(): Promise<void>;
};

export type SpeakingRuntimeOptions = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  practice: PracticeRuntime;
  media: MediaStorage;
  /** Tests shorten the queue's waits. */
  jobPollIntervalMs?: number;
  retryBaseDelayMs?: number;
};

const SWEEP_INTERVAL_MS = 60 * 60_000;
/** A transcription is retried this often by the queue (the tutor also retries each 5xx). */
const TRANSCRIPTION_MAX_ATTEMPTS = 3;

/**
 * Transcriptions run on the jobs table like gradings (a recording stored with its job is
 * transcribed once even across a crash), in the processes that grade (TUTOR_GRADING_WORKER).
 * The same processes sweep expired and orphaned recordings every hour.
 */
export function createSpeakingRuntime(options: SpeakingRuntimeOptions): SpeakingRuntime {
  const { config, database, log, practice, media } = options;
  const deps: SpeakingDeps = { db: database.db, config, practice, media };
  const worker = config.jobs.gradingWorker;
  const transcription = createJobQueue<TranscriptionJob>({
    database,
    queue: TRANSCRIPTION_QUEUE_NAME,
    concurrency: config.tutor.gradingConcurrency,
    maxAttempts: TRANSCRIPTION_MAX_ATTEMPTS,
    lockMs: config.jobs.lockSeconds * 1000,
    pollIntervalMs: options.jobPollIntervalMs ?? (database.kind === 'pglite' ? 250 : 1000),
    retryBaseDelayMs: options.retryBaseDelayMs,
    listenUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    ...jobPruningOptions(config.jobs),
    handler: ({ payload }) => transcribeMessage(deps, payload.messageId),
    onFailed: ({ payload }, error) => {
      log.warn({ err: error, messageId: payload.messageId }, 'transcription failed for good');
      return transcriptionFailed(deps, payload.messageId);
    },
    onError: (error) => log.error({ err: error }, 'transcription queue error'),
  });
  if (worker) transcription.start();

  const sweep = (now = new Date()) => sweepRecordings(deps, now);
  const timer = worker
    ? setInterval(() => {
        sweep().catch((error: unknown) => log.error({ err: error }, 'recording sweep failed'));
      }, SWEEP_INTERVAL_MS)
    : null;
  timer?.unref();

  return {
    media,
    transcription,
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      // Before the gradings' drain (app.ts): a quarter of the grace period, then the
      // transcriptions still running go back to the queue for another server.
      await transcription.drain({ returnJobsAfterMs: config.shutdownGraceMs / 4 });
    },
  };
}
