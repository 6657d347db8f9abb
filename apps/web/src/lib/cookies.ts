export type CookieOptions = {
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
};

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(name: string, cookieHeader = document.cookie): string | undefined {
  for (const entry of cookieHeader.split(/;\s*/)) {
    const separator = entry.indexOf('=');
    if (separator > 0 && entry.slice(0, separator) === name) {
      try {
        return decodeURIComponent(entry.slice(separator + 1));
      } catch {
        return entry.slice(separator + 1);
      }
    }
  }
  return undefined;
}

// The Cookie Store API is not in every supported browser (Firefox, Safari < 18.4) yet.
export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
