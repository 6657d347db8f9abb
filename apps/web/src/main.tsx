import '@fontsource-variable/outfit';
import './components/plain/plain.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
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
import {
  capturePrerenderedForm,
  isPrerendered,
  restorePrerenderedFocus,
} from './lib/prerendered-page.ts';
import { watchScriptText } from './lib/script-fonts.ts';
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
// The catalogue downloads while the router loads the first route's chunks, checks the session
// and asks for the first page's data: one round trip for all; the first render waits for the
// catalogue. Never a top-level await here: the route's chunks, the GraphQL client and the page
// loaders import from this module's chunk, and an import of them would wait for the catalogue
// too (the signed-in user's and the page's requests did, one round trip later).
const i18nReady = initI18n(initialLocale());
const router = createRouter();
connectAuthNavigation(router);
connectLanguageSync();
connectTimeZoneSync();
// Content keeps its script's font whatever the interface's language (a Chinese scenario on an
// English page): the font loads when such text first shows.
watchScriptText(document.body);
scheduleManifestPrefetch(import.meta.env.VITE_BUILD_ID);

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (isPrerendered(root)) {
  // The server sent the page painted (a sign-in page): it stays until its route is ready, then the
  // app renders it again over the same spot in one step, keeping what the visitor typed.
  void Promise.all([i18nReady, routerReady()]).then(() => {
    capturePrerenderedForm(root);
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(app));
    restorePrerenderedFocus(root);
  });
} else {
  void i18nReady.then(() => createRoot(root).render(app));
}

/** Settles once the router's first navigation (guards, redirects, lazy route code) is done. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
