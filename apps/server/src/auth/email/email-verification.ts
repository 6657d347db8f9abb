import type { AuthDeps } from '../auth-deps.ts';
import { nowSeconds } from '../auth-deps.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { issueAuthKey } from '../keys/auth-keys.ts';
import { type MailLanguage, mailLanguageOf } from '../mail/mail-messages.ts';
import { sendAuthMail, webLinks } from '../mail/send-mail.ts';
import type { UserRow } from '../sessions/request-session.ts';
import type { AuthRecord } from '../sessions/session-types.ts';
import type { EmailAddressRow } from '../users/users.repository.ts';

export const userMailLanguage = (user: UserRow): MailLanguage =>
  mailLanguageOf(user.language) ?? 'en';

export function emailAddressData(address: EmailAddressRow) {
  return { email: address.email, primary: address.primary, verified: address.verified };
}

/** At most one verification mail per address every 3 minutes (allauth's confirm_email limit). */
export async function mayMailAddress(deps: AuthDeps, email: string): Promise<boolean> {
  return deps.rateLimits.consume('confirm_email', { key: email.toLowerCase() });
}

/** Mails a fresh single-use verification link; `checked` when the caller already rate-limited. */
export async function sendVerificationMail(
  deps: AuthDeps,
  user: UserRow,
  address: EmailAddressRow,
  options: { rateLimitChecked?: boolean } = {},
): Promise<boolean> {
  if (!options.rateLimitChecked && !(await mayMailAddress(deps, address.email))) return false;
  const key = await issueAuthKey(deps.db, {
    kind: 'email_verification',
    userId: user.id,
    email: address.email,
    emailAddressId: address.id,
  });
  return sendAuthMail(deps, address.email, 'verify_email', userMailLanguage(user), {
    email: address.email,
    link: webLinks.verifyEmail(deps.config, key),
  });
}

/** Told instead of a second sign-up: the owner learns someone tried, the caller learns nothing. */
export async function sendAccountExistsMail(
  deps: AuthDeps,
  email: string,
  language: MailLanguage,
  options: { rateLimitChecked?: boolean } = {},
): Promise<void> {
  // Its own budget (not the verification mail's), so the owner hears of it, but not in a flood.
  if (!options.rateLimitChecked && !(await mayMailAddress(deps, `account-exists:${email}`))) {
    return;
  }
  await sendAuthMail(deps, email, 'account_already_exists', language, {
    email,
    link: webLinks.login(deps.config),
    resetLink: webLinks.passwordReset(deps.config),
  });
}

/** Records a login waiting for the address to be verified (allauth's verify_email stage). */
export async function startPendingLogin(
  ctx: AuthContext,
  userId: string | null,
  email: string,
  record: AuthRecord,
): Promise<void> {
  await ctx.updateData((data) => ({
    ...data,
    pendingLogin: { userId, email, startedAt: nowSeconds(), record },
    pendingProviderSignup: undefined,
  }));
}

/**
 * Signs the user in, unless ACCOUNT_EMAIL_VERIFICATION=mandatory and the address is unverified:
 * then a verification mail goes out and the login waits for it. `mailWhenOptional` also mails an
 * unverified address in optional mode (sign-ups do, plain logins do not).
 */
export async function loginOrAwaitVerification(
  ctx: AuthContext,
  user: UserRow,
  address: EmailAddressRow,
  record: AuthRecord,
  options: { mailWhenOptional: boolean },
): Promise<void> {
  const mode = ctx.deps.config.emailVerification;
  if (address.verified || mode === 'none') {
    await ctx.login(user, record);
    return;
  }
  if (mode === 'optional') {
    if (options.mailWhenOptional) await sendVerificationMail(ctx.deps, user, address);
    await ctx.login(user, record);
    return;
  }
  await sendVerificationMail(ctx.deps, user, address);
  await startPendingLogin(ctx, user.id, address.email, record);
}
