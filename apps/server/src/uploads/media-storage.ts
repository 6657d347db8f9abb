import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where media files live. Keys are relative paths ("photos/2026/ab/uuid.webp"); the public URL
 * is the media base URL plus the key. The local folder implementation serves development and
 * single-server installs; an S3-compatible implementation can replace it without touching callers.
 */
export type MediaStorage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored bytes, for work that reads a file back (a recording sent for transcription). */
  read(key: string): Promise<Uint8Array>;
  /** The URL a browser uses to fetch the file. */
  url(key: string): string;
};

export function localMediaStorage(options: { root: string; baseUrl: string }): MediaStorage {
  const root = resolve(options.root);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body, { flag: 'wx' });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    url: (key) => `${options.baseUrl}${key}`,
  };
}

/** A fresh, unguessable key under a folder, sharded by month so no folder grows without end. */
export function newMediaKey(folder: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return join(folder, month, `${randomUUID()}.${extension}`).split(sep).join('/');
}
