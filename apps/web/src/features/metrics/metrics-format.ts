import type { TimePeriod } from '../../gql/graphql.ts';

/** A bucket's label from its first local date: "28 Mar", "Mar 2026", "2026". */
export function bucketLabel(start: string, period: TimePeriod, locale: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    period === 'YEAR'
      ? { year: 'numeric' }
      : period === 'MONTH'
        ? { month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

/** The change from the previous range in percent, rounded; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export function ratio(done: number, of: number): number | null {
  return of === 0 ? null : Math.round((done / of) * 100);
}

/** "24 Nov 2026" as the calendar reads it in the zone. */
export function formatDay(value: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(value));
}
