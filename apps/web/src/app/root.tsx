import type { TFunction } from 'i18next';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { ConfirmDialogHost } from '../components/confirm-dialog-host.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { NetworkBanner } from '../components/network-banner.tsx';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { useCurrentUser } from '../lib/auth/auth-store.ts';
import { applyDocumentTheme, useThemeMode } from '../lib/theme-mode.ts';
import { loadThemePreference } from '../lib/theme-preference.ts';
import { NavigationGuard } from './navigation-guard.tsx';

/** Route `handle`: the page title (translated when the page shows) and the guards it runs. */
export type RouteHandle = { title?: (t: TFunction) => string; guards?: readonly string[] };

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titled = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title);
  const title = (titled?.handle as RouteHandle | undefined)?.title?.(t);
  useEffect(() => {
    document.title = title ? `${title} · Charla` : 'Charla';
  }, [title]);
}

/** The signed-in user's theme (a visitor's until then) on the whole document. */
function useDocumentTheme() {
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => loadThemePreference(userId), [userId]);
  const mode = useThemeMode();
  useLayoutEffect(() => applyDocumentTheme(mode), [mode]);
}

/** Everything every page shares: network banner, snackbar, confirm dialog, navigation guard. */
export function RootShell() {
  useDocumentTitle();
  useDocumentTheme();
  return (
    <>
      <NetworkBanner />
      <Outlet />
      <SnackbarHost />
      <ConfirmDialogHost />
      <NavigationGuard />
    </>
  );
}

/** While the authentication state loads for the first time. */
export function RootLoading() {
  return <LoadingScreen />;
}
