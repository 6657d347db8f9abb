import { deleteCookie, writeCookie } from './cookies.ts';
import { createStore } from './store.ts';

export type ThemeMode = 'light' | 'dark';
export type ThemePreference = ThemeMode | 'system';

const KEY_PREFIX = 'charla-theme';
const GUEST = 'guest';

/**
 * A signed-out visitor's choice, for the server: it names the mode on the sign-in pages it sends
 * painted (apps/server/src/web-app/prerendered-pages.ts), which cannot read local storage.
 */
export const THEME_COOKIE = 'charla-theme';
const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The mode the app shows, whoever the visitor is and whatever made it so (their choice or their
 * system's): the server renders a signed-in page in it (apps/server/src/web-app/server-rendered-pages.ts).
 */
export const SHOWN_THEME_COOKIE = 'charla-shown-theme';

export function rememberShownMode(mode: ThemeMode): void {
  writeCookie(SHOWN_THEME_COOKIE, mode, { maxAgeSeconds: THEME_COOKIE_MAX_AGE_SECONDS });
}

function rememberForTheServer(preference: ThemePreference): void {
  if (preference === 'system') deleteCookie(THEME_COOKIE);
  else writeCookie(THEME_COOKIE, preference, { maxAgeSeconds: THEME_COOKIE_MAX_AGE_SECONDS });
}

/** The theme is remembered per user (and once for signed-out visitors) in local storage. */
export function themeStorageKey(userId: string | null | undefined): string {
  return `${KEY_PREFIX}:${userId ?? GUEST}`;
}

function read(userId: string | null | undefined): ThemePreference {
  const stored = localStorage.getItem(themeStorageKey(userId));
  if (stored === 'light' || stored === 'dark') return stored;
  // A user's first visit keeps what they chose before signing in.
  if (userId) {
    const guest = localStorage.getItem(themeStorageKey(null));
    if (guest === 'light' || guest === 'dark') return guest;
  }
  return 'system';
}

export const themePreferenceStore = createStore<{
  userId: string | null;
  preference: ThemePreference;
}>({ userId: null, preference: 'system' });

export function loadThemePreference(userId: string | null): void {
  const preference = read(userId);
  if (!userId) rememberForTheServer(preference);
  themePreferenceStore.set({ userId, preference });
}

export function setThemePreference(preference: ThemeMode): void {
  const { userId } = themePreferenceStore.get();
  localStorage.setItem(themeStorageKey(userId), preference);
  if (!userId) rememberForTheServer(preference);
  themePreferenceStore.set({ userId, preference });
}

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
