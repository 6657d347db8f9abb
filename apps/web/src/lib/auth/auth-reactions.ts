import { LOGOUT_REDIRECT_URL } from '../../config/paths.ts';
import { showError } from '../snackbar.ts';
import { reactionTarget, UnknownFlowError } from './auth-routing.ts';
import type { AuthEvent } from './auth-store.ts';
import { readReferralTokens } from './referral-tokens.ts';

/**
 * Where the app goes after these auth events, seen from `currentPath` (path, query and hash);
 * null when it stays. A session reset goes to login; the last event with a target wins.
 */
export function targetForAuthEvents(
  events: readonly AuthEvent[],
  currentPath: string,
): string | null {
  const url = new URL(currentPath, 'http://app.invalid');
  let target: string | null = null;
  for (const event of events) {
    if (event.kind === 'reset') {
      target = LOGOUT_REDIRECT_URL;
      continue;
    }
    try {
      target =
        reactionTarget(event.change, {
          auth: event.session,
          currentPath,
          next: url.searchParams.get('next'),
          referralTokens: readReferralTokens(),
        }) ?? target;
    } catch (error) {
      if (!(error instanceof UnknownFlowError)) throw error;
      showError(error.message);
    }
  }
  if (!target) return null;
  const current = `${url.pathname}${url.search}`;
  return target === current || target === url.pathname ? null : target;
}
