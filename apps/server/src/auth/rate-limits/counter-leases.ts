import { LRUCache } from 'lru-cache';
import type { CounterHit, CounterState } from './shared-db-counters.ts';

/** A process holds at most this share of a rule's points in reserve, per counter. */
const LEASE_SHARE = 20;
/** Counters a process keeps leases for; the least used lose theirs (their points stay counted). */
const MAX_LEASES = 10_000;

export type LeasedHit = CounterHit & {
  /** The rule's budget for the counter's window. */
  limit: number;
};

export type LeasedVerdict = { key: string; allowed: boolean; expire: Date | null };

type Lease = {
  /** The counter's window, by its end (null for a counter that never ends). */
  expire: Date | null;
  /** Points this process added to the shared counter, within its budget, not yet handed out. */
  available: number;
  /** Points the next reservation adds: doubled at each one within a window, up to the cap. */
  nextGrant: number;
};

/**
 * Leases over the shared counters (decision 0028): a reservation adds several points to a
 * counter at once, and the process hands them out to its next requests without a round trip.
 * Only points within the budget are leased, so a request is never let through that the counter
 * would have refused; within one process the verdicts are exactly those of one write per
 * request. Several processes each keep at most 1/LEASE_SHARE of the budget unused, so a busy
 * account or address can be refused that much earlier per other process, never later.
 * Reservations start at one point and double while a counter stays busy in its window: a
 * counter touched once costs its window one point, as before.
 */
export function createCounterLeases(add: (hits: CounterHit[]) => Promise<CounterState[]>) {
  const leases = new LRUCache<string, Lease>({ max: MAX_LEASES });

  const live = (key: string, now: number) => {
    const lease = leases.get(key);
    return lease && (lease.expire === null || lease.expire.getTime() > now) ? lease : undefined;
  };

  /** The reservations' results, given to the leases: this take's verdict and the rest kept. */
  const settle = (reserved: LeasedHit[], grants: number[], states: CounterState[]) => {
    const byKey = new Map(states.map((state) => [state.key, state]));
    return reserved.map((hit, index): LeasedVerdict => {
      const grant = grants[index] ?? hit.points;
      const state = byKey.get(hit.key);
      const total = state?.points ?? grant;
      const expire = state?.expire ?? null;
      // This take's points are the first of its grant; what is left within the budget is kept.
      const counted = total - grant + hit.points;
      const kept = Math.max(0, Math.min(total, hit.limit) - counted);
      const lease = leases.get(hit.key);
      const cap = Math.max(1, Math.floor(hit.limit / LEASE_SHARE));
      if (lease && lease.expire?.getTime() === expire?.getTime()) {
        lease.available += kept;
        lease.nextGrant = Math.min(cap, Math.max(lease.nextGrant, grant * 2));
      } else {
        leases.set(hit.key, { expire, available: kept, nextGrant: Math.min(cap, grant * 2) });
      }
      return { key: hit.key, allowed: counted <= hit.limit, expire };
    });
  };

  return {
    /** Counts the hits, from the process's leases where they can, else by a reservation. */
    async take(hits: LeasedHit[]): Promise<LeasedVerdict[]> {
      const now = Date.now();
      const verdicts = new Map<string, LeasedVerdict>();
      const reserved: LeasedHit[] = [];
      const grants: number[] = [];
      for (const hit of hits) {
        const lease = live(hit.key, now);
        if (lease && lease.available >= hit.points) {
          lease.available -= hit.points;
          verdicts.set(hit.key, { key: hit.key, allowed: true, expire: lease.expire });
        } else {
          reserved.push(hit);
          grants.push(Math.max(hit.points, lease?.nextGrant ?? 1));
        }
      }
      if (reserved.length > 0) {
        const states = await add(
          reserved.map(({ key, points, durationMs }, index) => ({
            key,
            points: grants[index] ?? points,
            durationMs,
          })),
        );
        for (const verdict of settle(reserved, grants, states)) verdicts.set(verdict.key, verdict);
      }
      return hits.map((hit) => verdicts.get(hit.key) as LeasedVerdict);
    },
  };
}
