import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MANIFEST_PREFETCH_DELAY_MS,
  outdatedBuildStore,
  scheduleManifestPrefetch,
} from './build-manifest.ts';

describe('build manifest prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    outdatedBuildStore.set(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the manifest after 1 s and notices a newer build', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ buildId: 'new', builtAt: '' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    scheduleManifestPrefetch('old');
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledWith('/build-manifest.json', { cache: 'no-store' });
    expect(outdatedBuildStore.get()).toBe(true);
    vi.clearAllTimers();
  });

  it('skips it on a very slow connection', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '2g' },
      configurable: true,
    });
    scheduleManifestPrefetch('old');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'connection');
  });
});
