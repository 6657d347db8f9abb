import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { AppError } from '../graphql/errors.ts';
import { localMediaStorage } from '../media/local-media-storage.ts';
import { mediaUrlSigner } from '../media/media-url-signer.ts';
import { fileOf, jpegWithExif, MINIMAL_PDF, noisePng } from './test-files.ts';
import { storeUpload } from './upload.service.ts';

async function setup(env: Record<string, string> = {}) {
  const root = await mkdtemp(join(tmpdir(), 'charla-media-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: root, ...env });
  const media = localMediaStorage({
    root,
    urls: mediaUrlSigner({ baseUrl: '/media/', secretKey: 'k'.repeat(32) }),
  });
  const stored = async () =>
    (await readdir(root, { recursive: true })).filter((f) => f.includes('.'));
  return { root, config, media, stored };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'OK';
}

describe('storeUpload', () => {
  it('re-encodes a photo to WebP without EXIF, with a square thumbnail', async () => {
    const { config, media, root } = await setup();
    const result = await storeUpload(fileOf(await jpegWithExif(), 'me.jpg', 'image/jpeg'), {
      kind: 'photo',
      folder: 'profiles',
      field: 'photo',
      config,
      media,
    });
    expect(result.contentType).toBe('image/webp');
    const picture = await sharp(join(root, result.key)).metadata();
    expect(picture.format).toBe('webp');
    expect(picture.exif).toBeUndefined();
    const thumbnail = await sharp(join(root, result.thumbnailKey ?? '')).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([256, 256]);
  });

  it('stores a PDF where documents are allowed, and refuses it as a photo', async () => {
    const { config, media, stored } = await setup();
    const options = { folder: 'material', field: 'file', config, media };
    const pdf = await storeUpload(fileOf(MINIMAL_PDF, 'handout.pdf', 'application/pdf'), {
      kind: 'document',
      ...options,
    });
    expect(pdf).toMatchObject({ contentType: 'application/pdf', thumbnailKey: null });
    expect(await stored()).toHaveLength(1);
    expect(
      await codeOf(storeUpload(fileOf(MINIMAL_PDF, 'handout.pdf'), { kind: 'photo', ...options })),
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a PNG renamed .pdf, a non-image, an empty and an oversized file, storing nothing', async () => {
    const { config, media, stored } = await setup({ UPLOAD_MAX_IMAGE_BYTES: '20000' });
    const png = await noisePng(32, 32);
    const options = { kind: 'document' as const, folder: 'x', field: 'file', config, media };
    const photo = { ...options, kind: 'photo' as const };
    expect(await codeOf(storeUpload(fileOf(png, 'notes.pdf', 'application/pdf'), options))).toBe(
      'FILE_TYPE_MISMATCH',
    );
    expect(await codeOf(storeUpload(fileOf(png, 'notes.pdf'), photo))).toBe('FILE_TYPE_MISMATCH');
    expect(await codeOf(storeUpload(fileOf(png, 'pic.png', 'application/pdf'), photo))).toBe(
      'FILE_TYPE_MISMATCH',
    );
    const text = new TextEncoder().encode('just some words, not a picture');
    expect(await codeOf(storeUpload(fileOf(text, 'me.png', 'image/png'), photo))).toBe(
      'UNSUPPORTED_FILE_TYPE',
    );
    expect(await codeOf(storeUpload(fileOf(new Uint8Array(), 'me.png'), photo))).toBe('FILE_EMPTY');
    expect(await codeOf(storeUpload(fileOf(await noisePng(200, 200), 'big.png'), photo))).toBe(
      'FILE_TOO_LARGE',
    );
    // Unnamed or generically typed files are judged by content alone.
    expect(await codeOf(storeUpload(fileOf(png, 'blob', 'application/octet-stream'), photo))).toBe(
      'OK',
    );
    expect(await stored()).toHaveLength(2);
  });
});
