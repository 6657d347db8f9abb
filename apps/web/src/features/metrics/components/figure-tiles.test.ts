// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../config/locales.ts';
import { i18nOptions } from '../../../lib/i18n.ts';
import ar from '../../../locales/ar/translation.json';
import en from '../../../locales/en/translation.json';
import { figureTiles } from './figure-tiles.ts';

async function translator(locale: Locale, catalogue: object) {
  const i18n = createInstance();
  await i18n.init(i18nOptions(i18n, locale, catalogue as Record<string, unknown>));
  return i18n.t;
}

const totals = {
  practiceSeconds: 1182 * 60,
  attemptsStarted: 1560,
  attemptsCompleted: 1440,
  averageScore: 78,
  activeStudents: 6,
  wordsUsed: 2769,
};

describe('the figure tiles', () => {
  it('write every number as the interface language does, the practice time too', async () => {
    const tiles = figureTiles(await translator('en', en), 'en', totals, null, {
      completion: { done: 1100, assigned: 2100 },
      students: true,
    });
    expect(Object.fromEntries(tiles.map((tile) => [tile.label, [tile.value, tile.note]]))).toEqual({
      'Practice time': ['1,182 min', undefined],
      Attempts: ['1,560', '1,440 completed'],
      'Average score': ['78 / 100', undefined],
      'Active students': ['6', undefined],
      'Assigned work done': ['52%', '1,100 of 2,100'],
      'Words spoken or written': ['2,769', undefined],
    });
  });

  it('say the practice time in Arabic with the plural form the number calls for', async () => {
    const t = await translator('ar', ar);
    const practiceTime = (minutes: number) =>
      figureTiles(t, 'ar', { ...totals, practiceSeconds: minutes * 60 }, null, {})[0]?.value;
    expect([1183, 6, 2].map(practiceTime)).toEqual(['1,183 دقيقة', '6 دقائق', 'دقيقتان']);
  });
});
