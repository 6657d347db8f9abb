import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Keys under this prefix are private media (decision 0011): served only on a signed URL. */
export const PRIVATE_MEDIA_PREFIX = 'private/';

export const isPrivateMediaKey = (key: string): boolean => key.startsWith(PRIVATE_MEDIA_PREFIX);

/** A byte range, both ends included (as in `Content-Range`). */
export type ByteRange = { start: number; end: number };

export type MediaFileInfo = {
  size: number;
  /** A strong validator of the stored bytes (quoted, as sent in `ETag`). */
  etag: string;
  lastModified: Date;
};

export type MediaFileBody = MediaFileInfo & { body: Readable };

export type MediaUrlOptions = {
  /**
   * When a signed URL of a private key stops working; by default the end of the next hour plus
   * one hour (decision 0011), so one URL is handed out for an hour and caches keep working.
   */
  expires?: Date;
  /** The name a downloaded document is saved under (its extension always follows the key). */
  downloadName?: string;
};

/**
 * Where media files live. Keys are relative paths ("scenarios/2026-11/uuid.webp"); keys under
 * `private/` are private media. The local folder and the S3-compatible implementations share
 * this interface and the /media route (media/media.routes.ts), so callers never know which one
 * runs. `url()` is the only way to hand a file to a browser: for a private key it signs, so call
 * it only where the viewer has been authorised to read the file's owner (a GraphQL field).
 */
export type MediaStorage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Copies a stored file to another key (overwriting it): how a file changes privacy. */
  copy(from: string, to: string): Promise<void>;
  /** Removes a file; a missing file is fine. */
  delete(key: string): Promise<void>;
  /** Size and validators, or null when there is no such file. */
  stat(key: string): Promise<MediaFileInfo | null>;
  /** A stream of the file's bytes (the whole file, or one range of it), or null when there is none. */
  open(key: string, range?: ByteRange): Promise<MediaFileBody | null>;
  /** The whole file, for work that reads a file back (a recording sent for transcription). */
  read(key: string): Promise<Uint8Array>;
  /** The URL a browser uses to fetch the file; signed and expiring for a private key. */
  url(key: string, options?: MediaUrlOptions): string;
};

/**
 * A fresh, unguessable key under a folder, sharded by month so no folder grows without end;
 * `{ private: true }` puts it under `private/`.
 */
export function newMediaKey(
  folder: string,
  extension: string,
  options: { private?: boolean; now?: Date } = {},
): string {
  const now = options.now ?? new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${folder.replace(/^\/+|\/+$/g, '')}/${month}/${randomUUID()}.${extension}`;
  return options.private ? `${PRIVATE_MEDIA_PREFIX}${key}` : key;
}

/** The same file's key on the other side of the public/private split. */
export function mediaKeyWithPrivacy(key: string, makePrivate: boolean): string {
  if (makePrivate === isPrivateMediaKey(key)) return key;
  return makePrivate ? `${PRIVATE_MEDIA_PREFIX}${key}` : key.slice(PRIVATE_MEDIA_PREFIX.length);
}
