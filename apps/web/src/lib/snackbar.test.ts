import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetSnackbarsForTests,
  SNACKBAR_TIMEOUT_MS,
  showErrors,
  showSnackbar,
  snackbarStore,
} from './snackbar.ts';

describe('snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetSnackbarsForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('shows messages for 5000 ms by default', () => {
    showSnackbar('Saved', { color: 'success' });
    expect(snackbarStore.get()).toMatchObject([
      { message: 'Saved', color: 'success', timeoutMs: SNACKBAR_TIMEOUT_MS },
    ]);
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
  });

  it('queues error messages 1.5 s apart, in the error colour', () => {
    showErrors(['Field: a: one', 'Field: b: two', 'Field: c: three']);
    expect(snackbarStore.get().map((entry) => entry.message)).toEqual(['Field: a: one']);
    vi.advanceTimersByTime(1499);
    expect(snackbarStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snackbarStore.get().map((entry) => entry.message)).toEqual([
      'Field: a: one',
      'Field: b: two',
    ]);
    vi.advanceTimersByTime(1500);
    expect(snackbarStore.get().every((entry) => entry.color === 'error')).toBe(true);
    expect(snackbarStore.get()).toHaveLength(3);
  });
});
