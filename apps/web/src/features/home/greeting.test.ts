import { describe, expect, it } from 'vitest';
import { greetingPeriod, hourIn } from './greeting.ts';

describe('the greeting at the top of home', () => {
  const noonUtc = new Date('2026-11-27T12:30:00Z');

  it('reads the hour on the clock of the viewer’s zone, wherever it is computed', () => {
    expect(hourIn('UTC', noonUtc)).toBe(12);
    expect(hourIn('Asia/Tokyo', noonUtc)).toBe(21);
    expect(hourIn('America/Los_Angeles', noonUtc)).toBe(4);
    expect(hourIn('Asia/Kolkata', noonUtc)).toBe(18);
  });

  it('says midnight is hour 0, not 24', () => {
    expect(hourIn('UTC', new Date('2026-11-27T00:10:00Z'))).toBe(0);
  });

  it('greets by the period of that hour', () => {
    expect(greetingPeriod(hourIn('Europe/Madrid', noonUtc))).toBe('afternoon');
    expect(greetingPeriod(hourIn('Asia/Tokyo', noonUtc))).toBe('evening');
    expect(greetingPeriod(hourIn('America/New_York', noonUtc))).toBe('morning');
  });
});
