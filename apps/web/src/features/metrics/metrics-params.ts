import type { MetricsRangeInput, TimePeriod } from '../../gql/graphql.ts';

export const TIME_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const satisfies TimePeriod[];

/** The ranges offered: the last N days, today included. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

export type MetricsParams = { period: TimePeriod; days: RangeDays };

export const DEFAULT_PARAMS: MetricsParams = { period: 'WEEK', days: 90 };

/** The filters in the page's address (?period=DAY&days=30); anything else falls back. */
export function readMetricsParams(search: URLSearchParams): MetricsParams {
  const period = search.get('period');
  const days = Number(search.get('days'));
  return {
    period: (TIME_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as TimePeriod)
      : DEFAULT_PARAMS.period,
    days: (RANGE_DAYS as readonly number[]).includes(days)
      ? (days as RangeDays)
      : DEFAULT_PARAMS.days,
  };
}

/**
 * The ISO weekday a week starts on where the viewer lives: the browser's own locale when it is in
 * the interface language (en-GB: Monday, en-US: Sunday), else the interface language's (ar:
 * Saturday), from Intl.Locale's week information; Monday where the browser has none. Plain Intl,
 * not luxon: the student home's loader computes its week here, and luxon was 21 kB gzipped of
 * that page's first load.
 */
export function firstDayOfWeek(language: string, browserLocales: readonly string[] = []): number {
  const base = language.split('-')[0];
  const locale = browserLocales.find((entry) => entry.split('-')[0] === base) ?? language;
  try {
    const intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
    return (intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** Intl.Locale's week information (ES2025 Intl Locale Info; older engines had the getter). */
type LocaleWithWeekInfo = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The day it is at `now` in the zone, as midnight UTC of that date (so that counting days back
 * never crosses a change of the clocks); null for a zone the browser does not know.
 */
function dayIn(timeZone: string, now: Date): Date | null {
  const calendar = calendarIn(timeZone);
  if (!calendar) return null;
  const parts = calendar.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** One formatter per zone: the student home asks for its week on every render. */
const calendars = new Map<string, Intl.DateTimeFormat | null>();
function calendarIn(timeZone: string): Intl.DateTimeFormat | null {
  if (!calendars.has(timeZone)) {
    let calendar: Intl.DateTimeFormat | null = null;
    try {
      calendar = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      });
    } catch {
      // A zone the browser does not know (RangeError): no dates.
    }
    calendars.set(timeZone, calendar);
  }
  return calendars.get(timeZone) ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const minusDays = (day: Date, days: number): Date => new Date(day.getTime() - days * DAY_MS);
const isoDate = (day: Date | null): string => day?.toISOString().slice(0, 10) ?? '';
/** 1 (Monday) to 7 (Sunday). */
const isoWeekday = (day: Date): number => day.getUTCDay() || 7;

/** The server's range input for the last `days` days up to today in the zone. */
export function rangeInput(
  params: MetricsParams,
  timeZone: string,
  language: string,
  browserLocales: readonly string[] = [],
  now: Date = new Date(),
): MetricsRangeInput {
  const today = dayIn(timeZone, now);
  return {
    from: isoDate(today && minusDays(today, params.days - 1)),
    to: isoDate(today),
    period: params.period,
    timeZone,
    firstDayOfWeek: firstDayOfWeek(language, browserLocales),
  };
}

/** This week so far, today included, in the zone and the viewer's week (the progress card). */
export function thisWeekRange(
  timeZone: string,
  language: string,
  browserLocales: readonly string[] = [],
  now: Date = new Date(),
): MetricsRangeInput {
  const first = firstDayOfWeek(language, browserLocales);
  const today = dayIn(timeZone, now);
  return {
    from: isoDate(today && minusDays(today, (isoWeekday(today) - first + 7) % 7)),
    to: isoDate(today),
    period: 'WEEK',
    timeZone,
    firstDayOfWeek: first,
  };
}

/** A period's points are readable only up to a few hundred: days of a year at most. */
export function periodFits(period: TimePeriod, days: RangeDays): boolean {
  return !(period === 'YEAR' && days < 365) && !(period === 'MONTH' && days < 30);
}
