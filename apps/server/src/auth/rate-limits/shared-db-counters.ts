import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

export type CounterHit = {
  /** The counter's row key, as rate-limiter-flexible writes it (`<keyPrefix>:<subject value>`). */
  key: string;
  points: number;
  durationMs: number;
};

export type CounterState = { key: string; points: number; expire: Date | null };

/**
 * Adds points to several counters in one statement, by RateLimiterDrizzle's rule (a counter
 * whose `expire` has passed starts over with a new window), and returns each counter's state.
 * A GraphQL request takes its account's and its address's budget at once: one round trip, not
 * one per rule. Keys are written in sorted order so that two requests sharing counters (one
 * school address) lock them in the same order and never deadlock.
 */
export async function addToCounters(
  db: Db,
  hits: CounterHit[],
  now = new Date(),
): Promise<CounterState[]> {
  const rows = [...hits]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, points, durationMs }) => ({
      key,
      points,
      expire: durationMs > 0 ? new Date(now.getTime() + durationMs) : null,
    }));
  if (rows.length === 0) return [];
  const expired = sql`${rateLimitCounters.expire} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        points: sql`case when ${expired} then excluded.points else ${rateLimitCounters.points} + excluded.points end`,
        expire: sql`case when ${expired} then excluded.expire else ${rateLimitCounters.expire} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      points: rateLimitCounters.points,
      expire: rateLimitCounters.expire,
    });
}

type QueuedTake = {
  hits: CounterHit[];
  resolve: (states: CounterState[]) => void;
  reject: (error: unknown) => void;
};

/**
 * Takes that arrive while a statement is in flight wait and go together in the next one, so a
 * class's requests update their shared address counter once per round trip instead of queueing
 * on its row lock one by one. Every take is still written before it is answered, and each gets
 * the count it would have seen alone: the batch's total less what the takes after it added.
 */
export function createCounterBatcher(db: Db) {
  let queued: QueuedTake[] = [];
  let flushing = false;

  const settle = (batch: QueuedTake[], states: CounterState[]) => {
    const byKey = new Map(states.map((state) => [state.key, state]));
    const addedAfter = new Map<string, number>();
    for (let index = batch.length - 1; index >= 0; index -= 1) {
      const take = batch[index] as QueuedTake;
      take.resolve(
        take.hits.map(({ key, points }) => {
          const state = byKey.get(key);
          const after = addedAfter.get(key) ?? 0;
          addedAfter.set(key, after + points);
          return { key, points: (state?.points ?? 0) - after, expire: state?.expire ?? null };
        }),
      );
    }
  };

  const flush = async () => {
    flushing = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      // A key belongs to one rule, so its hits share a duration: their points add up.
      const totals = new Map<string, CounterHit>();
      for (const hit of batch.flatMap((take) => take.hits)) {
        const total = totals.get(hit.key);
        if (total) total.points += hit.points;
        else totals.set(hit.key, { ...hit });
      }
      try {
        settle(batch, await addToCounters(db, [...totals.values()]));
      } catch (error) {
        for (const take of batch) take.reject(error);
      }
    }
    flushing = false;
  };

  return {
    add(hits: CounterHit[]): Promise<CounterState[]> {
      return new Promise((resolve, reject) => {
        queued.push({ hits, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
