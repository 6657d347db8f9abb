import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database.ts';
import { createEmbeddedTutor } from './embedded/embedded-tutor.ts';
import { buildGradeInput } from './embedded/test-scenarios.ts';
import { createPostgresGradingQueue } from './postgres-grading-queue.ts';
import type { GradeResult, Tutor } from './tutor.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('PostgreSQL grading queue', () => {
  it('grades in the background and hands each result to the handler', async () => {
    const database = await testDatabase();
    const graded = new Map<string, GradeResult>();
    const bothGraded = deferred();
    const errors: unknown[] = [];
    const queue = createPostgresGradingQueue({
      database,
      tutor: createEmbeddedTutor(),
      queue: `grading-${randomUUID()}`,
      pollIntervalMs: 20,
      onError: (error) => errors.push(error),
      handlers: {
        onGraded: (messageId, result) => {
          graded.set(messageId, result);
          if (graded.size === 2) bothGraded.resolve();
        },
        onFailed: (_messageId, error) => {
          errors.push(error);
        },
      },
    });
    try {
      const controller = new AbortController();
      await queue.enqueue({
        messageId: 'm1',
        input: buildGradeInput('Quisiera un café, por favor.', { signal: controller.signal }),
      });
      await queue.enqueue({
        messageId: 'm2',
        input: buildGradeInput('I would like a coffee please.'),
      });
      await bothGraded.promise;
    } finally {
      await queue.drain();
    }

    expect(graded.get('m1')?.correctness).toBe('YES');
    expect(graded.get('m2')?.correctness).toBe('NO');
    expect(queue.pending).toBe(0);
    expect(errors).toEqual([]);
  });

  it('retries a grading that throws and reports the message once attempts are used up', async () => {
    const database = await testDatabase();
    let gradings = 0;
    const failing: Tutor = {
      ...createEmbeddedTutor(),
      async grade() {
        gradings += 1;
        throw new Error('model down');
      },
    };
    const failed: string[] = [];
    const reported = deferred();
    const errors: unknown[] = [];
    const queue = createPostgresGradingQueue({
      database,
      tutor: failing,
      queue: `grading-${randomUUID()}`,
      pollIntervalMs: 20,
      maxAttempts: 2,
      retryBaseDelayMs: 0,
      onError: (error) => errors.push(error),
      handlers: {
        onGraded: () => undefined,
        onFailed: (messageId) => {
          failed.push(messageId);
          reported.resolve();
        },
      },
    });
    try {
      await queue.enqueue({ messageId: 'm1', input: buildGradeInput('Hola') });
      await reported.promise;
    } finally {
      await queue.drain();
    }

    expect(gradings).toBe(2);
    expect(failed).toEqual(['m1']);
    expect(errors).toEqual([]);
  });
});
