import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A PNG of the given size filled with noise, so it does not compress away. */
export async function noisePng(width: number, height: number): Promise<Uint8Array> {
  const pixels = randomBytes(width * height * 3);
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A JPEG carrying EXIF (camera, copyright) that must not survive an upload. */
export async function jpegWithExif(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'SpyCam', Model: 'X1' } })
      .toBuffer(),
  );
}

/** The smallest well-formed PDF. */
export const MINIMAL_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const fileOf = (bytes: Uint8Array, name: string, type = '') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
