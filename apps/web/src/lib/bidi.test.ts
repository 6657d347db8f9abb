import { describe, expect, it } from 'vitest';
import { isolateFrom } from './bidi.ts';

describe('isolateFrom', () => {
  it('isolates a Latin name on a right-to-left page', () => {
    expect(isolateFrom('Lucía?', 'rtl')).toBe('\u2068Lucía?\u2069');
  });
  it('isolates an Arabic name on a left-to-right page', () => {
    expect(isolateFrom('ليلى', 'ltr')).toBe('\u2068ليلى\u2069');
  });
  it('leaves text running the page’s way, and numbers, as they are', () => {
    expect(isolateFrom('Lucía', 'ltr')).toBe('Lucía');
    expect(isolateFrom('ليلى', 'rtl')).toBe('ليلى');
    expect(isolateFrom('100', 'rtl')).toBe('100');
  });
});
