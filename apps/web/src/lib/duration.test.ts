import { describe, expect, it } from 'vitest';
import { durationMinutes, formatClock } from './duration.ts';

describe('durationMinutes', () => {
  it('divides seconds by 60 and rounds up', () => {
    expect(durationMinutes(60)).toBe(1);
    expect(durationMinutes(61)).toBe(2);
    expect(durationMinutes(1)).toBe(1);
    expect(durationMinutes(599)).toBe(10);
  });

  it('shows nothing as zero', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(null)).toBe(0);
    expect(durationMinutes(undefined)).toBe(0);
    expect(durationMinutes(-5)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});
