/** The API's origin: configured at build time, else the page's own origin in production builds. */
const FALLBACK_API_URL = 'http://localhost:8000';

export const API_URL: string =
  import.meta.env.VITE_API_URL ??
  (import.meta.env.DEV ? '' : window.location.origin || FALLBACK_API_URL);

export function apiUrl(path: string): string {
  return `${API_URL}${path}`;
}
