import '@fontsource-variable/outfit';
import './components/plain/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { connectAuthNavigation } from './app/auth-navigation.ts';
import { installGlobalErrorHandler } from './app/global-error-handler.ts';
import { connectLanguageSync } from './app/language-sync.ts';
import { createRouter } from './app/router.tsx';
import { connectTimeZoneSync } from './app/time-zone-sync.ts';
import { installAuthListeners } from './lib/auth/auth-store.ts';
import { scheduleManifestPrefetch } from './lib/build-manifest.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { initI18n, initialLocale } from './lib/i18n.ts';
import { applyDocumentTheme, currentThemeMode } from './lib/theme-mode.ts';
import { loadThemePreference } from './lib/theme-preference.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

installChunkReload();
installGlobalErrorHandler();
installAuthListeners();
// The visitor's theme before the first paint; the signed-in user's replaces it once known.
loadThemePreference(null);
applyDocumentTheme(currentThemeMode());
// The catalogue downloads while the router loads the first route's chunks and checks the
// session: one round trip for all three; the first render waits for the catalogue.
const i18nReady = initI18n(initialLocale());
const router = createRouter();
connectAuthNavigation(router);
connectLanguageSync();
connectTimeZoneSync();
scheduleManifestPrefetch(import.meta.env.VITE_BUILD_ID);
await i18nReady;

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
