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

describe('measureOperation on a fragment bomb', () => {
  /** `n` fragments, each spreading the next twice: 2^n fields once expanded. */
  const fragmentBomb = (n: number) => {
    let query = 'query{...F0}';
    for (let i = 0; i < n; i++) query += ` fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`;
    return parse(`${query} fragment F${n} on Query{__typename languages { id }}`);
  };

  it('reports the expanded cost while visiting each written selection once', () => {
    const measure = measureOperation(fragmentBomb(40), null, options);
    expect(measure.cost).toBe(3 * 2 ** 40);
    // 1 spread in the operation, 2 per bomb fragment, 2 selections in the last one (+ `id`).
    expect(measure.visited).toBe(1 + 2 * 40 + 3);
  });

  it('measures a fragment cycle (invalid GraphQL) without looping', () => {
    const document = parse('query{...A} fragment A on Query{x ...B} fragment B on Query{...A y}');
    expect(measureOperation(document, null, options)).toEqual({ depth: 1, cost: 2, visited: 5 });
  });
});
