import { deleteCookie, readCookie, writeCookie } from '../cookies.ts';

/** Invite tokens caught from invite links, kept until the invitation is accepted or refused. */
export type ReferralTokens = {
  tokenInviteTeacher?: string;
  tokenInviteClassroom?: string;
  tokenInviteTeacherToClassroom?: string;
};

export const REFERRAL_STORAGE_KEYS = {
  tokenInviteTeacher: 'token-invite-teacher',
  tokenInviteClassroom: 'token-invite-classroom',
  tokenInviteTeacherToClassroom: 'token-invite-teacher-to-classroom',
} as const satisfies Record<keyof ReferralTokens, string>;

export const REFERRAL_COOKIE = 'referral-tokens';
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 3600;

const TOKEN_NAMES = Object.keys(REFERRAL_STORAGE_KEYS) as Array<keyof ReferralTokens>;

export type ReferralCookieSettings = { secure: boolean; domain?: string };

/** Production (an https page with a parent domain configured) adds Secure and the parent domain. */
export function referralCookieSettings(
  protocol = window.location.protocol,
  parentDomain = import.meta.env.VITE_REFERRAL_COOKIE_DOMAIN,
): ReferralCookieSettings {
  const secure = protocol === 'https:';
  return parentDomain && secure ? { secure, domain: parentDomain } : { secure };
}

function fromCookie(): ReferralTokens {
  const raw = readCookie(REFERRAL_COOKIE);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const tokens: ReferralTokens = {};
    for (const name of TOKEN_NAMES) {
      const value = parsed[name];
      if (typeof value === 'string' && value) tokens[name] = value;
    }
    return tokens;
  } catch {
    return {};
  }
}

/** Local storage first; the cookie carries them where local storage was not shared. */
export function readReferralTokens(): ReferralTokens {
  const tokens = fromCookie();
  for (const name of TOKEN_NAMES) {
    const value = localStorage.getItem(REFERRAL_STORAGE_KEYS[name]);
    if (value) tokens[name] = value;
  }
  return tokens;
}

/** Replaces the stored tokens with the ones of the invite link just opened. */
export function storeReferralTokens(
  tokens: ReferralTokens,
  settings: ReferralCookieSettings = referralCookieSettings(),
): void {
  for (const name of TOKEN_NAMES) {
    const value = tokens[name];
    if (value) localStorage.setItem(REFERRAL_STORAGE_KEYS[name], value);
    else localStorage.removeItem(REFERRAL_STORAGE_KEYS[name]);
  }
  const cookieValue = Object.fromEntries(TOKEN_NAMES.map((name) => [name, tokens[name] ?? null]));
  writeCookie(REFERRAL_COOKIE, JSON.stringify(cookieValue), {
    maxAgeSeconds: REFERRAL_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'Lax',
    secure: settings.secure,
    domain: settings.domain,
  });
}

export function clearReferralTokens(settings: ReferralCookieSettings = referralCookieSettings()) {
  for (const name of TOKEN_NAMES) localStorage.removeItem(REFERRAL_STORAGE_KEYS[name]);
  deleteCookie(REFERRAL_COOKIE, {
    path: '/',
    sameSite: 'Lax',
    secure: settings.secure,
    domain: settings.domain,
  });
}

/**
 * Clears the held tokens when they are those of an invitation just answered elsewhere (a list
 * rather than its invite page), so the next sign-in does not lead back to it; tokens of another
 * invite stay. True when they were cleared.
 */
export function clearReferralTokensOf(
  answered: ReferralTokens,
  settings: ReferralCookieSettings = referralCookieSettings(),
): boolean {
  const held = readReferralTokens();
  const same =
    hasReferralTokens(answered) &&
    TOKEN_NAMES.every((name) => !answered[name] || held[name] === answered[name]);
  if (same) clearReferralTokens(settings);
  return same;
}

export function hasReferralTokens(tokens: ReferralTokens): boolean {
  return TOKEN_NAMES.some((name) => Boolean(tokens[name]));
}
