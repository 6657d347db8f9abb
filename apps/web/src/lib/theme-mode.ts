import { useSyncExternalStore } from 'react';
import { BODY_FONT, DARK, LAYERS, LIGHT, ON_STATUS, PLAIN_SURFACES } from '../config/look.ts';
import { useStore } from './store.ts';
import {
  rememberShownMode,
  resolveThemeMode,
  type ThemeMode,
  themePreferenceStore,
} from './theme-preference.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => darkQuery()?.matches ?? false;

/** Light or dark: the remembered preference, else the system's. */
export function useThemeMode(): ThemeMode {
  const { preference } = useStore(themePreferenceStore);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  return resolveThemeMode(preference, prefersDark);
}

/** The palette of a mode as the plain stylesheet's CSS variables (`--c-<name>`), names unprefixed. */
export function themeVariables(mode: ThemeMode): Record<string, string> {
  const colors = mode === 'dark' ? DARK : LIGHT;
  return {
    primary: colors.primary.main,
    'primary-light': colors.primary.light,
    'primary-dark': colors.primary.dark,
    'on-primary': colors.primary.contrastText,
    success: colors.success.main,
    warning: colors.warning.main,
    error: colors.error.main,
    info: colors.info.main,
    'on-status': ON_STATUS[mode],
    background: colors.background.default,
    paper: colors.background.paper,
    text: colors.text.primary,
    'text-secondary': colors.text.secondary,
    divider: colors.divider,
    font: BODY_FONT,
    'layer-snackbar': String(LAYERS.snackbar),
    'layer-tooltip': String(LAYERS.tooltip),
    ...PLAIN_SURFACES[mode],
  };
}

/**
 * Both palettes as a stylesheet: what a page rendered before its JavaScript runs paints with (the
 * build writes it in), until `applyDocumentTheme` sets the visitor's own mode on the document.
 * The system's choice decides, unless `<html>` names a mode (the server does, from the theme
 * cookie a signed-out visitor's choice leaves).
 */
export function themeStylesheet(): string {
  const palette = (mode: ThemeMode) =>
    `{color-scheme:${mode};${Object.entries(themeVariables(mode))
      .map(([name, value]) => `--c-${name}:${value}`)
      .join(';')}}`;
  return [
    `:root${palette('light')}`,
    `@media ${DARK_QUERY}{:root${palette('dark')}}`,
    `:root[data-theme="light"]${palette('light')}`,
    `:root[data-theme="dark"]${palette('dark')}`,
  ].join('');
}

/**
 * The document in the mode: `data-theme`, `color-scheme`, the browser's theme colour, and the
 * palette as CSS variables for the plain stylesheet (one source for MUI's theme and the CSS).
 */
export function applyDocumentTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(mode))) {
    root.style.setProperty(`--c-${name}`, value);
  }
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', (mode === 'dark' ? DARK : LIGHT).background.default);
  rememberShownMode(mode);
}

/** The mode now, outside React: for the document before the first render. */
export function currentThemeMode(): ThemeMode {
  return resolveThemeMode(themePreferenceStore.get().preference, systemPrefersDark());
}
