import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const SESSION_CLIENTS = ['browser', 'app'] as const;

/**
 * Server-side sessions. The id is a hash of the secret the client holds (cookie or
 * X-Session-Token), so a leaked table does not leak usable sessions. A session exists before
 * sign-in too, to carry pending flows (login, signup, provider sign-up).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The number the sessions list shows (allauth's session ids are integers), never the secret. */
    publicId: integer('public_id').generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    client: text('client', { enum: SESSION_CLIENTS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    uniqueIndex('sessions_public_id_unique').on(table.publicId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
