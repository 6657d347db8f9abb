import { sql } from 'drizzle-orm';
import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { listenOnPostgres } from '../platform/postgres-notifications.ts';

/**
 * What a practice session hears live. Events carry ids, never content: the subscription reads
 * the row (with the subscriber's own permissions) when it delivers one, and a client that
 * reconnects reads the state from the query, so a missed event loses nothing.
 */
export type PracticeEvent =
  | { kind: 'MESSAGE_ADDED'; messageId: string }
  | { kind: 'MESSAGE_GRADED'; messageId: string }
  | { kind: 'REPLY_DELTA'; replyTo: string; delta: string }
  | { kind: 'INTENT_UPDATED' };

export type PracticeEvents = PubSub<{ practice: [intentId: string, event: PracticeEvent] }> & {
  /** Stops listening to the shared channel (Redis or PostgreSQL). */
  close(): Promise<void>;
};

/** The PostgreSQL NOTIFY channel of practice events when there is no Redis. */
export const PRACTICE_EVENTS_CHANNEL = 'charla_practice_events';

type Listener = EventListenerOrEventListenerObject;

/**
 * Yoga's event target, shaped for a shared channel: the listeners of this process by topic, and
 * `deliver` for what the channel brings (whichever process published it).
 */
function topicListeners(hooks: { first(topic: string): void; last(topic: string): void }) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    deliver(topic: string, detail: unknown) {
      const event = new CustomEvent(topic, { detail });
      for (const listener of listeners.get(topic) ?? []) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        hooks.first(topic);
      }
      set.add(listener);
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const set = listeners.get(topic);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size === 0) {
        listeners.delete(topic);
        hooks.last(topic);
      }
    },
  };
}

/**
 * Yoga's event target over Redis pub/sub, so that an event published on one server reaches a
 * subscriber connected to another. (@graphql-yoga/redis-event-target requires ioredis 5; the
 * project uses ioredis 6.) `subscriber` must be a connection of its own: Redis puts a
 * subscribing connection in a mode where it can do nothing else.
 */
export function redisEventTarget(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  onError: (error: unknown) => void,
) {
  const local = topicListeners({
    first: (topic) => void subscriber.subscribe(prefix + topic).catch(onError),
    last: (topic) => void subscriber.unsubscribe(prefix + topic).catch(onError),
  });
  subscriber.on('message', (channel: string, message: string) => {
    local.deliver(channel.slice(prefix.length), JSON.parse(message) as unknown);
  });
  return {
    addEventListener: local.addEventListener,
    removeEventListener: local.removeEventListener,
    dispatchEvent(event: Event) {
      const { detail } = event as CustomEvent;
      publisher.publish(prefix + event.type, JSON.stringify(detail ?? null)).catch(onError);
      return true;
    },
  };
}

/**
 * The same over PostgreSQL's LISTEN/NOTIFY, for deployments of several servers without Redis:
 * one channel for every topic (a notification names its topic), one listening connection per
 * process. Payloads stay far below NOTIFY's 8000 bytes: events carry ids and reply deltas.
 */
export function postgresEventTarget(options: {
  db: Db;
  listenUrl: string;
  onError: (error: unknown) => void;
}) {
  const local = topicListeners({ first: () => undefined, last: () => undefined });
  const listener = listenOnPostgres({
    connectionString: options.listenUrl,
    channel: PRACTICE_EVENTS_CHANNEL,
    onMessage: (payload) => {
      const { topic, detail } = JSON.parse(payload) as { topic: string; detail: unknown };
      local.deliver(topic, detail);
    },
    onError: options.onError,
    reconnectDelayMs: 1000,
  });
  // One after another, as Redis's single connection would: the pool's connections could
  // otherwise deliver a reply's deltas out of order.
  let sending: Promise<unknown> = Promise.resolve();
  return {
    addEventListener: local.addEventListener,
    removeEventListener: local.removeEventListener,
    dispatchEvent(event: Event) {
      const payload = JSON.stringify({ topic: event.type, detail: (event as CustomEvent).detail });
      sending = sending
        .then(() =>
          options.db.execute(sql`select pg_notify(${PRACTICE_EVENTS_CHANNEL}, ${payload})`),
        )
        .catch(options.onError);
      return true;
    },
    close: () => listener.close(),
  };
}

export type PracticeEventsTransport =
  | {
      kind: 'redis';
      publisher: Redis;
      subscriber: Redis;
      prefix: string;
      /** A lost event is not lost state: clients read it back from the query. */
      onError: (error: unknown) => void;
    }
  | { kind: 'postgres'; db: Db; listenUrl: string; onError: (error: unknown) => void }
  | { kind: 'memory' };

/** Practice events through Redis, else PostgreSQL, else (one embedded process) memory. */
export function createPracticeEvents(transport: PracticeEventsTransport): PracticeEvents {
  if (transport.kind === 'memory') return Object.assign(createPubSub(), { close: async () => {} });
  if (transport.kind === 'postgres') {
    const target = postgresEventTarget(transport);
    return Object.assign(createPubSub({ eventTarget: target as never }), { close: target.close });
  }
  const target = redisEventTarget(
    transport.publisher,
    transport.subscriber,
    `${transport.prefix}practice-events:`,
    transport.onError,
  );
  return Object.assign(createPubSub({ eventTarget: target as never }), {
    close: async () => {
      transport.publisher.disconnect();
      transport.subscriber.disconnect();
    },
  });
}
