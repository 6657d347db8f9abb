import { AppError } from '../graphql/errors.ts';
import { isTimeZone } from '../profiles/profile.schemas.ts';

/** The spec's time periods: the width of one point of a series. */
export const TIME_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

/** ISO weekday numbers, as Intl.Locale's weekInfo gives them: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Enough points for a year of days; a longer range asks for a longer period. */
export const MAX_BUCKETS = 400;
/** Ten years of figures at most, whatever the period. */
export const MAX_RANGE_DAYS = 3660;

/**
 * What the viewer asks for: the local calendar days `from` to `to` (both included) in their time
 * zone, cut into buckets of one period, weeks starting on their locale's first day.
 */
export type MetricsRange = {
  from: string;
  to: string;
  period: TimePeriod;
  timeZone: string;
  firstDayOfWeek: Weekday;
};

export type MetricsRangeInput = {
  from: string;
  to: string;
  period: TimePeriod;
  timeZone?: string | null;
  firstDayOfWeek?: number | null;
};

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as a UTC midnight: calendar arithmetic with no time zone in the way. */
function parseDate(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || formatDate(date) !== value) {
    throw new AppError('INVALID_DATE', { field });
  }
  return date;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The first day of the bucket that holds `date`. */
export function bucketStart(date: Date, period: TimePeriod, firstDayOfWeek: Weekday): Date {
  const year = date.getUTCFullYear();
  switch (period) {
    case 'DAY':
      return date;
    case 'WEEK': {
      const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
      return addDays(date, -((isoWeekday - firstDayOfWeek + 7) % 7));
    }
    case 'MONTH':
      return new Date(Date.UTC(year, date.getUTCMonth(), 1));
    case 'YEAR':
      return new Date(Date.UTC(year, 0, 1));
  }
}

function nextBucket(start: Date, period: TimePeriod): Date {
  switch (period) {
    case 'DAY':
      return addDays(start, 1);
    case 'WEEK':
      return addDays(start, 7);
    case 'MONTH':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case 'YEAR':
      return new Date(Date.UTC(start.getUTCFullYear() + 1, 0, 1));
  }
}

/** Every bucket of the range, empty ones included, as the local dates they start on. */
export function bucketStarts(range: MetricsRange): string[] {
  const last = parseDate(range.to, 'to');
  const starts: string[] = [];
  for (
    let start = bucketStart(parseDate(range.from, 'from'), range.period, range.firstDayOfWeek);
    start <= last;
    start = nextBucket(start, range.period)
  ) {
    starts.push(formatDate(start));
  }
  return starts;
}

export function rangeDays(range: Pick<MetricsRange, 'from' | 'to'>): number {
  return (
    (parseDate(range.to, 'to').getTime() - parseDate(range.from, 'from').getTime()) / DAY_MS + 1
  );
}

/** The same number of days just before the range, for "change against the previous range". */
export function previousRange(range: MetricsRange): MetricsRange {
  const days = rangeDays(range);
  const from = parseDate(range.from, 'from');
  return {
    ...range,
    from: formatDate(addDays(from, -days)),
    to: formatDate(addDays(from, -1)),
  };
}

/** Checks the viewer's request; `defaultTimeZone` is the account's zone. */
export function parseMetricsRange(input: MetricsRangeInput, defaultTimeZone: string): MetricsRange {
  const from = parseDate(input.from, 'from');
  const to = parseDate(input.to, 'to');
  if (to < from) throw new AppError('RANGE_END_BEFORE_START', { field: 'to' });
  const timeZone = input.timeZone ?? defaultTimeZone;
  if (!isTimeZone(timeZone)) throw new AppError('INVALID_TIME_ZONE', { field: 'timeZone' });
  const firstDayOfWeek = input.firstDayOfWeek ?? 1;
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 1) {
    throw new AppError('NUMBER_TOO_SMALL', { field: 'firstDayOfWeek', values: { min: 1 } });
  }
  if (firstDayOfWeek > 7) {
    throw new AppError('NUMBER_TOO_LARGE', { field: 'firstDayOfWeek', values: { max: 7 } });
  }
  const range: MetricsRange = {
    from: input.from,
    to: input.to,
    period: input.period,
    timeZone,
    firstDayOfWeek: firstDayOfWeek as Weekday,
  };
  if (rangeDays(range) > MAX_RANGE_DAYS) {
    throw new AppError('RANGE_TOO_LONG', { field: 'from', values: { max: MAX_RANGE_DAYS } });
  }
  if (bucketStarts(range).length > MAX_BUCKETS) {
    throw new AppError('TOO_MANY_BUCKETS', { field: 'period', values: { max: MAX_BUCKETS } });
  }
  return range;
}

/** Today's date in the zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function shiftDate(date: string, days: number): string {
  return formatDate(addDays(parseDate(date, 'date'), days));
}
