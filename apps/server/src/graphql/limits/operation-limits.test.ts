import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { measureOperation } from './operation-limits.ts';

const schema = buildSchema(`
  scalar PageSize
  type Query {
    a: A
    languages: [Language!]!
    list(page: Int = 1, pageSize: PageSize = 8): Page!
    other(page: Int = 1, pageSize: PageSize = 8): Page!
    x: Query
    y: Int
  }
  type A { b: B }
  type B { c: C }
  type C { d: Int }
  type Language { id: ID! name: String! }
  type Page { totalCount: Int! objects: [Item!]! }
  type Item { id: ID! tags: [String!]! kinds: [Kind!]! inner(pageSize: PageSize = 8): Page! }
  enum Kind { A B C }
`);
const options = { schema, variables: {}, defaultPageSize: 8, allPageSize: 1000, listSize: 50 };

describe('measureOperation', () => {
  it('counts depth through fragments and ignores introspection', () => {
    const document = parse(`
      query { a { b { ...F } } __schema { types { fields { type { ofType { name } } } } } }
      fragment F on B { c { d } }
    `);
    expect(measureOperation(document, null, options).depth).toBe(4);
  });

  it('multiplies the objects of a page by its size: given, the default, or "All"', () => {
    const document = parse(`
      query ($size: PageSize) {
        list(pageSize: $size) { totalCount objects { id inner(pageSize: 10) { objects { id } } } }
        other(page: 2) { objects { id } }
      }
    `);
    // list: 1 + totalCount 1 + size × (objects 1 + id 1 + inner 1 + 10 × (objects 1 + id 1))
    const other = 1 + 8 * 2;
    expect(measureOperation(document, null, { ...options, variables: { size: 5 } }).cost).toBe(
      2 + 5 * 23 + other,
    );
    expect(measureOperation(document, null, { ...options, variables: { size: 'All' } }).cost).toBe(
      2 + 1000 * 23 + other,
    );
    expect(measureOperation(document, null, options).cost).toBe(2 + 8 * 23 + other);
  });

  it('counts every row a list without pages can return, and every alias of it', () => {
    expect(measureOperation(parse('{ languages { id name } }'), null, options).cost).toBe(50 * 3);
    const aliases = Array.from({ length: 100 }, (_, i) => `l${i}: languages { id }`).join(' ');
    expect(measureOperation(parse(`{ ${aliases} }`), null, options).cost).toBe(100 * 50 * 2);
    // A list of scalars costs its rows too; a list of enum values at most one row per value.
    expect(measureOperation(parse('{ list { objects { tags } } }'), null, options).cost).toBe(
      1 + 8 * (1 + 50),
    );
    expect(measureOperation(parse('{ list { objects { kinds } } }'), null, options).cost).toBe(
      1 + 8 * (1 + 3),
    );
  });

  it('measures the named operation of a document', () => {
    const document = parse('query A { y } query B { a { b { c { d } } } }');
    expect(measureOperation(document, 'B', options).depth).toBe(4);
  });
});

describe('measureOperation on a fragment bomb', () => {
  /** `n` fragments, each spreading the next twice: 2^n fields once expanded. */
  const fragmentBomb = (n: number) => {
    let query = 'query{...F0}';
    for (let i = 0; i < n; i++) query += ` fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`;
    return parse(`${query} fragment F${n} on Query{__typename a { b { c { d } } }}`);
  };

  it('reports the expanded cost while visiting each written selection once', () => {
    const measure = measureOperation(fragmentBomb(40), null, options);
    expect(measure.cost).toBe(5 * 2 ** 40);
    // 1 spread in the operation, 2 per bomb fragment, 5 selections in the last one.
    expect(measure.visited).toBe(1 + 2 * 40 + 5);
  });

  it('measures a fragment cycle (invalid GraphQL) without looping', () => {
    const document = parse(
      'query{...A} fragment A on Query{y ...B} fragment B on Query{...A x { y }}',
    );
    expect(measureOperation(document, null, options)).toEqual({ depth: 2, cost: 3, visited: 6 });
  });
});
