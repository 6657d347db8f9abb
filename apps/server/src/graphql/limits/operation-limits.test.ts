import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { measureOperation } from './operation-limits.ts';

const options = { variables: {}, defaultPageSize: 8, allPageSize: 1000 };

describe('measureOperation', () => {
  it('counts depth through fragments and ignores introspection', () => {
    const document = parse(`
      query { a { b { ...F } } __schema { types { fields { type { ofType { name } } } } } }
      fragment F on B { c { d } }
    `);
    expect(measureOperation(document, null, options).depth).toBe(4);
  });

  it('multiplies nested pages by their page size, "All" by the configured limit', () => {
    const document = parse(`
      query ($size: PageSize) {
        list(pageSize: $size) { objects { id inner(pageSize: 10) { objects { id } } } }
        other(page: 2) { objects { id } }
      }
    `);
    // list: 1 + 5 × (objects: 1 + id 1 + inner: 1 + 10 × (objects 1 + id 1)) = 1 + 5 × 23
    expect(measureOperation(document, null, { ...options, variables: { size: 5 } }).cost).toBe(
      116 + 1 + 8 * 2,
    );
    expect(measureOperation(document, null, { ...options, variables: { size: 'All' } }).cost).toBe(
      1 + 1000 * 23 + 1 + 8 * 2,
    );
  });

  it('measures the named operation of a document', () => {
    const document = parse('query A { x } query B { x { y { z } } }');
    expect(measureOperation(document, 'B', options).depth).toBe(3);
  });
});
