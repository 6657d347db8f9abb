import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_KEY_FILE = 'secret-key';

/**
 * The embedded mode keeps a generated key in the data folder so that sessions and signed links
 * survive a restart; production must pass SECRET_KEY explicitly (checked by loadConfig).
 */
export async function resolveSecretKey(
  explicitKey: string | undefined,
  dataDir: string,
): Promise<string> {
  if (explicitKey) return explicitKey;
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
