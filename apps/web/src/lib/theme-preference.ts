import { createStore } from './store.ts';

export type ThemeMode = 'light' | 'dark';
export type ThemePreference = ThemeMode | 'system';

const KEY_PREFIX = 'charla-theme';
const GUEST = 'guest';

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
  themePreferenceStore.set({ userId, preference: read(userId) });
}

export function setThemePreference(preference: ThemeMode): void {
  const { userId } = themePreferenceStore.get();
  localStorage.setItem(themeStorageKey(userId), preference);
  themePreferenceStore.set({ userId, preference });
}

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
