import type { TFunction } from 'i18next';
import { PHOTO_LIMITS } from '../config/input-limits.ts';

/** What the file chooser offers for a photo. */
export const PHOTO_ACCEPT = PHOTO_LIMITS.types.join(',');

const BYTES_PER_MB = 1024 * 1024;

/**
 * Why a chosen file cannot be a photo, in the reader's language, or null when it can: checked on
 * choosing, so nobody learns it only after Save (the server checks the content again).
 */
export function photoChoiceProblem(t: TFunction, file: File): string | null {
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type)) {
    return t('photo.wrongType', { name: file.name });
  }
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return t('photo.tooBig', {
      size: (file.size / BYTES_PER_MB).toFixed(1),
      max: PHOTO_LIMITS.maxBytes / BYTES_PER_MB,
    });
  }
  return null;
}
