import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../lib/auth/allauth-types.ts';
import { authStore } from '../../lib/auth/auth-store.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import { clearReferralTokens, readReferralTokens } from '../../lib/auth/referral-tokens.ts';
import { resetSnackbarsForTests, snackbarStore } from '../../lib/snackbar.ts';
import { catchToken, tokensFromInvite } from './guards.ts';

const ANONYMOUS: AuthResponse = { status: 401, meta: { is_authenticated: false } };

function signedInAs(userType: 'STUDENT' | 'TEACHER') {
  authStore.set({
    session: { status: 200, meta: { is_authenticated: true } },
    user: { userType } as CurrentUser,
  });
}

describe('catch-token', () => {
  beforeEach(() => {
    authStore.set({ session: ANONYMOUS, user: null });
    clearReferralTokens();
    resetSnackbarsForTests();
  });

  it('reads the tokens each invite URL carries', () => {
    expect(tokensFromInvite('/invite/teacher/T', { idTeacher: 'T' })).toEqual({
      tokenInviteTeacher: 'T',
    });
    expect(tokensFromInvite('/invite/classroom/T/C', { idTeacher: 'T', idClassroom: 'C' })).toEqual(
      {
        tokenInviteTeacher: 'T',
        tokenInviteClassroom: 'C',
      },
    );
    expect(
      tokensFromInvite('/invite/teacher-to-classroom/X/C', {
        idTeacherToClassroom: 'X',
        idClassroom: 'C',
      }),
    ).toEqual({ tokenInviteTeacherToClassroom: 'X', tokenInviteClassroom: 'C' });
    expect(tokensFromInvite('/student', {})).toBeNull();
  });

  it('stores them before anything can send the visitor away', async () => {
    await catchToken({
      request: new Request('http://app.test/invite/classroom/T/C'),
      params: { idTeacher: 'T', idClassroom: 'C' },
    });
    expect(readReferralTokens()).toEqual({ tokenInviteTeacher: 'T', tokenInviteClassroom: 'C' });
  });

  it('sends a student who opens a co-teaching link home with a message, forgetting its tokens', async () => {
    signedInAs('STUDENT');
    const result = catchToken({
      request: new Request('http://app.test/invite/teacher-to-classroom/X/C'),
      params: { idTeacherToClassroom: 'X', idClassroom: 'C' },
    });
    await expect(result).rejects.toMatchObject({ status: 302 });
    expect(readReferralTokens()).toEqual({});
    expect(snackbarStore.get().map((entry) => entry.color)).toEqual(['warning']);
  });

  it('lets a student through to a classroom link', async () => {
    signedInAs('STUDENT');
    await catchToken({
      request: new Request('http://app.test/invite/classroom/T/C'),
      params: { idTeacher: 'T', idClassroom: 'C' },
    });
    expect(readReferralTokens()).toEqual({ tokenInviteTeacher: 'T', tokenInviteClassroom: 'C' });
  });
});
