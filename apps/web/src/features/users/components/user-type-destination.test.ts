import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/auth/current-user.ts';
import { destinationAfterUserType } from './user-type-destination.ts';

const COMPLETE = { id: 'p1', avatar: '', hasNativeLanguage: true, languageCount: 1 };

function user(overrides: Partial<CurrentUser>): CurrentUser {
  return {
    id: 'u1',
    userType: 'STUDENT',
    email: 'eva@example.com',
    username: 'eva',
    firstName: 'Eva',
    lastName: 'Martín',
    isActive: true,
    isStaff: false,
    isSuperuser: false,
    language: 'en',
    profile: COMPLETE,
    ...overrides,
  } as CurrentUser;
}

const NEW_STUDENT = user({
  firstName: '',
  lastName: '',
  profile: { ...COMPLETE, hasNativeLanguage: false, languageCount: 0 },
});
const INVITE = '/invite/classroom/T1/C1';

describe('destination after choosing the user type', () => {
  it('leads a new user through complete-profile and back to the invitation that asked', () => {
    expect(destinationAfterUserType(NEW_STUDENT, INVITE)).toBe(
      `/accounts/complete-profile?next=${encodeURIComponent(INVITE)}`,
    );
  });

  it("sends a new user without a `next` through complete-profile to their type's home", () => {
    expect(destinationAfterUserType(NEW_STUDENT, null)).toBe(
      '/accounts/complete-profile?next=%2Fstudent',
    );
    expect(destinationAfterUserType({ ...NEW_STUDENT, userType: 'TEACHER' }, null)).toBe(
      '/accounts/complete-profile?next=%2Fteacher',
    );
  });

  it('asks for the profile while any part of it is missing', () => {
    const noLanguage = user({ profile: { ...COMPLETE, languageCount: 0 } });
    const noLastName = user({ lastName: '  ' });
    expect(destinationAfterUserType(noLanguage, INVITE)).toMatch(/^\/accounts\/complete-profile\?/);
    expect(destinationAfterUserType(noLastName, INVITE)).toMatch(/^\/accounts\/complete-profile\?/);
  });

  it('goes straight on when the profile is already complete', () => {
    expect(destinationAfterUserType(user({}), INVITE)).toBe(INVITE);
    expect(destinationAfterUserType(user({ userType: 'TEACHER' }), null)).toBe('/teacher');
  });

  it('never carries another origin as `next`', () => {
    expect(destinationAfterUserType(NEW_STUDENT, 'https://evil.example/x')).toBe(
      '/accounts/complete-profile?next=%2Fstudent',
    );
    expect(destinationAfterUserType(user({}), '//evil.example/x')).toBe('/student');
  });

  it('leaves a lost session to the guards of the destination', () => {
    expect(destinationAfterUserType(null, INVITE)).toBe(INVITE);
    expect(destinationAfterUserType(null, null)).toBe('/');
  });
});
