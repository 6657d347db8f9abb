import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Config } from '../config/config.ts';
import { AppError } from '../graphql/errors.ts';
import { type MediaStorage, newMediaKey } from './media-storage.ts';
import { KNOWN_TYPES, type UploadKind, uploadRule } from './upload-kinds.ts';

/** Longest side of a stored picture; larger images are scaled down. */
const IMAGE_MAX_SIDE_PX = 1600;
const THUMBNAIL_SIDE_PX = 256;
/** Refuse decompression bombs before decoding them fully. */
const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

export type StoredUpload = {
  key: string;
  /** Set for images: a square WebP thumbnail. */
  thumbnailKey: string | null;
  contentType: string;
  bytes: number;
};

type StoreOptions = {
  kind: UploadKind;
  /** Media folder, e.g. "photos/profiles". */
  folder: string;
  /**
   * Private media (decision 0011): stored under `private/`, served only on URLs signed by
   * `MediaStorage.url` for a viewer the calling feature authorised.
   */
  private?: boolean;
  /** The input field, for the errors report. */
  field: string;
  config: Config;
  media: MediaStorage;
};

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Checks an upload by its content (never its name), its size for the kind, re-encodes images to
 * WebP without metadata (EXIF, GPS) with a thumbnail, and stores the result. Nothing is stored
 * when a check fails: each failure is an AppError with a stable code.
 */
export async function storeUpload(file: File, options: StoreOptions): Promise<StoredUpload> {
  const rule = uploadRule(options.kind, options.config);
  const fail = (code: ConstructorParameters<typeof AppError>[0], values = {}) =>
    new AppError(code, { field: options.field, values });

  if (file.size === 0) throw fail('FILE_EMPTY');
  if (file.size > rule.maxBytes) throw fail('FILE_TOO_LARGE', { max: megabytes(rule.maxBytes) });

  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = rule.accepted.find((type) => type.mime === detected?.mime);
  const acceptedLabels = rule.accepted.map((type) => type.label).join(', ');
  if (!accepted) throw fail('UNSUPPORTED_FILE_TYPE', { accepted: acceptedLabels });

  // A file whose name or declared type says something else (a PNG renamed .pdf) is refused: the
  // browser, the teacher and the next reader would all be misled by it.
  const extension = extname(file.name).slice(1).toLowerCase();
  const namedAs = KNOWN_TYPES.find((type) => type.extensions.includes(extension));
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const declaredAs = KNOWN_TYPES.find((type) => type.mime === declared);
  if ((namedAs && namedAs !== accepted) || (declaredAs && declaredAs !== accepted)) {
    throw fail('FILE_TYPE_MISMATCH', { name: file.name, detected: accepted.label });
  }

  if (!accepted.image) {
    const key = newMediaKey(options.folder, accepted.extensions[0] ?? 'bin', {
      private: options.private,
    });
    await options.media.put(key, bytes, accepted.mime);
    return { key, thumbnailKey: null, contentType: accepted.mime, bytes: bytes.byteLength };
  }

  let picture: Buffer;
  let thumbnail: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none
    // unless asked), so the stored picture stands the right way up without its EXIF.
    const source = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' });
    [picture, thumbnail] = await Promise.all([
      source
        .clone()
        .rotate()
        .resize(IMAGE_MAX_SIDE_PX, IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .rotate()
        .resize(THUMBNAIL_SIDE_PX, THUMBNAIL_SIDE_PX, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
  } catch {
    throw fail('IMAGE_UNREADABLE');
  }
  const key = newMediaKey(options.folder, 'webp', { private: options.private });
  const thumbnailKey = key.replace(/\.webp$/, '.thumb.webp');
  await options.media.put(key, picture, 'image/webp');
  try {
    await options.media.put(thumbnailKey, thumbnail, 'image/webp');
  } catch (error) {
    await options.media.delete(key);
    throw error;
  }
  return { key, thumbnailKey, contentType: 'image/webp', bytes: picture.byteLength };
}

/** Removes a stored upload and its thumbnail; missing files are fine. */
export async function deleteUpload(
  media: MediaStorage,
  keys: { key: string | null; thumbnailKey: string | null },
): Promise<void> {
  await Promise.all(
    [keys.key, keys.thumbnailKey].filter((k): k is string => !!k).map((k) => media.delete(k)),
  );
}
