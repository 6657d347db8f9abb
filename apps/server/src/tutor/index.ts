export type { TutorSettings } from './create-tutor.ts';
export { createTutor, tutorSettingsSchema } from './create-tutor.ts';
export { decideCorrectness } from './embedded/correctness.ts';
export { warmUpEmbeddedGrader } from './embedded/warm-up.ts';
export type { GradingHandlers, GradingJob, GradingQueue } from './grading-queue.ts';
export { createInProcessGradingQueue } from './grading-queue.ts';
export type { PostgresGradingQueueOptions } from './postgres-grading-queue.ts';
export { createPostgresGradingQueue } from './postgres-grading-queue.ts';
export * from './tutor.ts';
