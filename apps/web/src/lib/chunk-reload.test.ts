import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnceAfterChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reload after a chunk failed to load', () => {
  it('reloads once, then not again within 10 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(storage, reload, () => 1_000_000)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(reloadOnceAfterChunkError(storage, reload, () => 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the guard has expired', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceAfterChunkError(storage, reload, () => 0 + 5);
    expect(reloadOnceAfterChunkError(storage, reload, () => 5 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});
