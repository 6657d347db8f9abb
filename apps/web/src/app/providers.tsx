import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { isRtl } from '../config/locales.ts';
import { createCharlaTheme } from './theme.ts';

const ltrCache = createCache({ key: 'mui' });
// Mirrors physical CSS properties (margin-left → margin-right) for right-to-left languages.
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const theme = useMemo(
    () => createCharlaTheme(prefersDark ? 'dark' : 'light', direction),
    [prefersDark, direction],
  );

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.documentElement.dir = direction;
  }, [i18n.language, direction]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
