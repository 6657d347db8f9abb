import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../lib/auth/allauth-types.ts';
import { authStore, receiveSession, takePendingAuthEvents } from '../../lib/auth/auth-store.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import { storeReferralTokens } from '../../lib/auth/referral-tokens.ts';
import { handleAuthChanges, requireAnonymous, requireAuth } from './guards.ts';

const anonymous: AuthResponse = {
  status: 401,
  data: { flows: [] },
  meta: { is_authenticated: false },
};
const signedIn: AuthResponse = {
  status: 200,
  data: { user: { id: 'u1' }, methods: [{ method: 'password', at: 1 }] },
  meta: { is_authenticated: true },
};
const user = {
  id: 'u1',
  userType: 'STUDENT',
  firstName: 'Sam',
  lastName: 'T',
  profile: null,
} as unknown as CurrentUser;

const at = (url: string) => ({ request: new Request(`http://app.test${url}`), params: {} });

async function redirectOf(promise: Promise<void> | void): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof Response) return error.headers.get('Location');
    throw error;
  }
}

afterEach(() => {
  authStore.set({ session: undefined, user: undefined });
  takePendingAuthEvents();
});

describe('require-auth', () => {
  it('sends an anonymous visitor to login with the page as next', async () => {
    authStore.set({ session: anonymous, user: null });
    expect(await redirectOf(requireAuth(at('/student?tab=2')))).toBe(
      '/accounts/login?next=%2Fstudent%3Ftab%3D2',
    );
  });

  it('lets a signed-in user through', async () => {
    authStore.set({ session: signedIn, user });
    expect(await redirectOf(requireAuth(at('/student')))).toBeNull();
  });
});

describe('require-anonymous', () => {
  it('sends a signed-in user to next, else home', async () => {
    authStore.set({ session: signedIn, user });
    expect(await redirectOf(requireAnonymous(at('/accounts/login')))).toBe('/');
    expect(await redirectOf(requireAnonymous(at('/accounts/login?next=%2Fteacher')))).toBe(
      '/teacher',
    );
  });

  it('lets an anonymous visitor through', async () => {
    authStore.set({ session: anonymous, user: null });
    expect(await redirectOf(requireAnonymous(at('/accounts/login')))).toBeNull();
  });
});

describe('handle-auth-changes', () => {
  it('takes a user who just logged in to next', async () => {
    authStore.set({ session: anonymous, user: null });
    receiveSession(signedIn);
    authStore.set((state) => ({ ...state, user }));
    expect(
      await redirectOf(handleAuthChanges(at('/accounts/login?next=%2Faccounts%2Femail'))),
    ).toBe('/accounts/email');
    // The change is handled once.
    expect(await redirectOf(handleAuthChanges(at('/accounts/email')))).toBeNull();
  });

  it('takes a user who just logged in to the invite first', async () => {
    storeReferralTokens({ tokenInviteTeacher: 'tk' }, { secure: false });
    authStore.set({ session: anonymous, user: null });
    receiveSession(signedIn);
    authStore.set((state) => ({ ...state, user }));
    expect(await redirectOf(handleAuthChanges(at('/accounts/login?next=%2Fstudent')))).toBe(
      '/invite/teacher/tk',
    );
  });

  it('sends a new sign-up with a pending verification to the verify-email page', async () => {
    authStore.set({ session: anonymous, user: null });
    receiveSession({ ...anonymous, data: { flows: [{ id: 'verify_email', is_pending: true }] } });
    expect(await redirectOf(handleAuthChanges(at('/accounts/signup')))).toBe(
      '/accounts/verify-email',
    );
  });

  it('sends a logged-out user to the login page', async () => {
    authStore.set({ session: signedIn, user });
    receiveSession(anonymous);
    expect(await redirectOf(handleAuthChanges(at('/student')))).toBe('/accounts/login');
  });

  it('stays when nothing changed', async () => {
    authStore.set({ session: signedIn, user });
    expect(await redirectOf(handleAuthChanges(at('/student')))).toBeNull();
  });
});
