import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed steps have run, so that a restart or a second `npm run seed` changes nothing. */
export const seedHistory = pgTable('seed_history', {
  step: text('step').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
