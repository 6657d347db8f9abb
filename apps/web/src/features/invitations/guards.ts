import i18next from 'i18next';
import { redirect } from 'react-router';
import { INVITE_PREFIXES } from '../../config/paths.ts';
import { ensureAuth } from '../../lib/auth/auth-store.ts';
import type { UserType } from '../../lib/auth/current-user.ts';
import {
  clearReferralTokens,
  type ReferralTokens,
  storeReferralTokens,
} from '../../lib/auth/referral-tokens.ts';
import { homeFor } from '../../lib/auth/user-home.ts';
import type { Guard } from '../../lib/route-guard.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/** Who may answer each invite: co-teaching is for teachers, the others for students. */
export function inviteeType(pathname: string): UserType | null {
  if (pathname.startsWith(INVITE_PREFIXES.teacherToClassroom)) return 'TEACHER';
  if (pathname.startsWith(INVITE_PREFIXES.classroom)) return 'STUDENT';
  if (pathname.startsWith(INVITE_PREFIXES.teacher)) return 'STUDENT';
  return null;
}

/** The wrong-role message stays up long enough to read and act on. */
const WRONG_ROLE_MESSAGE_MS = 10_000;

/** The referral tokens an invite URL carries, by which invite it is. */
export function tokensFromInvite(
  pathname: string,
  params: Record<string, string | undefined>,
): ReferralTokens | null {
  if (pathname.startsWith(INVITE_PREFIXES.teacherToClassroom)) {
    return {
      tokenInviteTeacherToClassroom: params.idTeacherToClassroom,
      tokenInviteClassroom: params.idClassroom,
    };
  }
  if (pathname.startsWith(INVITE_PREFIXES.classroom)) {
    return { tokenInviteTeacher: params.idTeacher, tokenInviteClassroom: params.idClassroom };
  }
  if (pathname.startsWith(INVITE_PREFIXES.teacher)) {
    return { tokenInviteTeacher: params.idTeacher };
  }
  return null;
}

/**
 * Keeps the invite's tokens (local storage and the referral cookie) before any other guard can
 * send the visitor away to sign in: after sign-up they come back to this invite.
 */
export const catchToken: Guard = async ({ request, params }) => {
  const tokens = tokensFromInvite(new URL(request.url).pathname, params);
  if (!tokens) return;
  storeReferralTokens(tokens);
  // A signed-in user of the other type cannot answer this invite: say so before require-student
  // or require-teacher send them home, and drop the tokens so sign-in stops returning here.
  const expected = inviteeType(new URL(request.url).pathname);
  const { user } = await ensureAuth();
  if (user?.userType && expected && user.userType !== expected) {
    clearReferralTokens();
    showSnackbar(
      expected === 'TEACHER' ? i18next.t('invite.teachersOnly') : i18next.t('invite.studentsOnly'),
      { color: 'warning', timeoutMs: WRONG_ROLE_MESSAGE_MS },
    );
    throw redirect(homeFor(user.userType));
  }
};
