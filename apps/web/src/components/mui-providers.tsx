import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../config/locales.ts';
import { loadRtlCache, rtlCacheIfLoaded } from '../lib/rtl-cache.ts';
import { useThemeMode } from '../lib/theme-mode.ts';
import { createCharlaTheme } from './theme.ts';

const ltrCache = createCache({ key: 'mui' });
const Inside = createContext(false);

/**
 * The style cache of one server render (src/server-render): Emotion writes a style into the
 * page only the first time its cache sees it, so every render on the server needs a new one.
 */
export const ServerStyleCache = createContext<EmotionCache | null>(null);

/**
 * MUI's theme, baseline and style caches, around what renders with MUI: the signed-in layouts,
 * the error pages, and the MUI pieces the sign-in pages load on demand (the language menu, an
 * invitation's notice). The sign-in shell renders without them (decision 0013); nested uses
 * pass through, so a lazily loaded piece can wrap itself wherever it appears.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  const inside = useContext(Inside);
  const serverCache = useContext(ServerStyleCache);
  const { i18n } = useTranslation();
  const mode = useThemeMode();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const theme = useMemo(() => createCharlaTheme(mode, direction), [mode, direction]);
  if (inside) return children;
  // Right to left, the mirroring cache: loaded with the language when it is switched to, waited
  // for here when the first page built with MUI opens in it.
  const cache =
    serverCache ?? (direction === 'rtl' ? (rtlCacheIfLoaded() ?? use(loadRtlCache())) : ltrCache);
  return (
    <Inside value={true}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </Inside>
  );
}
