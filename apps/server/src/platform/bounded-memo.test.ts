import { describe, expect, it } from 'vitest';
import { createBoundedMemo } from './bounded-memo.ts';

describe('bounded memo', () => {
  it('computes a result once and answers it again from memory', () => {
    const memo = createBoundedMemo<string>(10);
    let computed = 0;
    const upper = (key: string) => {
      computed += 1;
      return key.toUpperCase();
    };
    expect(memo.get('pan', upper)).toBe('PAN');
    expect(memo.get('pan', upper)).toBe('PAN');
    expect(computed).toBe(1);
  });

  it('never holds more than its size, however many keys it sees', () => {
    const memo = createBoundedMemo<number>(100);
    for (let i = 0; i < 10_000; i += 1) memo.get(`word${i}`, () => i);
    expect(memo.size).toBe(100);
  });

  it('forgets the least recently used key first, not the one just used', () => {
    const memo = createBoundedMemo<string>(2);
    const computedKeys: string[] = [];
    const compute = (key: string) => {
      computedKeys.push(key);
      return key;
    };
    memo.get('barra', compute);
    memo.get('pan', compute);
    memo.get('barra', compute); // used again: now 'pan' is the oldest
    memo.get('café', compute); // full: forgets 'pan'
    memo.get('barra', compute);
    memo.get('pan', compute);
    expect(computedKeys).toEqual(['barra', 'pan', 'café', 'pan']);
  });
});
