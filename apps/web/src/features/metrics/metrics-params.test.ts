import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, rangeInput, readMetricsParams } from './metrics-params.ts';

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
});
