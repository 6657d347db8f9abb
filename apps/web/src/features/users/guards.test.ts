import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../lib/auth/allauth-types.ts';
import { authStore } from '../../lib/auth/auth-store.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import {
  completeProfile,
  requireNotUserType,
  requireStudent,
  requireTeacher,
  requireUserType,
} from './guards.ts';

const session: AuthResponse = {
  status: 200,
  data: { user: { id: 'u1' }, methods: [] },
  meta: { is_authenticated: true },
};
function signIn(overrides: Partial<CurrentUser>) {
  const user = {
    id: 'u1',
    userType: null,
    email: 'sam@example.com',
    username: 'sam',
    firstName: 'Sam',
    lastName: 'Taylor',
    isActive: true,
    isStaff: false,
    isSuperuser: false,
    language: 'en',
    profile: { id: 'p1', avatar: '/media/a.webp', hasNativeLanguage: true, languageCount: 1 },
    ...overrides,
  } as CurrentUser;
  authStore.set({ session, user });
}
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

afterEach(() => authStore.set({ session: undefined, user: undefined }));

describe('user type guards', () => {
  it('require-user-type sends a user without a type to choose one, then back', async () => {
    signIn({ userType: null });
    expect(await redirectOf(requireUserType(at('/learning/scenario')))).toBe(
      '/accounts/confirm-user-type?next=%2Flearning%2Fscenario',
    );
    signIn({ userType: 'TEACHER' });
    expect(await redirectOf(requireUserType(at('/learning/scenario')))).toBeNull();
  });

  it('require-not-user-type sends a user with a type to their home', async () => {
    signIn({ userType: 'STUDENT' });
    expect(await redirectOf(requireNotUserType(at('/')))).toBe('/student');
    signIn({ userType: 'TEACHER' });
    expect(await redirectOf(requireNotUserType(at('/accounts/confirm-user-type')))).toBe(
      '/teacher',
    );
    signIn({ userType: null });
    expect(await redirectOf(requireNotUserType(at('/')))).toBeNull();
  });

  it('require-student and require-teacher keep each type to its own pages', async () => {
    signIn({ userType: 'TEACHER' });
    expect(await redirectOf(requireStudent(at('/student')))).toBe('/teacher');
    expect(await redirectOf(requireTeacher(at('/teacher')))).toBeNull();
    signIn({ userType: 'STUDENT' });
    expect(await redirectOf(requireTeacher(at('/accounts/students')))).toBe('/student');
    signIn({ userType: null });
    expect(await redirectOf(requireStudent(at('/invite/teacher/tk')))).toBe(
      '/accounts/confirm-user-type?next=%2Finvite%2Fteacher%2Ftk',
    );
  });

  it('complete-profile sends a user with a type but no languages or names to finish the profile', async () => {
    signIn({
      userType: 'STUDENT',
      profile: { id: 'p', avatar: '', hasNativeLanguage: true, languageCount: 0 },
    });
    expect(await redirectOf(completeProfile(at('/')))).toBe('/accounts/complete-profile?next=%2F');
    signIn({ userType: 'STUDENT', firstName: '' });
    expect(await redirectOf(completeProfile(at('/')))).toBe('/accounts/complete-profile?next=%2F');
    signIn({ userType: 'STUDENT' });
    expect(await redirectOf(completeProfile(at('/')))).toBeNull();
    signIn({ userType: null, firstName: '' });
    expect(await redirectOf(completeProfile(at('/')))).toBeNull();
  });
});
