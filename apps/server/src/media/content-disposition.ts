const NAME_MAX = 150;

/**
 * `Content-Disposition` for a served file (RFC 6266): `attachment` for documents, `inline` for
 * images and audio, with the original name as `filename*=UTF-8''…` and an ASCII fallback. The
 * name comes from the URL, so it is cleaned and always ends in the stored file's own extension:
 * a link cannot make a PDF download as "invoice.exe".
 */
export function contentDisposition(options: {
  key: string;
  inline: boolean;
  name: string | undefined;
}): string {
  const type = options.inline ? 'inline' : 'attachment';
  const extension = options.key.slice(options.key.lastIndexOf('.') + 1).toLowerCase();
  const keyName = options.key.slice(options.key.lastIndexOf('/') + 1);
  const name = downloadName(options.name, extension) ?? keyName;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

function downloadName(raw: string | undefined, extension: string): string | null {
  if (!raw) return null;
  // Control characters and path separators never belong in a saved file's name.
  const cleaned = [...raw.replace(/[\p{Cc}\p{Cf}/\\]/gu, ' ').trim()].slice(0, NAME_MAX).join('');
  if (!cleaned || /^\.+$/.test(cleaned)) return null;
  const dot = cleaned.lastIndexOf('.');
  const hasExtension = dot > 0 && cleaned.slice(dot + 1).toLowerCase() === extension;
  return hasExtension ? cleaned : `${cleaned}.${extension}`;
}

/** Percent-encoding of RFC 5987's attr-char set. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
