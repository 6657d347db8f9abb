import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../lib/auth/allauth-types.ts';
import { authStore } from '../../lib/auth/auth-store.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import { loadProfilePage, type ProfilePageVariables } from './profile-page.ts';

const session: AuthResponse = {
  status: 200,
  data: { user: { id: 'u1' }, methods: [] },
  meta: { is_authenticated: true },
};
/** Signs in someone whose profile is p1; only the fields the loader reads matter. */
function signIn({
  isStaff,
  userType = 'STUDENT',
}: {
  isStaff: boolean;
  userType?: CurrentUser['userType'];
}) {
  const user = { id: 'u1', isStaff, userType, profile: { id: 'p1' } } as CurrentUser;
  authStore.set({ session, user });
}

/** Loads profile `id` and says which variables the query was sent with. */
async function variablesFor(
  id: string,
  kind: 'student' | 'teacher' = 'student',
): Promise<ProfilePageVariables | undefined> {
  let sent: ProfilePageVariables | undefined;
  await loadProfilePage(kind, id, async (variables) => {
    sent = variables;
    return { id };
  });
  return sent;
}

afterEach(() => authStore.set({ session: undefined, user: undefined }));

describe('loadProfilePage', () => {
  it("asks for the classrooms only on the person's own page or for staff", async () => {
    signIn({ isStaff: false });
    expect(await variablesFor('p1')).toEqual({ id: 'p1', withClassrooms: true });
    expect(await variablesFor('p2')).toEqual({ id: 'p2', withClassrooms: false });
    signIn({ isStaff: true });
    expect(await variablesFor('p2')).toEqual({ id: 'p2', withClassrooms: true });
  });

  it("asks a student's teacher for the classrooms they share, not another teacher's", async () => {
    signIn({ isStaff: false, userType: 'TEACHER' });
    expect(await variablesFor('p2', 'student')).toEqual({ id: 'p2', withClassrooms: true });
    expect(await variablesFor('p3', 'teacher')).toEqual({ id: 'p3', withClassrooms: false });
  });

  it('answers a profile that does not exist with a 404', async () => {
    signIn({ isStaff: false });
    const failure = await loadProfilePage('student', 'p9', async () => null).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ init: { status: 404 } });
  });
});
