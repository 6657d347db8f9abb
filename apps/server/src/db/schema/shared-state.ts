import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters when the servers share PostgreSQL but no Redis (rate-limiter-flexible's
 * RateLimiterDrizzle layout: one row per rule and subject, reset once `expire` has passed).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Secrets every server on the database must share and nobody configured: the SECRET_KEY that
 * a deployment without one generates once (config/secret-key.ts).
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
