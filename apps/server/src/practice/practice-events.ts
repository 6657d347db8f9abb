import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';

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

export type PracticeEvents = PubSub<{ practice: [intentId: string, event: PracticeEvent] }>;

type Listener = EventListenerOrEventListenerObject;

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
  const listeners = new Map<string, Set<Listener>>();
  subscriber.on('message', (channel: string, message: string) => {
    const topic = channel.slice(prefix.length);
    const event = new CustomEvent(topic, { detail: JSON.parse(message) as unknown });
    for (const listener of listeners.get(topic) ?? []) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });
  return {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        subscriber.subscribe(prefix + topic).catch(onError);
      }
      set.add(listener);
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const set = listeners.get(topic);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size === 0) {
        listeners.delete(topic);
        subscriber.unsubscribe(prefix + topic).catch(onError);
      }
    },
    dispatchEvent(event: Event) {
      const { detail } = event as CustomEvent;
      publisher.publish(prefix + event.type, JSON.stringify(detail ?? null)).catch(onError);
      return true;
    },
  };
}

export function createPracticeEvents(redis?: {
  publisher: Redis;
  subscriber: Redis;
  prefix: string;
  /** A lost event is not lost state: clients read it back from the query. */
  onError: (error: unknown) => void;
}): PracticeEvents {
  if (!redis) return createPubSub();
  return createPubSub({
    eventTarget: redisEventTarget(
      redis.publisher,
      redis.subscriber,
      `${redis.prefix}practice-events:`,
      redis.onError,
    ) as never,
  });
}
