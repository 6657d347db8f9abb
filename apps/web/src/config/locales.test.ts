import { describe, expect, it } from 'vitest';
import { isRtl } from './locales.ts';

describe('isRtl', () => {
  it('lays out Arabic, Persian and Hebrew right to left, including regional variants', () => {
    expect(['ar', 'fa', 'he', 'ar-EG'].map(isRtl)).toEqual([true, true, true, true]);
  });

  it('keeps the other interface languages left to right', () => {
    expect(['en', 'es', 'de', 'fr', 'zh-Hans'].some(isRtl)).toBe(false);
  });
});
