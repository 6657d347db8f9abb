const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Below this, hours read better than "tomorrow" or "in 2 days" (e.g. "in 30 hours"). */
const HOURS_UNTIL_MS = 48 * HOUR_MS;

/**
 * How far `target` is from `now`, in the largest unit that stays precise: minutes under an hour,
 * hours under two days, days beyond; never "0 minutes" for a moment still ahead.
 */
export function relativeTimeParts(
  target: Date,
  now: Date,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const diff = target.getTime() - now.getTime();
  const size = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  if (size < HOUR_MS)
    return { value: sign * Math.max(1, Math.round(size / MINUTE_MS)), unit: 'minute' };
  if (size < HOURS_UNTIL_MS) return { value: sign * Math.round(size / HOUR_MS), unit: 'hour' };
  return { value: sign * Math.round(size / DAY_MS), unit: 'day' };
}

/** "in 7 days", "dentro de 3 horas", "خلال ٥ دقائق": `target` relative to `now` in `locale`. */
export function formatRelativeTime(target: Date, now: Date, locale: string): string {
  const { value, unit } = relativeTimeParts(target, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
