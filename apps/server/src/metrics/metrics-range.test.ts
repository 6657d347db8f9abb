import { describe, expect, it } from 'vitest';
import { bucketStarts, parseMetricsRange, previousRange, todayIn } from './metrics-range.ts';
import { mentions, streakFrom } from './metrics-student.ts';

const range = (from: string, to: string, period: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR', first = 1) =>
  parseMetricsRange({ from, to, period, timeZone: 'UTC', firstDayOfWeek: first }, 'UTC');

describe('buckets', () => {
  it('start weeks on the given weekday and keep the partial first and last weeks', () => {
    // 2026-03-04 is a Wednesday.
    expect(bucketStarts(range('2026-03-04', '2026-03-16', 'WEEK', 1))).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(bucketStarts(range('2026-03-04', '2026-03-16', 'WEEK', 7))).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
    ]);
    expect(bucketStarts(range('2026-03-04', '2026-03-16', 'WEEK', 6))).toEqual([
      '2026-02-28',
      '2026-03-07',
      '2026-03-14',
    ]);
  });

  it('count months and years on the calendar, February and leap days included', () => {
    expect(bucketStarts(range('2024-01-31', '2024-03-01', 'MONTH'))).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
    ]);
    expect(bucketStarts(range('2024-02-28', '2024-03-01', 'DAY'))).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(bucketStarts(range('2023-06-01', '2025-01-01', 'YEAR'))).toEqual([
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
    ]);
  });

  it('compare with the same number of days just before', () => {
    expect(previousRange(range('2026-03-01', '2026-03-31', 'WEEK'))).toMatchObject({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });

  it("take the account's zone when none is asked for", () => {
    expect(
      parseMetricsRange({ from: '2026-01-01', to: '2026-01-02', period: 'DAY' }, 'Asia/Kolkata'),
    ).toMatchObject({ timeZone: 'Asia/Kolkata', firstDayOfWeek: 1 });
  });
});

describe('streaks', () => {
  const days = new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05']);
  it('count the days in a row up to today, or up to yesterday while today is still open', () => {
    expect(streakFrom(days, '2026-03-03')).toBe(3);
    expect(streakFrom(days, '2026-03-04')).toBe(3);
    expect(streakFrom(days, '2026-03-05')).toBe(1);
    expect(streakFrom(days, '2026-03-07')).toBe(0);
  });

  it("read today in the viewer's zone", () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
  });
});

describe('vocabulary use', () => {
  it('finds a word or phrase as whole words, whatever the case and accents', () => {
    expect(mentions('Quiero PAN, por favor', 'pan')).toBe(true);
    expect(mentions('Una panadería', 'pan')).toBe(false);
    expect(mentions('un cafe con leche', 'café')).toBe(true);
    expect(mentions('Me gustaría un café con leche', 'café con leche')).toBe(true);
    expect(mentions('¿Cuánto tarda el viaje?', '¿cuánto tarda?')).toBe(true);
    expect(mentions('anything', '(')).toBe(false);
  });
});
