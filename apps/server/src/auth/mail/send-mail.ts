import type { Config } from '../../config/config.ts';
import type { AuthDeps } from '../auth-deps.ts';
import {
  type MailKind,
  type MailLanguage,
  type MailVariables,
  renderMail,
} from './mail-messages.ts';

const withKey = (template: string, key: string) =>
  template.replaceAll('{key}', encodeURIComponent(key));

/** The front-end pages the mails link to (HEADLESS_FRONTEND_URLS, our web app by default). */
export const webLinks = {
  verifyEmail: (config: Config, key: string) =>
    withKey(config.frontendUrls.account_confirm_email, key),
  passwordResetKey: (config: Config, key: string) =>
    withKey(config.frontendUrls.account_reset_password_from_key, key),
  passwordReset: (config: Config) => config.frontendUrls.account_reset_password,
  /** Not among allauth's front-end URLs: our own sign-in page. */
  login: (config: Config) => `${config.publicUrl}/accounts/login`,
  signup: (config: Config) => config.frontendUrls.account_signup,
  providerError: (config: Config) => config.frontendUrls.socialaccount_login_error,
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
