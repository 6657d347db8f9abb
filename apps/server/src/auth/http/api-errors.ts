import type { Locale } from '../../platform/locales.ts';
import { type ApiMessage, type ApiMessageId, renderApiMessage } from './api-messages.ts';

/**
 * An input error as allauth reports it: a stable code, a message, the offending parameter. The
 * message stays an id until the response is written in the request's language (`renderApiErrors`).
 */
export type ApiError = { code: string; message: ApiMessage; param?: string };

/** An ApiError as the client receives it. */
export type ApiErrorBody = { code: string; message: string; param?: string };

const error = (code: string, id: ApiMessageId, param?: string): ApiError =>
  param === undefined ? { code, message: { id } } : { code, message: { id }, param };

export const renderApiErrors = (errors: readonly ApiError[], locale: Locale): ApiErrorBody[] =>
  errors.map(({ code, message, param }) => {
    const text = renderApiMessage(message, locale);
    return param === undefined ? { code, message: text } : { code, message: text, param };
  });

/** Every expected failure the auth API reports, by its stable code (allauth's, where it has one). */
export const apiErrors = {
  required: (param: string) => error('required', 'required', param),
  invalid: (param: string) => error('invalid', 'invalid', param),
  invalidEmail: (param = 'email') => error('invalid', 'invalidEmail', param),
  unreadableBody: () => error('invalid', 'unreadableBody'),
  emailPasswordMismatch: () =>
    error('email_password_mismatch', 'emailPasswordMismatch', 'password'),
  /** Says how long the lock-out lasts, in whole minutes (at least one). */
  tooManyLoginAttempts: (retryAfterSeconds: number): ApiError => ({
    code: 'too_many_login_attempts',
    message: {
      id: 'tooManyLoginAttempts',
      values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    },
  }),
  incorrectPassword: () => error('incorrect_password', 'incorrectPassword', 'password'),
  enterCurrentPassword: () =>
    error('enter_current_password', 'enterCurrentPassword', 'current_password'),
  usernameTaken: () => error('username_taken', 'usernameTaken', 'username'),
  usernameInvalid: () => error('invalid', 'usernameInvalid', 'username'),
  emailTaken: () => error('email_taken', 'emailTaken', 'email'),
  invalidVerificationKey: () => error('invalid', 'invalidVerificationKey', 'key'),
  invalidPasswordResetKey: () => error('token_invalid', 'invalidPasswordResetKey', 'key'),
  duplicateEmail: () => error('duplicate_email', 'duplicateEmail', 'email'),
  unknownEmail: () => error('unknown_email', 'unknownEmail', 'email'),
  cannotRemovePrimaryEmail: () =>
    error('cannot_remove_primary_email', 'cannotRemovePrimaryEmail', 'email'),
  unverifiedPrimaryEmail: () =>
    error('unverified_primary_email', 'unverifiedPrimaryEmail', 'email'),
  unknownProvider: () => error('unknown_provider', 'unknownProvider', 'provider'),
  accountNotFound: () => error('account_not_found', 'accountNotFound', 'account'),
  noPassword: () => error('no_password', 'noPassword', 'account'),
  noVerifiedEmail: () => error('no_verified_email', 'noVerifiedEmail', 'account'),
  invalidProviderToken: () => error('invalid', 'invalidProviderToken', 'token'),
  accountConnectedElsewhere: () =>
    error('account_connected_elsewhere', 'accountConnectedElsewhere', 'token'),
} as const;
