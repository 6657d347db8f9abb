import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createCounterLeases } from './counter-leases.ts';
import { createCounterBatcher } from './shared-db-counters.ts';

/**
 * Rules as "points/period/subject", comma-separated, in allauth's ACCOUNT_RATE_LIMITS syntax.
 * The per-account (`key`, `user`) rules are allauth's and carry the protection; the per-address
 * (`ip`) rules are sized so a class of 40 behind one school address can sign up, sign in (a few
 * mistyped passwords included) and practise in the same minute, where allauth's 30 logins a
 * minute per address would refuse the last ten (issue 14, auth-rate-limits.int.test.ts).
 */
export const DEFAULT_RATE_LIMITS = {
  login: '200/m/ip',
  login_failed: '100/m/ip,5/5m/key',
  signup: '60/m/ip',
  reset_password: '60/m/ip,5/m/key',
  reset_password_from_key: '60/m/ip',
  confirm_email: '1/3m/key',
  change_password: '5/m/user',
  manage_email: '10/m/user',
  reauthenticate: '10/m/user',
  /** GraphQL operations of a signed-in account, and of everyone behind one address. */
  graphql: '600/m/user,6000/m/ip',
  /** GraphQL operations sent without a session (sign-in pages, invitation previews). */
  graphql_anonymous: '600/m/ip',
  /** Invitation mails (co-teaching): per inviter, and per recipient address. */
  invitation_mail: '20/h/user,3/d/key',
} as const;

export type RateLimitAction = keyof typeof DEFAULT_RATE_LIMITS;
type Subject = 'ip' | 'key' | 'user';
export type RateLimitSubjects = { ip?: string; key?: string; user?: string };

type Rule = {
  subject: Subject;
  limiter: RateLimiterAbstract;
  points: number;
  seconds: number;
  keyPrefix: string;
};

const PERIOD_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

export class RateLimitSpecError extends Error {
  override name = 'RateLimitSpecError';
}

/** Parses "5/5m/key" into points, period and subject. */
export function parseRule(rule: string): { points: number; seconds: number; subject: Subject } {
  const match = /^(\d+)\/(\d*)([smhd])\/(ip|key|user)$/.exec(rule.trim());
  if (!match) throw new RateLimitSpecError(`invalid rate limit rule "${rule}"`);
  const [, points, multiplier, unit, subject] = match;
  return {
    points: Number(points),
    seconds: Number(multiplier || '1') * (PERIOD_SECONDS[unit as string] ?? 60),
    subject: subject as Subject,
  };
}

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export type RateLimits = {
  /** Counts one hit against every rule of the action; false when any rule is exhausted. */
  consume(action: RateLimitAction, subjects: RateLimitSubjects): Promise<boolean>;
  /**
   * Counts `points` hits atomically against every rule of the action (a Redis INCR per rule,
   * or the shared table's leases, so parallel requests on any instance are all counted);
   * refused when any rule is exhausted, with the seconds until it frees up.
   */
  take(
    action: RateLimitAction,
    subjects: RateLimitSubjects,
    points?: number,
  ): Promise<RateLimitVerdict>;
  /** Gives back hits taken (a successful login does not count as a failure). */
  refund(action: RateLimitAction, subjects: RateLimitSubjects, points?: number): Promise<void>;
  /** Forgets the hits of the rules on the given subjects (a successful login clears its key). */
  clear(action: RateLimitAction, subjects: RateLimitSubjects): Promise<void>;
};

/**
 * Counters live in Redis when there is one, else in PostgreSQL when several servers may share
 * it (`sharedDb`), else (one embedded process) in memory.
 */
export function createRateLimits(options: {
  overrides: Record<string, string>;
  redis: Redis | null;
  sharedDb?: Db | null;
  prefix: string;
}): RateLimits {
  let sweeping = false;
  const inSharedDb = (db: Db, rule: { points: number; duration: number; keyPrefix: string }) => {
    // All rules share the table: one timer deleting expired rows is enough.
    const limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimitCounters,
      clearExpiredByTimeout: !sweeping,
      ...rule,
    });
    sweeping = true;
    return limiter;
  };
  const rules = new Map<RateLimitAction, Rule[]>();
  for (const action of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitAction[]) {
    const spec = options.overrides[action] ?? DEFAULT_RATE_LIMITS[action];
    const parsed = spec
      .split(',')
      .filter((rule) => rule.trim().length > 0)
      .map(parseRule);
    rules.set(
      action,
      parsed.map(({ points, seconds, subject }) => {
        const keyPrefix = `${options.prefix}rl:${action}:${subject}:${seconds}`;
        const limiter = options.redis
          ? new RateLimiterRedis({
              storeClient: options.redis,
              points,
              duration: seconds,
              keyPrefix,
            })
          : options.sharedDb
            ? inSharedDb(options.sharedDb, { points, duration: seconds, keyPrefix })
            : new RateLimiterMemory({ points, duration: seconds, keyPrefix });
        return { subject, limiter, points, seconds, keyPrefix };
      }),
    );
  }
  for (const action of Object.keys(options.overrides)) {
    if (!rules.has(action as RateLimitAction)) {
      throw new RateLimitSpecError(`unknown rate limit action "${action}"`);
    }
  }

  const applicable = (action: RateLimitAction, subjects: RateLimitSubjects) =>
    (rules.get(action) ?? []).flatMap((rule) => {
      const value = subjects[rule.subject];
      return value ? [{ rule, key: value }] : [];
    });

  const sharedCounters = options.sharedDb
    ? createCounterLeases(createCounterBatcher(options.sharedDb).add)
    : null;
  /**
   * All the action's counters at once, from the process's leases where it holds points, else in
   * one statement (createCounterBatcher); then the verdict.
   */
  const takeInSharedDb = async (
    counters: NonNullable<typeof sharedCounters>,
    hits: { rule: Rule; key: string }[],
    points: number,
  ): Promise<RateLimitVerdict> => {
    const verdicts = await counters.take(
      hits.map(({ rule, key }) => ({
        key: `${rule.keyPrefix}:${key}`,
        points,
        durationMs: rule.seconds * 1000,
        limit: rule.points,
      })),
    );
    const now = Date.now();
    let allowed = true;
    let retryAfterMs = 0;
    for (const verdict of verdicts) {
      if (verdict.allowed) continue;
      allowed = false;
      const left = verdict.expire ? verdict.expire.getTime() - now : 0;
      retryAfterMs = Math.max(retryAfterMs, left);
    }
    return { allowed, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  };

  const take = async (
    action: RateLimitAction,
    subjects: RateLimitSubjects,
    points = 1,
  ): Promise<RateLimitVerdict> => {
    if (sharedCounters && !options.redis) {
      return takeInSharedDb(sharedCounters, applicable(action, subjects), points);
    }
    const results = await Promise.allSettled(
      applicable(action, subjects).map(({ rule, key }) => rule.limiter.consume(key, points)),
    );
    let allowed = true;
    let retryAfterMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      allowed = false;
      retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
    }
    return { allowed, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  };

  return {
    take,
    async consume(action, subjects) {
      return (await take(action, subjects)).allowed;
    },
    async refund(action, subjects, points = 1) {
      await Promise.all(
        applicable(action, subjects).map(({ rule, key }) => rule.limiter.reward(key, points)),
      );
    },
    async clear(action, subjects) {
      await Promise.all(
        applicable(action, subjects).map(({ rule, key }) => rule.limiter.delete(key)),
      );
    },
  };
}
