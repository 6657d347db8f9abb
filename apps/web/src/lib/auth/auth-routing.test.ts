import { describe, expect, it } from 'vitest';
import type { AuthResponse } from './allauth-types.ts';
import {
  FLOW_PATHS,
  inviteRedirect,
  pathForFlow,
  postLoginTarget,
  reactionTarget,
  UnknownFlowError,
} from './auth-routing.ts';

describe('inviteRedirect (referral-token priority)', () => {
  it('sends a teacher-to-classroom token with a classroom token to the co-teaching invite', () => {
    expect(
      inviteRedirect({
        tokenInviteTeacherToClassroom: 't2c',
        tokenInviteClassroom: 'room',
        tokenInviteTeacher: 'teacher',
      }),
    ).toBe('/invite/teacher-to-classroom/t2c/room');
  });

  it('sends a teacher token alone to the teacher invite', () => {
    expect(inviteRedirect({ tokenInviteTeacher: 'teacher' })).toBe('/invite/teacher/teacher');
  });

  it('sends a classroom token with a teacher token to the classroom invite', () => {
    expect(inviteRedirect({ tokenInviteTeacher: 'teacher', tokenInviteClassroom: 'room' })).toBe(
      '/invite/classroom/teacher/room',
    );
  });

  it('ignores incomplete pairs', () => {
    expect(inviteRedirect({})).toBeNull();
    expect(inviteRedirect({ tokenInviteClassroom: 'room' })).toBeNull();
    expect(inviteRedirect({ tokenInviteTeacherToClassroom: 't2c' })).toBeNull();
  });

  it('encodes the tokens it appends', () => {
    expect(inviteRedirect({ tokenInviteTeacher: 'a/b c' })).toBe('/invite/teacher/a%2Fb%20c');
  });
});

describe('postLoginTarget', () => {
  it('prefers the invite, then next, then home', () => {
    expect(postLoginTarget({ tokenInviteTeacher: 't' }, '/student')).toBe('/invite/teacher/t');
    expect(postLoginTarget({}, '/accounts/email')).toBe('/accounts/email');
    expect(postLoginTarget({}, null)).toBe('/');
  });

  it('never follows a next that leaves the site', () => {
    expect(postLoginTarget({}, 'https://evil.example/')).toBe('/');
    expect(postLoginTarget({}, '//evil.example/')).toBe('/');
  });
});

describe('pathForFlow', () => {
  it('maps every flow of the spec to its account page', () => {
    expect(FLOW_PATHS).toEqual({
      login: '/accounts/login',
      signup: '/accounts/signup',
      verify_email: '/accounts/verify-email',
      provider_redirect: '/accounts/provider/callback',
      provider_signup: '/accounts/provider/signup',
      reauthenticate: '/accounts/reauthenticate',
    });
    expect(pathForFlow({ id: 'verify_email' })).toBe('/accounts/verify-email');
  });

  it("refuses any other flow with 'Unknown path for flow'", () => {
    expect(() => pathForFlow({ id: 'mfa_authenticate' })).toThrow(UnknownFlowError);
    expect(() => pathForFlow({ id: 'mfa_authenticate' })).toThrow('Unknown path for flow');
  });
});

describe('reactionTarget', () => {
  const anonymous = (flows: AuthResponse['data'] = { flows: [] }): AuthResponse => ({
    status: 401,
    data: flows,
    meta: { is_authenticated: false },
  });
  const authenticated: AuthResponse = {
    status: 200,
    data: { user: { id: 1 }, methods: [] },
    meta: { is_authenticated: true },
  };
  const base = {
    currentPath: '/accounts/login?next=%2Fteacher',
    next: '/teacher',
    referralTokens: {},
  };

  it('sends a logged-out user to the logout redirect', () => {
    expect(reactionTarget('LOGGED_OUT', { ...base, auth: anonymous() })).toBe('/accounts/login');
  });

  it('sends a logged-in user to the invite first, else next', () => {
    expect(reactionTarget('LOGGED_IN', { ...base, auth: authenticated })).toBe('/teacher');
    expect(
      reactionTarget('LOGGED_IN', {
        ...base,
        auth: authenticated,
        referralTokens: { tokenInviteTeacher: 'x' },
      }),
    ).toBe('/invite/teacher/x');
  });

  it('goes back to next (or home) once reauthenticated', () => {
    expect(reactionTarget('REAUTHENTICATED', { ...base, auth: authenticated })).toBe('/teacher');
    expect(reactionTarget('REAUTHENTICATED', { ...base, next: null, auth: authenticated })).toBe(
      '/',
    );
  });

  it('sends a reauthentication to the first flow with the current page as next', () => {
    const auth: AuthResponse = {
      status: 401,
      data: { user: { id: 1 }, methods: [], flows: [{ id: 'reauthenticate' }] },
      meta: { is_authenticated: true },
    };
    expect(
      reactionTarget('REAUTHENTICATION_REQUIRED', {
        ...base,
        currentPath: '/accounts/email?tab=1',
        auth,
      }),
    ).toBe('/accounts/reauthenticate?next=%2Faccounts%2Femail%3Ftab%3D1');
  });

  it('follows a pending flow, then a required verification, then the login routing', () => {
    expect(
      reactionTarget('FLOW_UPDATED', {
        ...base,
        auth: anonymous({ flows: [{ id: 'provider_signup', is_pending: true }] }),
      }),
    ).toBe('/accounts/provider/signup');
    expect(
      reactionTarget('FLOW_UPDATED', {
        ...base,
        auth: {
          ...anonymous(),
          meta: { is_authenticated: false, email_verification_required: true },
        },
      }),
    ).toBe('/accounts/verify-email');
    expect(reactionTarget('FLOW_UPDATED', { ...base, auth: authenticated })).toBe('/teacher');
    expect(reactionTarget('FLOW_UPDATED', { ...base, auth: anonymous() })).toBeNull();
  });

  it("reports a pending flow without a page as 'Unknown path for flow'", () => {
    expect(() =>
      reactionTarget('FLOW_UPDATED', {
        ...base,
        auth: anonymous({ flows: [{ id: 'mfa_authenticate', is_pending: true }] }),
      }),
    ).toThrow('Unknown path for flow');
  });
});
