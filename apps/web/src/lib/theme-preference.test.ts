import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import {
  loadThemePreference,
  resolveThemeMode,
  setThemePreference,
  THEME_COOKIE,
  themePreferenceStore,
  themeStorageKey,
} from './theme-preference.ts';

describe('theme preference', () => {
  it('is remembered per user', () => {
    loadThemePreference('u1');
    setThemePreference('dark');
    loadThemePreference('u2');
    expect(themePreferenceStore.get().preference).toBe('system');
    setThemePreference('light');
    loadThemePreference('u1');
    expect(themePreferenceStore.get().preference).toBe('dark');
    expect(localStorage.getItem(themeStorageKey('u2'))).toBe('light');
  });

  it("keeps a visitor's choice when they first sign in", () => {
    loadThemePreference(null);
    setThemePreference('dark');
    loadThemePreference('new-user');
    expect(themePreferenceStore.get().preference).toBe('dark');
  });

  it("tells the server a signed-out visitor's choice in a cookie, and no signed-in user's", () => {
    localStorage.clear();
    loadThemePreference(null);
    expect(readCookie(THEME_COOKIE)).toBeUndefined();
    setThemePreference('dark');
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    loadThemePreference('u3');
    setThemePreference('light');
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    // Back to signed out: the cookie follows the visitor's own choice again, or goes.
    localStorage.removeItem(themeStorageKey(null));
    loadThemePreference(null);
    expect(readCookie(THEME_COOKIE)).toBeUndefined();
  });

  it('follows the system until chosen', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
  });
});
