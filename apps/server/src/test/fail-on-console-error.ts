import { afterEach, vi } from 'vitest';

/** A stray console.error is a bug the test did not assert on: fail the test that caused it. */
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length === 0) return;
  const messages = errors.splice(0).map((args) => args.map(String).join(' '));
  vi.restoreAllMocks();
  throw new Error(`console.error was called during the test:\n${messages.join('\n')}`);
});
