import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from '../cookies.ts';
import {
  clearReferralTokens,
  clearReferralTokensOf,
  hasReferralTokens,
  REFERRAL_COOKIE,
  readReferralTokens,
  referralCookieSettings,
  storeReferralTokens,
} from './referral-tokens.ts';

describe('referral tokens', () => {
  it('keeps the tokens under the three local storage keys and in the referral-tokens cookie', () => {
    storeReferralTokens(
      { tokenInviteTeacher: 'teach', tokenInviteClassroom: 'room' },
      { secure: false },
    );
    expect(localStorage.getItem('token-invite-teacher')).toBe('teach');
    expect(localStorage.getItem('token-invite-classroom')).toBe('room');
    expect(localStorage.getItem('token-invite-teacher-to-classroom')).toBeNull();
    expect(JSON.parse(readCookie(REFERRAL_COOKIE) ?? '{}')).toEqual({
      tokenInviteTeacher: 'teach',
      tokenInviteClassroom: 'room',
      tokenInviteTeacherToClassroom: null,
    });
    expect(readReferralTokens()).toEqual({
      tokenInviteTeacher: 'teach',
      tokenInviteClassroom: 'room',
    });
  });

  it('reads the cookie when local storage lost them', () => {
    storeReferralTokens(
      { tokenInviteTeacherToClassroom: 't2c', tokenInviteClassroom: 'room' },
      { secure: false },
    );
    localStorage.clear();
    expect(readReferralTokens()).toEqual({
      tokenInviteTeacherToClassroom: 't2c',
      tokenInviteClassroom: 'room',
    });
  });

  it('replaces older tokens with the invite just opened', () => {
    storeReferralTokens(
      { tokenInviteTeacher: 'old', tokenInviteClassroom: 'room' },
      { secure: false },
    );
    storeReferralTokens({ tokenInviteTeacher: 'new' }, { secure: false });
    expect(readReferralTokens()).toEqual({ tokenInviteTeacher: 'new' });
  });

  it('clears them once the invitation is answered', () => {
    storeReferralTokens({ tokenInviteTeacher: 'teach' }, { secure: false });
    clearReferralTokens({ secure: false });
    expect(readReferralTokens()).toEqual({});
    expect(hasReferralTokens(readReferralTokens())).toBe(false);
  });

  it('clears the tokens of an invitation answered elsewhere, and keeps those of another', () => {
    const held = { tokenInviteTeacherToClassroom: 't2c', tokenInviteClassroom: 'room' };
    storeReferralTokens(held, { secure: false });
    expect(
      clearReferralTokensOf(
        { tokenInviteTeacherToClassroom: 'other', tokenInviteClassroom: 'room' },
        { secure: false },
      ),
    ).toBe(false);
    expect(clearReferralTokensOf({}, { secure: false })).toBe(false);
    expect(readReferralTokens()).toEqual(held);

    expect(clearReferralTokensOf(held, { secure: false })).toBe(true);
    expect(readReferralTokens()).toEqual({});
    expect(readCookie(REFERRAL_COOKIE)).toBeUndefined();
  });

  it('writes the cookie for an hour, on the whole site, SameSite Lax', () => {
    const cookie = serializeCookie(REFERRAL_COOKIE, '{}', {
      maxAgeSeconds: 3600,
      path: '/',
      sameSite: 'Lax',
    });
    expect(cookie).toBe('referral-tokens=%7B%7D; Max-Age=3600; Path=/; SameSite=Lax');
  });

  it('adds Secure and the parent domain in production', () => {
    expect(referralCookieSettings('https:', '.charla.app')).toEqual({
      secure: true,
      domain: '.charla.app',
    });
    expect(referralCookieSettings('https:', '')).toEqual({ secure: true });
    expect(referralCookieSettings('http:', '.charla.app')).toEqual({ secure: false });
    expect(
      serializeCookie(REFERRAL_COOKIE, '{}', {
        maxAgeSeconds: 3600,
        sameSite: 'Lax',
        secure: true,
        domain: '.charla.app',
      }),
    ).toBe(
      'referral-tokens=%7B%7D; Max-Age=3600; Path=/; Domain=.charla.app; SameSite=Lax; Secure',
    );
  });
});
