import { eq } from 'drizzle-orm';
import { languages } from '../db/schema/index.ts';
import type { Queryable } from './authoring-context.ts';
import { AuthoringError } from './authoring-error.ts';

export type LanguageRow = typeof languages.$inferSelect;

/** The catalogue language an input names, or an UNKNOWN_LANGUAGE error on `field`. */
export async function requireLanguage(
  db: Queryable,
  languageId: string,
  field = 'languageId',
): Promise<LanguageRow> {
  const [language] = await db.select().from(languages).where(eq(languages.id, languageId));
  if (!language) throw new AuthoringError('UNKNOWN_LANGUAGE', { field });
  return language;
}
