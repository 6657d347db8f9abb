import { describe, expect, it } from 'vitest';
import { durationMinutes } from './duration.ts';

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
