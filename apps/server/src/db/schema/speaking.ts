import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { practiceMessages } from './practice.ts';
import { users } from './users.ts';

/** A user's choices about speaking practice (src/speaking/). */
export const speakingPreferences = pgTable('speaking_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When they accepted the notice about recordings (personal data) before their first one. */
  recordingNoticeAcceptedAt: timestamp('recording_notice_accepted_at', { withTimezone: true }),
  autoplayCharacterVoice: boolean('autoplay_character_voice').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every stored recording, by media key. The foreign keys are SET NULL, not CASCADE: when the
 * account or the message goes (an account deleted, a classroom removed), the row stays with a
 * null owner and the retention sweep deletes the file, whichever path removed the rows.
 */
export const recordingFiles = pgTable(
  'recording_files',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => practiceMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recording_files_created_idx').on(table.createdAt)],
);
