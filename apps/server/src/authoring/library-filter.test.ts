import { describe, expect, it } from 'vitest';
import { libraryListFilter } from './library-filter.ts';

const languageId = '0b9f3c1e-6a2d-4f7b-9c8e-1d2a3b4c5d6e';

describe('libraryListFilter', () => {
  it('defaults to every readable item, unfiltered', () => {
    const all = { scope: 'ALL', languageId: null, level: null, text: null };
    expect(libraryListFilter(null)).toEqual(all);
    expect(libraryListFilter({})).toEqual(all);
  });

  it('keeps the scope, language, level and text it is given', () => {
    expect(libraryListFilter({ scope: 'MINE', languageId, level: 'B1', text: 'café' })).toEqual({
      scope: 'MINE',
      languageId,
      level: 'B1',
      text: 'café',
    });
  });

  it('gives null for a malformed language id, which names no language', () => {
    expect(libraryListFilter({ languageId: 'fr' })).toBeNull();
    expect(libraryListFilter({ languageId: 42 })).toBeNull();
  });
});
