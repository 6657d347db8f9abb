import { describe, expect, it } from 'vitest';
import { scenarioListParams } from './list-params.ts';

describe('scenarioListParams', () => {
  it('defaults to everything readable, by title, eight a page', () => {
    expect(scenarioListParams(new URL('http://app.test/learning/scenario'))).toEqual({
      page: 1,
      pageSize: 8,
      sortField: 'TITLE',
      sortOrder: 'ASC',
      filter: { scope: 'ALL' },
    });
  });

  it('reads the filters and ignores unknown values', () => {
    const url = new URL(
      'http://app.test/?q=%20caf%C3%A9%20&language=7&level=B1&scope=LIBRARY&sort=LEVEL&order=desc&page=3',
    );
    expect(scenarioListParams(url)).toEqual({
      page: 3,
      pageSize: 8,
      sortField: 'LEVEL',
      sortOrder: 'DESC',
      filter: { scope: 'LIBRARY', text: 'café', languageId: '7', level: 'B1' },
    });
    const bad = new URL('http://app.test/?level=Z9&scope=NOPE&sort=DROP&page=-2');
    expect(scenarioListParams(bad).filter).toEqual({ scope: 'ALL' });
    expect(scenarioListParams(bad).page).toBe(1);
  });
});
