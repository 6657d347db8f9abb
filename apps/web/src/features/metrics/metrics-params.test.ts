import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, rangeInput, readMetricsParams, thisWeekRange } from './metrics-params.ts';

describe('metrics filters', () => {
  it('read the period and range from the address, falling back on bad values', () => {
    expect(readMetricsParams(new URLSearchParams('period=DAY&days=30'))).toEqual({
      period: 'DAY',
      days: 30,
    });
    expect(readMetricsParams(new URLSearchParams('period=HOUR&days=12'))).toEqual({
      period: 'WEEK',
      days: 90,
    });
  });

  it("start weeks on the locale's first day", () => {
    expect(firstDayOfWeek('en', ['en-GB'])).toBe(1);
    expect(firstDayOfWeek('en', ['en-US'])).toBe(7);
    expect(firstDayOfWeek('ar', ['en-GB'])).toBe(6);
    expect(firstDayOfWeek('de')).toBe(1);
  });

  it('ask for the last days up to today in the viewer zone', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(rangeInput({ period: 'DAY', days: 7 }, 'Europe/Madrid', 'es', [], now)).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      period: 'DAY',
      timeZone: 'Europe/Madrid',
      firstDayOfWeek: 1,
    });
  });

  it("ask for this week so far, from the viewer's first day of the week", () => {
    // Sunday 1 March in Madrid: a Monday week began on 23 February, an Arabic one on Saturday.
    const now = new Date('2026-03-01T22:30:00Z');
    expect(thisWeekRange('Europe/Madrid', 'en', ['en-GB'], now)).toMatchObject({
      from: '2026-02-23',
      to: '2026-03-01',
      period: 'WEEK',
      firstDayOfWeek: 1,
    });
    expect(thisWeekRange('Europe/Madrid', 'ar', [], now)).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-01',
      firstDayOfWeek: 6,
    });
    // Already Monday 2 March in Tokyo: a new week.
    expect(thisWeekRange('Asia/Tokyo', 'en', ['en-GB'], now)).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-02',
    });
  });
});
