/**
 * What a stored file is served as, from its key's extension. The extension is chosen by the
 * server after it detected the content at upload (uploads/upload.service.ts), so a client never
 * picks a served type; anything else is an octet stream to download. Nothing is ever text/html.
 */
type ServedType = { contentType: string; inline: boolean };

const SERVED_TYPES: Record<string, ServedType> = {
  webp: { contentType: 'image/webp', inline: true },
  jpg: { contentType: 'image/jpeg', inline: true },
  jpeg: { contentType: 'image/jpeg', inline: true },
  png: { contentType: 'image/png', inline: true },
  gif: { contentType: 'image/gif', inline: true },
  avif: { contentType: 'image/avif', inline: true },
  // The default avatars, written by the server; the media CSP keeps an opened SVG inert.
  svg: { contentType: 'image/svg+xml', inline: true },
  webm: { contentType: 'audio/webm', inline: true },
  ogg: { contentType: 'audio/ogg', inline: true },
  opus: { contentType: 'audio/ogg', inline: true },
  m4a: { contentType: 'audio/mp4', inline: true },
  mp3: { contentType: 'audio/mpeg', inline: true },
  wav: { contentType: 'audio/wav', inline: true },
  aac: { contentType: 'audio/aac', inline: true },
  flac: { contentType: 'audio/flac', inline: true },
  // Documents are downloaded, never rendered in our origin (a PDF can carry script).
  pdf: { contentType: 'application/pdf', inline: false },
};

const DOWNLOAD: ServedType = { contentType: 'application/octet-stream', inline: false };

export function servedType(key: string): ServedType {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return SERVED_TYPES[extension] ?? DOWNLOAD;
}

/** Extensions the media route serves by their own type (the rest as downloads). */
export const SERVED_EXTENSIONS = Object.keys(SERVED_TYPES);
