/** A reconnecting client waits between these bounds, so that a stopped server's subscribers
 * spread their reconnections over the other servers instead of arriving all at once. */
const RECONNECT_MIN_MS = 1000;
const RECONNECT_SPREAD_MS = 2000;

const encoder = new TextEncoder();

export type LiveStreams = {
  /** Passes an event stream through, ready to be ended by `endAll`. */
  track(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array>;
  /**
   * Ends every open event stream with a reconnection hint (SSE's `retry:` field) and GraphQL
   * over SSE's `complete` event: EventSource and graphql-sse clients both reconnect, through the
   * load balancer, to a server that is not stopping. The subscriptions behind them are cancelled.
   */
  endAll(): void;
  readonly open: number;
};

export function createLiveStreams(): LiveStreams {
  const enders = new Set<() => void>();
  return {
    track(body) {
      const reader = body.getReader();
      let ended = false;
      let end = () => {};
      return new ReadableStream<Uint8Array>({
        start(controller) {
          end = () => {
            if (ended) return;
            ended = true;
            enders.delete(end);
            const retryMs = RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS);
            controller.enqueue(encoder.encode(`retry: ${retryMs}\nevent: complete\ndata:\n\n`));
            controller.close();
            void reader.cancel().catch(() => undefined);
          };
          enders.add(end);
        },
        async pull(controller) {
          const { done, value } = await reader.read();
          if (ended) return;
          if (done) {
            ended = true;
            enders.delete(end);
            controller.close();
          } else {
            controller.enqueue(value);
          }
        },
        cancel(reason) {
          ended = true;
          enders.delete(end);
          return reader.cancel(reason);
        },
      });
    },
    endAll() {
      for (const end of [...enders]) end();
    },
    get open() {
      return enders.size;
    },
  };
}
