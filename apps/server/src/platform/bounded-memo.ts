/**
 * A memo of at most `maxEntries` results that forgets the least recently used one when full.
 * For results worth keeping across requests whose keys come from what people write (words), so
 * that a long-running server's memory stays flat however many different words it sees.
 */
export type BoundedMemo<V> = {
  /** The remembered result for `key`, or `compute(key)` remembered. */
  get(key: string, compute: (key: string) => V): V;
  readonly size: number;
};

export function createBoundedMemo<V>(maxEntries: number): BoundedMemo<V> {
  // A Map iterates in insertion order: re-inserting on each use keeps the oldest use first.
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = compute(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
