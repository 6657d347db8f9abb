/** The browsers whose microphone settings the help describes. */
export type BrowserFamily = 'chromium' | 'firefox' | 'safari';

/** Which family's steps to show first, from the user agent (Edge and Chrome share them). */
export function browserFamily(userAgent: string): BrowserFamily | null {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Edg\/|EdgiOS\/|Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chromium';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari';
  return null;
}
