import type { Config } from '../config/config.ts';

/** A detected content type a feature may accept, with the file extensions that name it. */
type AcceptedType = { mime: string; label: string; extensions: readonly string[]; image: boolean };

const JPEG: AcceptedType = {
  mime: 'image/jpeg',
  label: 'JPEG',
  extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  image: true,
};
const PNG: AcceptedType = { mime: 'image/png', label: 'PNG', extensions: ['png'], image: true };
const WEBP: AcceptedType = { mime: 'image/webp', label: 'WebP', extensions: ['webp'], image: true };
const GIF: AcceptedType = { mime: 'image/gif', label: 'GIF', extensions: ['gif'], image: true };
const AVIF: AcceptedType = { mime: 'image/avif', label: 'AVIF', extensions: ['avif'], image: true };
const PDF: AcceptedType = {
  mime: 'application/pdf',
  label: 'PDF',
  extensions: ['pdf'],
  image: false,
};

const IMAGES = [JPEG, PNG, WEBP, GIF, AVIF] as const;

/**
 * What each kind of upload accepts. `photo`: profile and classroom pictures, images only.
 * `document`: attachments such as a scenario's material, images or PDF. Limits come from the
 * UPLOAD_MAX_IMAGE_BYTES and UPLOAD_MAX_DOCUMENT_BYTES settings.
 */
export type UploadKind = 'photo' | 'document';

export type UploadRule = { kind: UploadKind; accepted: readonly AcceptedType[]; maxBytes: number };

export function uploadRule(kind: UploadKind, config: Config): UploadRule {
  switch (kind) {
    case 'photo':
      return { kind, accepted: IMAGES, maxBytes: config.uploadMaxImageBytes };
    case 'document':
      return { kind, accepted: [...IMAGES, PDF], maxBytes: config.uploadMaxDocumentBytes };
  }
}

/** Every type any kind accepts, to recognise a declared name or MIME type. */
export const KNOWN_TYPES: readonly AcceptedType[] = [...IMAGES, PDF];
