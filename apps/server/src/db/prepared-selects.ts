import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct SELECT texts a process prepares; past it, new texts run unnamed (planned each time). */
export const MAX_PREPARED_SELECTS = 500;

type QueryConfigLike = { text?: unknown; name?: unknown };

/**
 * Makes the pool run each SELECT as a named prepared statement (its name a hash of its text), so
 * PostgreSQL plans it once per connection instead of on every request: the GraphQL queries are
 * long nested statements (a classroom page: 0.5 ms planning for 0.3 ms of execution). Only the
 * first MAX_PREPARED_SELECTS distinct texts are named, so statements whose text varies (lists of
 * ids of any length) cannot fill the server's memory. Transactions (pool.connect) are left as
 * they are. See docs/decisions/0016-prepared-selects.md.
 */
export function prepareRepeatedSelects(pool: pg.Pool, maxNames = MAX_PREPARED_SELECTS): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= maxNames) return known;
    const name = `charla_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    const { text, name } = (config ?? {}) as QueryConfigLike;
    if (
      typeof config !== 'object' ||
      name ||
      typeof text !== 'string' ||
      !/^select\s/i.test(text)
    ) {
      return query(config, ...rest);
    }
    const prepared = nameOf(text);
    return query(prepared ? { ...config, name: prepared } : config, ...rest);
  };
  pool.query = named as typeof pool.query;
}
