import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { MediaFileInfo, MediaStorage } from '../uploads/media-storage.ts';
import type { MediaUrlSigner } from './media-url-signer.ts';

/** Media in a folder of this machine (DATA_DIR/media): development and single-server installs. */
export function localMediaStorage(options: { root: string; urls: MediaUrlSigner }): MediaStorage {
  const root = resolve(options.root);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return path;
  };
  const info = async (key: string): Promise<MediaFileInfo | null> => {
    const stats = await stat(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    return {
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body, { flag: 'wx' });
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    stat: info,
    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async open(key, range) {
      const found = await info(key);
      if (!found) return null;
      const body = createReadStream(pathOf(key), range ?? {});
      return { ...found, body };
    },
    url: (key, urlOptions) => options.urls.url(key, urlOptions),
  };
}
