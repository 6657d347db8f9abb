import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailAddresses, users } from './users.ts';

export const AUTH_KEY_KINDS = ['email_verification', 'password_reset'] as const;
export type AuthKeyKind = (typeof AUTH_KEY_KINDS)[number];

/**
 * Single-use keys mailed to users (e-mail verification, password reset). Only a hash of the key is
 * stored, so a leaked table cannot be used to take over accounts.
 */
export const authKeys = pgTable(
  'auth_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: AUTH_KEY_KINDS }).notNull(),
    keyHash: text('key_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address being verified; removing the address voids its keys. */
    emailAddressId: uuid('email_address_id').references(() => emailAddresses.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_keys_key_hash_unique').on(table.keyHash),
    index('auth_keys_user_id_idx').on(table.userId),
  ],
);
