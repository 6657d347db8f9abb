/** A failed chunk reloads the page once; a second failure within this window shows the error. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'charla:chunk-reload';

type Clock = () => number;

export function shouldReloadAfterChunkError(
  storage: Pick<Storage, 'getItem'>,
  now: Clock = Date.now,
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  return !(last > 0 && now() - last < RELOAD_GUARD_MS);
}

/** Reloads once per guard window; returns whether it reloaded. */
export function reloadOnceAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: Clock = Date.now,
): boolean {
  if (!shouldReloadAfterChunkError(storage, now)) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now()));
  reload();
  return true;
}

/** Vite reports a failed dynamic import or preload with this event; reload instead of failing. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceAfterChunkError()) event.preventDefault();
  });
}
