import type { AuthDeps } from '../auth-deps.ts';
import {
  type MailKind,
  type MailLanguage,
  type MailVariables,
  renderMail,
} from './mail-messages.ts';

/** Web app pages the mails link to. */
export const webLinks = {
  verifyEmail: (publicUrl: string, key: string) => `${publicUrl}/accounts/verify-email/${key}`,
  passwordResetKey: (publicUrl: string, key: string) =>
    `${publicUrl}/accounts/password/reset/key/${key}`,
  passwordReset: (publicUrl: string) => `${publicUrl}/accounts/password/reset`,
  login: (publicUrl: string) => `${publicUrl}/accounts/login`,
  signup: (publicUrl: string) => `${publicUrl}/accounts/signup`,
};

/**
 * Sends one of the auth mails. A failing mail server must not turn a sign-up into an error page:
 * the failure is logged and reported as false, and the user can ask for the mail again.
 */
export async function sendAuthMail(
  deps: AuthDeps,
  to: string,
  kind: MailKind,
  language: MailLanguage,
  variables: MailVariables,
): Promise<boolean> {
  const { subject, text } = renderMail(kind, language, variables);
  try {
    await deps.mailer.send({ to, subject, text });
    return true;
  } catch (error) {
    deps.log.error({ err: error, kind }, 'could not send mail');
    return false;
  }
}
