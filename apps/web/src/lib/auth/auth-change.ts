import type { AllauthFlow, AuthResponse } from './allauth-types.ts';

export const AUTH_CHANGES = [
  'LOGGED_OUT',
  'LOGGED_IN',
  'REAUTHENTICATION_REQUIRED',
  'REAUTHENTICATED',
  'FLOW_UPDATED',
] as const;
export type AuthChange = (typeof AUTH_CHANGES)[number];

export function isAuthenticated(auth: AuthResponse | undefined): boolean {
  return auth?.meta?.is_authenticated === true && auth.status !== 410;
}

/** Authenticated, but the last call answered 401: a sensitive action needs the password again. */
export function needsReauthentication(auth: AuthResponse | undefined): boolean {
  return auth?.status === 401 && auth.meta?.is_authenticated === true;
}

export function pendingFlow(auth: AuthResponse | undefined): AllauthFlow | undefined {
  return auth?.data?.flows?.find((flow) => flow.is_pending);
}

export function authUserId(auth: AuthResponse | undefined): string | undefined {
  const id = auth?.data?.user?.id;
  return id === undefined ? undefined : String(id);
}

/**
 * The change between two session responses (spec section 4). A different user id means the old
 * state counts as logged out; `undefined` means nothing changed that the app reacts to.
 */
export function detectAuthChange(
  previous: AuthResponse | undefined,
  next: AuthResponse,
): AuthChange | undefined {
  if (next.status === 410) return 'LOGGED_OUT';
  let wasAuthenticated = isAuthenticated(previous);
  const isNowAuthenticated = isAuthenticated(next);
  if (wasAuthenticated && isNowAuthenticated && authUserId(previous) !== authUserId(next)) {
    wasAuthenticated = false;
  }
  if (wasAuthenticated && !isNowAuthenticated) return 'LOGGED_OUT';
  if (!wasAuthenticated && isNowAuthenticated) return 'LOGGED_IN';
  if (wasAuthenticated && isNowAuthenticated) {
    if (needsReauthentication(next)) return 'REAUTHENTICATION_REQUIRED';
    if (needsReauthentication(previous)) return 'REAUTHENTICATED';
    if ((previous?.data?.methods?.length ?? 0) < (next.data?.methods?.length ?? 0)) {
      return 'REAUTHENTICATED';
    }
    return undefined;
  }
  return 'FLOW_UPDATED';
}
