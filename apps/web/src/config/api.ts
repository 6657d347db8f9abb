/**
 * Where the API lives. `VITE_API_URL` configures it at build time (apps/web/.env sets it empty:
 * same origin, the server serves the app and Vite's dev server proxies); when not configured at
 * all the spec's fallback applies.
 */
export const FALLBACK_API_URL = 'http://localhost:8000';
export const API_URL: string = (import.meta.env.VITE_API_URL ?? FALLBACK_API_URL).replace(
  /\/$/,
  '',
);

/** Media files are served under this base (the server's MEDIA_URL). */
export const MEDIA_URL: string = import.meta.env.VITE_MEDIA_URL ?? '/media/';

export function apiUrl(path: string): string {
  return `${API_URL}${path}`;
}

/** Prefixes a stored media path with the media base; absolute, data and blob URLs pass through. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/')) {
    return path.startsWith('/') && !path.startsWith('//') ? `${API_URL}${path}` : path;
  }
  const base = MEDIA_URL.endsWith('/') ? MEDIA_URL : `${MEDIA_URL}/`;
  return /^https?:/.test(base) ? `${base}${path}` : `${API_URL}${base}${path}`;
}
