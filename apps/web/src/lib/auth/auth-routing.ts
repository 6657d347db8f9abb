import {
  INVITE_PREFIXES,
  LOGIN_REDIRECT_URL,
  LOGOUT_REDIRECT_URL,
  paths,
  safeNext,
} from '../../config/paths.ts';
import type { AllauthFlow, AuthResponse } from './allauth-types.ts';
import { type AuthChange, isAuthenticated, pendingFlow } from './auth-change.ts';
import type { ReferralTokens } from './referral-tokens.ts';

/** The account page that carries on each authentication flow. */
export const FLOW_PATHS: Readonly<Record<string, string>> = {
  login: paths.accounts.login.path,
  signup: paths.accounts.signup.path,
  verify_email: paths.accounts.verifyEmail.path,
  provider_redirect: paths.accounts.providerCallback.path,
  provider_signup: paths.accounts.providerSignup.path,
  reauthenticate: paths.accounts.reauthenticate.path,
};

export class UnknownFlowError extends Error {
  override name = 'UnknownFlowError';
  readonly flowId: string;
  constructor(flowId: string) {
    super('Unknown path for flow');
    this.flowId = flowId;
  }
}

export function pathForFlow(flow: Pick<AllauthFlow, 'id'>): string {
  const path = FLOW_PATHS[flow.id];
  if (!path) throw new UnknownFlowError(flow.id);
  return path;
}

const enc = encodeURIComponent;

/**
 * The invite page the referral tokens point to, in the spec's priority: teacher-to-classroom
 * (with its classroom), then a teacher link alone, then a classroom link (with its teacher).
 */
export function inviteRedirect(tokens: ReferralTokens): string | null {
  const { tokenInviteTeacher, tokenInviteClassroom, tokenInviteTeacherToClassroom } = tokens;
  if (tokenInviteTeacherToClassroom && tokenInviteClassroom) {
    return `${INVITE_PREFIXES.teacherToClassroom}${enc(tokenInviteTeacherToClassroom)}/${enc(tokenInviteClassroom)}`;
  }
  if (tokenInviteTeacher && !tokenInviteClassroom) {
    return `${INVITE_PREFIXES.teacher}${enc(tokenInviteTeacher)}`;
  }
  if (tokenInviteClassroom && tokenInviteTeacher) {
    return `${INVITE_PREFIXES.classroom}${enc(tokenInviteTeacher)}/${enc(tokenInviteClassroom)}`;
  }
  return null;
}

/** After login: an invite page first, else `next`, else the default login redirect. */
export function postLoginTarget(tokens: ReferralTokens, next: string | null): string {
  return inviteRedirect(tokens) ?? safeNext(next) ?? LOGIN_REDIRECT_URL;
}

export function emailVerificationRequired(auth: AuthResponse): boolean {
  return (
    auth.meta?.email_verification_required === true ||
    auth.data?.email_verification_required === true
  );
}

export type ReactionContext = {
  auth: AuthResponse;
  /** The page the user is on: path, search and hash. */
  currentPath: string;
  next: string | null;
  referralTokens: ReferralTokens;
};

/** Where the app goes after an auth change (spec section 4); null: stay. */
export function reactionTarget(change: AuthChange, context: ReactionContext): string | null {
  const { auth, currentPath, next, referralTokens } = context;
  switch (change) {
    case 'LOGGED_OUT':
      return LOGOUT_REDIRECT_URL;
    case 'LOGGED_IN':
      return postLoginTarget(referralTokens, next);
    case 'REAUTHENTICATED':
      return safeNext(next) ?? '/';
    case 'REAUTHENTICATION_REQUIRED': {
      const flow = auth.data?.flows?.[0];
      if (!flow) return null;
      return `${pathForFlow(flow)}?${new URLSearchParams({ next: currentPath }).toString()}`;
    }
    case 'FLOW_UPDATED': {
      const flow = pendingFlow(auth);
      if (flow) return pathForFlow(flow);
      if (emailVerificationRequired(auth)) return paths.accounts.verifyEmail.path;
      if (isAuthenticated(auth)) return postLoginTarget(referralTokens, next);
      return null;
    }
  }
}
