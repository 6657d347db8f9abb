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
