import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR_MS = 3_600_000;

describe('relativeTimeParts', () => {
  it('counts minutes under an hour, never zero while still ahead', () => {
    expect(relativeTimeParts(later(5_000), now)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeTimeParts(later(25 * 60_000), now)).toEqual({ value: 25, unit: 'minute' });
  });

  it('counts hours under two days and days beyond', () => {
    expect(relativeTimeParts(later(30 * HOUR_MS), now)).toEqual({ value: 30, unit: 'hour' });
    // An invitation made a moment ago for seven days still reads "in 7 days".
    expect(relativeTimeParts(later(7 * 24 * HOUR_MS - 2_000), now)).toEqual({
      value: 7,
      unit: 'day',
    });
  });

  it('gives the past as negative values', () => {
    expect(relativeTimeParts(later(-3 * HOUR_MS), now)).toEqual({ value: -3, unit: 'hour' });
  });
});

describe('formatRelativeTime', () => {
  it('speaks the interface language', () => {
    const inAWeek = later(7 * 24 * HOUR_MS);
    expect(formatRelativeTime(inAWeek, now, 'en')).toBe('in 7 days');
    expect(formatRelativeTime(inAWeek, now, 'es')).toBe('dentro de 7 días');
    expect(formatRelativeTime(inAWeek, now, 'de')).toBe('in 7 Tagen');
  });
});
