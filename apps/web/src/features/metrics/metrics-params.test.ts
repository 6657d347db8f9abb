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

  it('count calendar days across a change of the clocks', () => {
    // Summer time began in Madrid on Sunday 29 March 2026: that day had 23 hours.
    const now = new Date('2026-03-30T08:00:00Z');
    expect(rangeInput({ period: 'DAY', days: 7 }, 'Europe/Madrid', 'es', [], now)).toMatchObject({
      from: '2026-03-24',
      to: '2026-03-30',
    });
    expect(thisWeekRange('Europe/Madrid', 'en', ['en-US'], now)).toMatchObject({
      from: '2026-03-29',
      to: '2026-03-30',
      firstDayOfWeek: 7,
    });
  });

  it('ask for no dates in a zone the browser does not know', () => {
    expect(thisWeekRange('Mars/Olympus_Mons', 'en', [], new Date())).toMatchObject({
      from: '',
      to: '',
    });
  });
});
