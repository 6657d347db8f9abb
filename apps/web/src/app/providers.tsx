import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../config/locales.ts';
import { useCurrentUser } from '../lib/auth/auth-store.ts';
import { rtlCacheIfLoaded } from '../lib/rtl-cache.ts';
import { useStore } from '../lib/store.ts';
import {
  loadThemePreference,
  resolveThemeMode,
  themePreferenceStore,
} from '../lib/theme-preference.ts';
import { createCharlaTheme } from './theme.ts';

const ltrCache = createCache({ key: 'mui' });

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => loadThemePreference(userId), [userId]);
  const { preference } = useStore(themePreferenceStore);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = resolveThemeMode(preference, prefersDark);
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const theme = useMemo(() => createCharlaTheme(mode, direction), [mode, direction]);

  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.default);
  }, [mode, theme]);

  return (
    <CacheProvider value={direction === 'rtl' ? (rtlCacheIfLoaded() ?? ltrCache) : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
