import type { GraphQLClient } from './graphql-clients.ts';

export type Subscription<T> = {
  /** Resolves with the first event (already received or coming) that matches. */
  next(matches: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  received: T[];
  /**
   * Resolves when the server ends the stream: with its last reconnection hint (SSE `retry:`, in
   * ms) and whether it said `event: complete`.
   */
  ended: Promise<{ retryMs: number | null; completed: boolean }>;
  close(): void;
};

/**
 * A GraphQL subscription over server-sent events (GET, as a browser's EventSource would), with
 * the client's session cookie or token. Events are collected as they arrive.
 */
export async function subscribe<T>(
  url: string,
  client: GraphQLClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<Subscription<T>> {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  const cookies = [...client.http.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookies) headers.cookie = cookies;
  if (client.http.sessionToken) headers['x-session-token'] = client.http.sessionToken;
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql?${params}`, { headers, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`subscription refused: ${response.status}`);
  const received: T[] = [];
  const waiters: { matches: (data: T) => boolean; resolve: (data: T) => void }[] = [];
  const deliver = (data: T) => {
    received.push(data);
    for (const waiter of [...waiters]) {
      if (waiter.matches(data)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(data);
      }
    }
  };
  let retryMs: number | null = null;
  let completed = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const retry = lines.find((line) => line.startsWith('retry:'));
          if (retry) retryMs = Number(retry.slice(6).trim());
          if (lines.includes('event: complete')) completed = true;
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (data) {
            const parsed = JSON.parse(data) as { data?: T; errors?: unknown };
            if (parsed.errors)
              throw new Error(`subscription error: ${JSON.stringify(parsed.errors)}`);
            if (parsed.data) deliver(parsed.data);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
    return { retryMs, completed };
  })();
  return {
    received,
    ended,
    next(matches, timeoutMs = 10_000) {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(received)}`)),
          timeoutMs,
        );
        waiters.push({
          matches,
          resolve: (data) => {
            clearTimeout(timer);
            resolve(data);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
}
