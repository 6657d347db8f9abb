import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { userTypeEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The primary e-mail address, kept in step with email_addresses. */
    email: text('email'),
    username: text('username'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: userTypeEnum('user_type'),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** Null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    /** Interface language (BCP 47), used for e-mails and server messages. */
    language: text('language').notNull().default('en'),
    /** IANA time zone (e.g. Europe/Madrid): due dates are entered, shown and mailed in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
  ],
);

export const emailAddresses = pgTable(
  'email_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    primary: boolean('primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_addresses_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('email_addresses_one_primary_per_user')
      .on(table.userId)
      .where(sql`${table.primary}`),
    index('email_addresses_user_id_idx').on(table.userId),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    uid: text('uid').notNull(),
    extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_uid_unique').on(table.provider, table.uid),
    index('social_accounts_user_id_idx').on(table.userId),
  ],
);
