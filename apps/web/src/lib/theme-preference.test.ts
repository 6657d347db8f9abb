import { describe, expect, it } from 'vitest';
import {
  loadThemePreference,
  resolveThemeMode,
  setThemePreference,
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

  it('follows the system until chosen', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
  });
});
