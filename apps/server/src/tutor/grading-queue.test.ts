import { describe, expect, it } from 'vitest';
import { createEmbeddedTutor } from './embedded/embedded-tutor.ts';
import { buildGradeInput } from './embedded/test-scenarios.ts';
import { createInProcessGradingQueue } from './grading-queue.ts';
import type { GradeResult, Tutor } from './tutor.ts';

describe('in-process grading queue', () => {
  it('grades in the background and hands each result to the handler', async () => {
    const graded = new Map<string, GradeResult>();
    const queue = createInProcessGradingQueue(createEmbeddedTutor(), {
      onGraded: (messageId, result) => {
        graded.set(messageId, result);
      },
      onFailed: () => undefined,
    });
    await queue.enqueue({
      messageId: 'm1',
      input: buildGradeInput('Quisiera un café, por favor.'),
    });
    await queue.enqueue({
      messageId: 'm2',
      input: buildGradeInput('I would like a coffee please.'),
    });
    await queue.drain();
    expect(graded.get('m1')?.correctness).toBe('YES');
    expect(graded.get('m2')?.correctness).toBe('NO');
    expect(queue.pending).toBe(0);
  });

  it('runs at most `concurrency` jobs at a time and reports failures', async () => {
    let running = 0;
    let highest = 0;
    const failing: Tutor = {
      ...createEmbeddedTutor(),
      async grade() {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        throw new Error('model down');
      },
    };
    const failed: string[] = [];
    const queue = createInProcessGradingQueue(
      failing,
      {
        onGraded: () => undefined,
        onFailed: (id) => {
          failed.push(id);
        },
      },
      2,
    );
    for (const id of ['a', 'b', 'c', 'd', 'e'])
      await queue.enqueue({ messageId: id, input: buildGradeInput('Hola') });
    await queue.drain();
    expect(failed.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(highest).toBe(2);
  });
});
