import { useCurrentUser } from './auth/auth-store.ts';

/** The zone the server gives an account until one is saved. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The browser's IANA time zone (Europe/Madrid), or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Every IANA zone the browser knows, UTC included, in alphabetical order. */
export function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(DEFAULT_TIME_ZONE) ? zones : [...zones, DEFAULT_TIME_ZONE].sort();
}

/** The zone dates are shown in: the signed-in user's, else the browser's. */
export function viewerTimeZone(user: { timeZone: string } | null | undefined): string {
  return user?.timeZone ?? browserTimeZone();
}

export function useViewerTimeZone(): string {
  return viewerTimeZone(useCurrentUser());
}

/** "24 Nov 2026, 18:30" in `locale`, as the clock in `timeZone` reads it. */
export function formatDateTime(
  value: string | Date,
  locale: string,
  timeZone: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: style,
    timeStyle: 'short',
    timeZone,
  }).format(new Date(value));
}

/** "UTC+01:00": how far a zone is from UTC at `at` (summer time included). */
export function timeZoneOffset(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? 'UTC' : part.replace('GMT', 'UTC');
}

const CHOSEN_KEY_PREFIX = 'charla-time-zone-chosen';

/**
 * A user who picked a zone by hand keeps it on every device of theirs that remembers it; the
 * others follow the browser (travelling, summer time is the zone's business).
 */
export function timeZoneChosenByHand(userId: string): boolean {
  try {
    return localStorage.getItem(`${CHOSEN_KEY_PREFIX}:${userId}`) === '1';
  } catch {
    return false;
  }
}

export function rememberTimeZoneChosen(userId: string): void {
  try {
    localStorage.setItem(`${CHOSEN_KEY_PREFIX}:${userId}`, '1');
  } catch {
    // Private mode without storage: the browser's zone is saved again at the next sign-in.
  }
}
