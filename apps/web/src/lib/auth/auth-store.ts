import { createStore, useStore } from '../store.ts';
import {
  AUTH_CHANGE_EVENT,
  AUTH_RESET_EVENT,
  type AuthResetDetail,
  getSession,
} from './allauth-client.ts';
import type { AuthResponse } from './allauth-types.ts';
import { type AuthChange, authUserId, detectAuthChange, isAuthenticated } from './auth-change.ts';
import { type CurrentUser, fetchCurrentUser } from './current-user.ts';

export type AuthState = {
  /** The last session envelope from the authentication API; undefined until first loaded. */
  session: AuthResponse | undefined;
  /** The signed-in user's record from the data API; undefined while not loaded. */
  user: CurrentUser | null | undefined;
};

export type LoadedAuthState = { session: AuthResponse; user: CurrentUser | null };

/** What the app reacts to: an auth change, or a session reset after a 409/410/429. */
export type AuthEvent =
  | { kind: 'change'; change: AuthChange; session: AuthResponse }
  | { kind: 'reset'; status: number };

export const authStore = createStore<AuthState>({ session: undefined, user: undefined });

export class AuthLoadError extends Error {
  override name = 'AuthLoadError';
}

let loading: Promise<LoadedAuthState> | null = null;
const eventListeners = new Set<(event: AuthEvent) => void>();

export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Events the handle-auth-changes guard has not acted on yet, oldest first. */
let pendingEvents: AuthEvent[] = [];

function emit(event: AuthEvent): void {
  pendingEvents.push(event);
  for (const listener of eventListeners) listener(event);
}

/** Hands the unhandled events to the guard that reacts to them (and forgets them). */
export function takePendingAuthEvents(): AuthEvent[] {
  const events = pendingEvents;
  pendingEvents = [];
  return events;
}

/** Applies a session envelope: works out the change and forgets a user who is no longer here. */
export function receiveSession(next: AuthResponse): void {
  const previous = authStore.get().session;
  const change = previous ? detectAuthChange(previous, next) : undefined;
  const sameUser = isAuthenticated(next) && authUserId(previous) === authUserId(next);
  authStore.set((state) => ({
    session: next,
    user: sameUser ? state.user : isAuthenticated(next) ? undefined : null,
  }));
  if (change) emit({ kind: 'change', change, session: next });
}

async function load(): Promise<LoadedAuthState> {
  try {
    let session = authStore.get().session;
    if (!session) {
      session = await getSession();
      // The change event already stored it, unless the response was not an auth envelope.
      if (!authStore.get().session) authStore.set((state) => ({ ...state, session }));
    }
    let user = authStore.get().user;
    if (user === undefined) {
      const userId = authUserId(session);
      user = isAuthenticated(session) ? await fetchCurrentUser() : null;
      // A newer session may have arrived meanwhile; only keep the user if it still matches.
      if (authUserId(authStore.get().session) === userId) {
        authStore.set((state) => ({ ...state, user }));
      }
    }
    const state = authStore.get();
    return { session: state.session ?? session, user: state.user ?? user };
  } catch (error) {
    throw new AuthLoadError('There was a problem loading authentication.', { cause: error });
  }
}

/** The session and the signed-in user, loaded once and kept up to date by the change events. */
export function ensureAuth(): Promise<LoadedAuthState> {
  const { session, user } = authStore.get();
  if (session && user !== undefined) return Promise.resolve({ session, user });
  loading ??= load().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * The session alone: settles as soon as the session check answers, while the signed-in user may
 * still be loading (what can start on "someone is signed in" need not wait for who).
 */
export function ensureSession(): Promise<AuthResponse> {
  const { session } = authStore.get();
  if (session) return Promise.resolve(session);
  const auth = ensureAuth();
  return new Promise((resolve, reject) => {
    const stop = authStore.subscribe(() => {
      const next = authStore.get().session;
      if (next) {
        stop();
        resolve(next);
      }
    });
    auth.then(
      (state) => {
        stop();
        resolve(state.session);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

/** Re-reads the signed-in user after it changed (user type, names, profile). */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  const session = authStore.get().session;
  const user = isAuthenticated(session) ? await fetchCurrentUser() : null;
  authStore.set((state) => ({ ...state, user }));
  return user;
}

let installed = false;

/** Listens to the authentication API's events; the app installs it once at start. */
export function installAuthListeners(): void {
  if (installed) return;
  installed = true;
  document.addEventListener(AUTH_CHANGE_EVENT, (event) => {
    receiveSession((event as CustomEvent<AuthResponse>).detail);
  });
  document.addEventListener(AUTH_RESET_EVENT, (event) => {
    emit({ kind: 'reset', status: (event as CustomEvent<AuthResetDetail>).detail.status });
  });
}

export function useAuth(): AuthState {
  return useStore(authStore);
}

export function useCurrentUser(): CurrentUser | null {
  return useStore(authStore).user ?? null;
}
