/**
 * Reads that arrive while one is in flight wait and go together in the next statement: under
 * load, one round trip serves every request that came in meanwhile (the same session's requests
 * read it once). A read never joins a statement already sent, so each sees everything committed
 * before its request asked: a sign-out on another server is seen as it was without batching.
 * See docs/decisions/0017-batched-session-reads.md.
 */
export function createReadBatcher<T>(
  readMany: (ids: string[]) => Promise<Map<string, T>>,
  /** Each caller gets its own copy: a request may change the record it was given. */
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
        for (const { id, resolve } of batch) {
          const value = found.get(id);
          resolve(value === undefined ? null : copy(value));
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
