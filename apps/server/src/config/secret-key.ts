import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sharedSecrets } from '../db/schema/index.ts';

const SECRET_KEY_FILE = 'secret-key';

const SHARED_SECRET_KEY_NAME = 'secret_key';

/**
 * Without SECRET_KEY a key is generated once and kept: in the data folder on the embedded
 * database, in the database on PostgreSQL, where every server of a deployment must sign with the
 * same key (a CSRF token handed out by one is checked by another). Production must pass
 * SECRET_KEY explicitly (checked by loadConfig).
 */
export async function resolveSecretKey(
  explicitKey: string | undefined,
  dataDir: string,
  database: Pick<Database, 'db' | 'kind'>,
): Promise<string> {
  if (explicitKey) return explicitKey;
  if (database.kind === 'postgres') return sharedSecretKey(database);
  const path = join(dataDir, SECRET_KEY_FILE);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  await writeFile(path, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return (await readFile(path, 'utf8')).trim();
}

async function sharedSecretKey({ db }: Pick<Database, 'db'>): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name: SHARED_SECRET_KEY_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, SHARED_SECRET_KEY_NAME));
  if (!row) throw new Error('the shared secret key could not be stored');
  return row.value;
}
