import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const MAX_SEARCH_WORDS = 8;

/**
 * A list's text filter: every word must appear (case-insensitively, as a substring, which also
 * suits Chinese without spaces) in one of the columns.
 */
export function textSearchConditions(
  text: string | null | undefined,
  columns: readonly AnyPgColumn[],
): SQL[] {
  if (!text) return [];
  const words = text.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  return words.slice(0, MAX_SEARCH_WORDS).flatMap((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const condition = or(...columns.map((column) => ilike(column, pattern)));
    return condition ? [condition] : [];
  });
}
