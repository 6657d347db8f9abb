import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { languages } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import type { LanguageCreate, LanguageUpdate } from './language.schemas.ts';

type LanguageRow = typeof languages.$inferSelect;

/** Codes already used by other languages, compared case-insensitively, with the input's position. */
async function takenCodes(
  db: Db,
  wanted: { position: number; code: string; id?: string }[],
): Promise<void> {
  const codes = wanted.map((w) => w.code.toLowerCase());
  const seen = new Map<string, number>();
  for (const w of wanted) {
    const code = w.code.toLowerCase();
    if (seen.has(code)) {
      throw new AppError('LANGUAGE_CODE_TAKEN', {
        field: 'isoLanguageCode',
        objectPosition: w.position,
      });
    }
    seen.set(code, w.position);
  }
  if (codes.length === 0) return;
  const rows = await db
    .select({ id: languages.id, code: sql<string>`lower(${languages.isoLanguageCode})` })
    .from(languages)
    .where(inArray(sql`lower(${languages.isoLanguageCode})`, codes));
  for (const row of rows) {
    const clash = wanted.find((w) => w.code.toLowerCase() === row.code && w.id !== row.id);
    if (clash) {
      throw new AppError('LANGUAGE_CODE_TAKEN', {
        field: 'isoLanguageCode',
        objectPosition: clash.position,
      });
    }
  }
}

/** Adds languages to the catalogue, all or none. */
export async function createLanguages(db: Db, inputs: LanguageCreate[]): Promise<LanguageRow[]> {
  await takenCodes(
    db,
    inputs.map((input, position) => ({ position, code: input.isoLanguageCode })),
  );
  return db.insert(languages).values(inputs).returning();
}

/** Renames or recodes languages, all or none; unknown ids are reported by position. */
export async function updateLanguages(db: Db, inputs: LanguageUpdate[]): Promise<LanguageRow[]> {
  const existing = await db
    .select({ id: languages.id })
    .from(languages)
    .where(
      inArray(
        languages.id,
        inputs.map((input) => input.id),
      ),
    );
  const known = new Set(existing.map((row) => row.id));
  inputs.forEach((input, position) => {
    if (!known.has(input.id))
      throw new AppError('NOT_FOUND', { field: 'id', objectPosition: position });
  });
  await takenCodes(
    db,
    inputs.flatMap((input, position) =>
      input.isoLanguageCode ? [{ position, code: input.isoLanguageCode, id: input.id }] : [],
    ),
  );
  return db.transaction(async (tx) => {
    const updated: LanguageRow[] = [];
    for (const { id, ...changes } of inputs) {
      const [row] = await tx
        .update(languages)
        .set(changes)
        .where(sql`${languages.id} = ${id}`)
        .returning();
      if (row) updated.push(row);
    }
    return updated;
  });
}
