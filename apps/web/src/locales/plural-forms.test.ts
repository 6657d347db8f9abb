// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../config/locales.ts';
import { i18nOptions } from '../lib/i18n.ts';
import ar from './ar/translation.json';
import de from './de/translation.json';
import en from './en/translation.json';
import fr from './fr/translation.json';

/** A translator set up as the app sets up i18next: the built-in number format, isolated values. */
async function translator(locale: Locale, catalogue: object) {
  const i18n = createInstance();
  await i18n.init(i18nOptions(i18n, locale, catalogue as Record<string, unknown>));
  return i18n.t;
}

describe('numbers next to nouns', () => {
  it('says the minutes of an attempt in each Arabic plural form', async () => {
    const t = await translator('ar', ar);
    const minutes = (count: number) => t('practiceResult.minutes', { count });
    expect([0, 1, 2, 5, 6, 11, 100].map(minutes)).toEqual([
      '0 دقيقة',
      'دقيقة واحدة',
      'دقيقتان',
      '5 دقائق',
      '6 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
    expect(t('assign.preview.minutes', { count: 6 })).toBe('نحو 6 دقائق');
    expect(t('assign.preview.minutes', { count: 2 })).toBe('نحو دقيقتين');
  });

  it('says how many characters a field takes in the Arabic form the number calls for', async () => {
    const t = await translator('ar', ar);
    expect(t('validation.tooLong', { count: 3 })).toBe('الحد الأقصى 3 أحرف.');
    expect(t('validation.tooLong', { count: 80 })).toBe('الحد الأقصى 80 حرفًا.');
    expect(t('validation.tooLong', { count: 500 })).toBe('الحد الأقصى 500 حرف.');
  });

  it('agrees in English and French with one or more', async () => {
    const tEn = await translator('en', en);
    expect(tEn('assignmentResults.unreviewed', { count: 1 })).toBe('1 attempt to review');
    expect(tEn('assignmentResults.unreviewed', { count: 3 })).toBe('3 attempts to review');
    const tFr = await translator('fr', fr);
    expect(tFr('reviewQueue.more', { count: 1 })).toBe('Et 1 autre, affichée au fur et à mesure.');
  });

  it('writes a count with the thousands separator of the interface language', async () => {
    expect((await translator('en', en))('metrics.minutesValue', { count: 1182 })).toBe('1,182 min');
    expect((await translator('de', de))('metrics.minutesValue', { count: 1182 })).toBe(
      '1.182 Min.',
    );
    expect((await translator('ar', ar))('practiceResult.minutes', { count: 1183 })).toBe(
      '1,183 دقيقة',
    );
  });
});
