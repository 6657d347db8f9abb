/** A single-producer, single-consumer queue of text chunks exposed as an async iterable. */
export type Channel = {
  push(chunk: string): void;
  close(): void;
  fail(error: unknown): void;
  iterable: AsyncIterable<string>;
};

export function createChannel(): Channel {
  const buffered: string[] = [];
  let closed = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push(chunk) {
      buffered.push(chunk);
      notify();
    },
    close() {
      closed = true;
      notify();
    },
    fail(error) {
      failure = { error };
      notify();
    },
    iterable: {
      async *[Symbol.asyncIterator]() {
        while (true) {
          const next = buffered.shift();
          if (next !== undefined) {
            yield next;
            continue;
          }
          if (failure) throw failure.error;
          if (closed) return;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      },
    },
  };
}
