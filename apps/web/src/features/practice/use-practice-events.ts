import { createClient } from 'graphql-sse';
import { useEffect, useRef } from 'react';
import { apiUrl } from '../../config/api.ts';
import type { PracticeIntentEventsSubscription } from '../../gql/graphql.ts';
import { readCookie } from '../../lib/cookies.ts';
import { requestLanguageHeader } from '../../lib/request-language.ts';
import { PracticeIntentEventsDocument } from './api/practice-intent-events-subscription.ts';
import type { PracticeEvent } from './conversation-state.ts';

/** Waits between attempts to reconnect: 1 s, 2 s, 4 s … up to this. */
const MAX_RETRY_WAIT_MS = 15_000;
/** After the server ends the stream (a restart, a deploy), subscribe again after this. */
const RESUBSCRIBE_DELAY_MS = 1_000;

function retryWait(retries: number): Promise<void> {
  const wait = Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.random() * 500;
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Listens to an attempt's events over server-sent events (GraphQL over SSE, distinct connections
 * mode, with the session cookie and the CSRF header like every other request) for as long as the
 * component is mounted and `enabled`. `onConnected` runs on every (re)connection: events are
 * announcements only, so the page reads the state again then and misses nothing.
 */
export function usePracticeEvents(
  intentId: string,
  enabled: boolean,
  handlers: { onEvent(event: PracticeEvent): void; onConnected(): void },
): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const client = createClient({
      url: apiUrl('/graphql/'),
      credentials: 'include',
      headers: () => {
        const csrfToken = readCookie('csrftoken');
        return { ...(csrfToken ? { 'X-CSRFToken': csrfToken } : {}), ...requestLanguageHeader() };
      },
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: retryWait,
    });
    let stopped = false;
    let dispose: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      dispose = client.subscribe<PracticeIntentEventsSubscription>(
        { query: PracticeIntentEventsDocument.toString(), variables: { intentId } },
        {
          next: (result) => {
            const event = result.data?.practiceIntentEvents;
            if (event) latest.current.onEvent(event);
          },
          error: (error) => {
            console.warn('practice events stopped', error);
            again(MAX_RETRY_WAIT_MS);
          },
          complete: () => again(RESUBSCRIBE_DELAY_MS),
        },
        { connected: () => latest.current.onConnected() },
      );
    };
    const again = (delayMs: number) => {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(listen, delayMs);
    };
    listen();
    return () => {
      stopped = true;
      clearTimeout(timer);
      dispose?.();
      client.dispose();
    };
  }, [intentId, enabled]);
}
