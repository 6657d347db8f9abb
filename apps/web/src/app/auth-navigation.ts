import i18next from 'i18next';
import { targetForAuthEvents } from '../lib/auth/auth-reactions.ts';
import { type AuthEvent, onAuthEvent, takePendingAuthEvents } from '../lib/auth/auth-store.ts';
import { translationsReady } from '../lib/i18n.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import type { AppRouter } from './router.tsx';

function resetMessage(status: number): string {
  if (status === 429) return i18next.t('auth.reset.tooManyRequests');
  if (status === 409) return i18next.t('auth.reset.conflict');
  return i18next.t('auth.reset.expired');
}

/**
 * Auth events come from any API call. Once the app runs, this takes the user where the change
 * leads (seen from the page they are on, or going to); before that, the handle-auth-changes
 * guard picks the events up on the first navigation.
 */
export function connectAuthNavigation(router: AppRouter): () => void {
  return onAuthEvent((event: AuthEvent) => {
    if (event.kind === 'reset') {
      const { status } = event;
      void translationsReady().then(() => showSnackbar(resetMessage(status), { color: 'warning' }));
    }
    const { navigation, location, initialized } = router.state;
    if (!initialized) return;
    const from = navigation.location ?? location;
    const target = targetForAuthEvents(
      takePendingAuthEvents(),
      `${from.pathname}${from.search}${from.hash}`,
    );
    if (target) void router.navigate(target, { replace: true });
  });
}
