import { DateTime, Info } from 'luxon';
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
 * Saturday); luxon reads Intl.Locale's week information.
 */
export function firstDayOfWeek(language: string, browserLocales: readonly string[] = []): number {
  const base = language.split('-')[0];
  const locale = browserLocales.find((entry) => entry.split('-')[0] === base) ?? language;
  try {
    return Info.getStartOfWeek({ locale });
  } catch {
    return 1;
  }
}

/** The server's range input for the last `days` days up to today in the zone. */
export function rangeInput(
  params: MetricsParams,
  timeZone: string,
  language: string,
  browserLocales: readonly string[] = [],
  now: Date = new Date(),
): MetricsRangeInput {
  const today = DateTime.fromJSDate(now).setZone(timeZone);
  return {
    from: today.minus({ days: params.days - 1 }).toISODate() ?? '',
    to: today.toISODate() ?? '',
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
  const today = DateTime.fromJSDate(now).setZone(timeZone).startOf('day');
  return {
    from: today.minus({ days: (today.weekday - first + 7) % 7 }).toISODate() ?? '',
    to: today.toISODate() ?? '',
    period: 'WEEK',
    timeZone,
    firstDayOfWeek: first,
  };
}

/** A period's points are readable only up to a few hundred: days of a year at most. */
export function periodFits(period: TimePeriod, days: RangeDays): boolean {
  return !(period === 'YEAR' && days < 365) && !(period === 'MONTH' && days < 30);
}
