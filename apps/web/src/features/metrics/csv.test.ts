import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and defuses formulas', () => {
    expect(
      toCsv(
        ['Name', 'Minutes'],
        [
          ['Ana "la" López', 7],
          ['=HYPERLINK("x")', null],
        ],
      ),
    ).toBe('\uFEFF"Name","Minutes"\r\n"Ana ""la"" López","7"\r\n"\'=HYPERLINK(""x"")",""\r\n');
  });
  it('keeps negative numbers as numbers', () => {
    expect(toCsv(['Change'], [[-12]])).toBe('\uFEFF"Change"\r\n"-12"\r\n');
  });
});
