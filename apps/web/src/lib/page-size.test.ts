import { describe, expect, it } from 'vitest';
import { DATA_ITERATOR_PAGE_SIZE, PAGE_SIZE_ALL, toApiPageSize } from './page-size.ts';

describe('toApiPageSize', () => {
  it("sends -1 as 'All' and numbers as they are", () => {
    expect(toApiPageSize(PAGE_SIZE_ALL)).toBe('All');
    expect(toApiPageSize(-1)).toBe('All');
    expect(toApiPageSize(DATA_ITERATOR_PAGE_SIZE)).toBe(8);
  });
});
