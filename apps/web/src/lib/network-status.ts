/** The subset of the Network Information API the classification reads. */
export type ConnectionInfo = {
  downlink?: number;
  effectiveType?: string;
  rtt?: number;
  saveData?: boolean;
};

export type NetworkQuality = 'offline' | 'slow' | 'good';

const SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g']);
const VERY_SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g']);
/** Below this downlink (Mbit/s) a connection is slow. */
export const SLOW_DOWNLINK_MBPS = 1;
/** Above this round-trip time a connection is slow. */
export const SLOW_RTT_MS = 200;
/** How long the slow-connection warning stays. */
export const SLOW_BANNER_MS = 15_000;
/** How long the connection-restored message stays. */
export const RESTORED_BANNER_MS = 3_000;

/** Slow: downlink under 1, or effective type slow-2g/2g/3g, or round trip over 200 ms. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  const { downlink, effectiveType, rtt } = connection;
  return (
    (typeof downlink === 'number' && downlink > 0 && downlink < SLOW_DOWNLINK_MBPS) ||
    (typeof effectiveType === 'string' && SLOW_EFFECTIVE_TYPES.has(effectiveType)) ||
    (typeof rtt === 'number' && rtt > SLOW_RTT_MS)
  );
}

/** Very slow (2g or data saver): background prefetching is skipped. */
export function isVerySlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    (typeof connection.effectiveType === 'string' &&
      VERY_SLOW_EFFECTIVE_TYPES.has(connection.effectiveType))
  );
}

export function classifyNetwork(
  online: boolean,
  connection: ConnectionInfo | undefined,
): NetworkQuality {
  if (!online) return 'offline';
  return isSlowConnection(connection) ? 'slow' : 'good';
}

export type NetworkBanner = 'noConnection' | 'slowConnection' | 'connectionRestored' | null;

/**
 * Which banner a change of quality shows: offline stays until the connection returns, coming
 * back shows "restored", a newly slow connection shows the warning.
 */
export function bannerForTransition(
  previous: NetworkQuality | undefined,
  next: NetworkQuality,
): NetworkBanner {
  if (next === 'offline') return 'noConnection';
  if (previous === 'offline') return 'connectionRestored';
  if (next === 'slow' && previous !== 'slow') return 'slowConnection';
  return null;
}

/** How long a banner stays; null means until the state changes. */
export function bannerDurationMs(banner: Exclude<NetworkBanner, null>): number | null {
  if (banner === 'connectionRestored') return RESTORED_BANNER_MS;
  if (banner === 'slowConnection') return SLOW_BANNER_MS;
  return null;
}

export function readConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
