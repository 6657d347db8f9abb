import { afterEach } from 'vitest';

/**
 * node-postgres warns (once per process) when a statement is sent to a connection still running
 * another, as a `Promise.all` of a transaction's statements does; pg 9 will refuse it. Fail the
 * test during which it happened. Workers keep their process between files: one listener.
 */
const OVERLAP = 'already executing a query';
const state = globalThis as { overlappingQuery?: string | null };
if (state.overlappingQuery === undefined) {
  state.overlappingQuery = null;
  process.on('warning', (warning) => {
    if (warning.message.includes(OVERLAP))
      state.overlappingQuery = warning.stack ?? warning.message;
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick after the statement that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const stack = state.overlappingQuery;
  if (!stack) return;
  state.overlappingQuery = null;
  throw new Error(`Statements overlapped on one PostgreSQL connection during the test:\n${stack}`);
});
