import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles after each failed attempt, starting from the base', () => {
    const delays = [1, 2, 3, 4].map((attempt) =>
      retryDelayMs(attempt, { baseMs: 1000, maxMs: 60_000 }),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(30, { baseMs: 1000, maxMs: 60_000 })).toBe(60_000);
  });

  it('retries at once with a zero base', () => {
    expect(retryDelayMs(5, { baseMs: 0, maxMs: 60_000 })).toBe(0);
  });
});
