import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-in-zone.ts';

describe('formatInZone', () => {
  it("shows an instant on the viewer's clock, not the browser's", () => {
    const due = '2026-03-31T21:59:00.000Z';
    expect(formatInZone(due, 'Europe/Madrid', 'en')).toBe('Mar 31, 2026, 11:59 PM');
    expect(formatInZone(due, 'Asia/Tokyo', 'en')).toBe('Apr 1, 2026, 6:59 AM');
    expect(formatInZone(due, 'Europe/Madrid', 'es')).toContain('23:59');
  });
});
