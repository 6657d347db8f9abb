/**
 * Reads that arrive while one is in flight wait and go together in the next statement: under
 * load, one round trip serves every request that came in meanwhile (the same session's requests
 * read it once). A read never joins a statement already sent, so each sees everything committed
 * before its request asked: a sign-out on another server is seen as it was without batching.
 * See docs/decisions/0017-batched-session-reads.md.
 */
export function createReadBatcher<T>(
  readMany: (ids: string[]) => Promise<Map<string, T>>,
  /** For each further caller of one id: a request may change the record it was given. */
  copy: (value: T) => T,
) {
  type Waiting = {
    id: string;
    resolve: (value: T | null) => void;
    reject: (error: unknown) => void;
  };
  let queued: Waiting[] = [];
  let flushing = false;

  const flush = async () => {
    flushing = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        const found = await readMany([...new Set(batch.map((waiting) => waiting.id))]);
        // The first caller of an id takes the row read for it, the others a copy each (made here,
        // before any caller's continuation runs): a lone request pays for no copy.
        const taken = new Set<string>();
        for (const { id, resolve } of batch) {
          const value = found.get(id);
          if (value === undefined) resolve(null);
          else if (taken.has(id)) resolve(copy(value));
          else {
            taken.add(id);
            resolve(value);
          }
        }
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    flushing = false;
  };

  return {
    read(id: string): Promise<T | null> {
      return new Promise((resolve, reject) => {
        queued.push({ id, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
