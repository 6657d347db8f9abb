/**
 * PostgreSQL SQLSTATE codes the authoring services turn into stable errors. A foreign key with
 * ON DELETE RESTRICT reports restrict_violation (23001); NO ACTION reports 23503.
 */
const FOREIGN_KEY_CODES = ['23503', '23001'];
const UNIQUE_CODES = ['23505'];

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The constraint a database error violated, whichever driver raised it (pg, PGlite) and however
 * drizzle wrapped it. The check is on SQLSTATE and constraint name, never on message text.
 */
export function violatedConstraint(error: unknown, kind: 'foreign-key' | 'unique'): string | null {
  const wanted = kind === 'foreign-key' ? FOREIGN_KEY_CODES : UNIQUE_CODES;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && wanted.includes(fields.code)) {
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    }
    current = fields.cause;
  }
  return null;
}
