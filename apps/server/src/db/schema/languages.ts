import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const languages = pgTable(
  'languages',
  {
    id: id(),
    name: text('name').notNull(),
    /** BCP 47 tag: en, es, ar, zh-Hans, … */
    isoLanguageCode: text('iso_language_code').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('languages_iso_language_code_lower_unique').on(
      sql`lower(${table.isoLanguageCode})`,
    ),
  ],
);
