import { redirect } from 'react-router';
import { LOGIN_REDIRECT_URL, paths, safeNext } from '../../config/paths.ts';
import { isAuthenticated } from '../../lib/auth/auth-change.ts';
import { targetForAuthEvents } from '../../lib/auth/auth-reactions.ts';
import { ensureAuth, takePendingAuthEvents } from '../../lib/auth/auth-store.ts';
import { type Guard, requestPath } from '../../lib/route-guard.ts';

function nextParam(request: Request): string | null {
  return new URL(request.url).searchParams.get('next');
}

/**
 * The root guard: waits for the auth state, then reacts to auth changes nobody handled yet
 * (those that happened while the app was starting or navigating) by redirecting.
 */
export const handleAuthChanges: Guard = async ({ request }) => {
  await ensureAuth();
  const target = targetForAuthEvents(takePendingAuthEvents(), requestPath(request));
  if (target) throw redirect(target);
};

/** Signed in, or off to login with this page as `next`. */
export const requireAuth: Guard = async ({ request }) => {
  const { session } = await ensureAuth();
  if (!isAuthenticated(session)) throw redirect(paths.accounts.login.getHref(requestPath(request)));
};

/** Signed out, or off to where a signed-in user belongs. */
export const requireAnonymous: Guard = async ({ request }) => {
  const { session } = await ensureAuth();
  if (isAuthenticated(session)) throw redirect(safeNext(nextParam(request)) ?? LOGIN_REDIRECT_URL);
};
