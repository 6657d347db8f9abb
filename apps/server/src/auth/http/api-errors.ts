/** An input error as allauth reports it: a stable code, a message, the offending parameter. */
export type ApiError = { code: string; message: string; param?: string };

const error = (code: string, message: string, param?: string): ApiError =>
  param === undefined ? { code, message } : { code, message, param };

/** Every expected failure the auth API reports, by its stable code (allauth's, where it has one). */
export const apiErrors = {
  required: (param: string) => error('required', 'This field is required.', param),
  invalid: (param: string) => error('invalid', 'Enter a valid value.', param),
  invalidEmail: (param = 'email') => error('invalid', 'Enter a valid email address.', param),
  emailPasswordMismatch: () =>
    error(
      'email_password_mismatch',
      'The email address and/or password you specified are not correct.',
      'password',
    ),
  tooManyLoginAttempts: () =>
    error('too_many_login_attempts', 'Too many failed login attempts. Try again later.'),
  incorrectPassword: () => error('incorrect_password', 'Incorrect password.', 'password'),
  enterCurrentPassword: () =>
    error('enter_current_password', 'Please type your current password.', 'current_password'),
  usernameTaken: () =>
    error('username_taken', 'A user with that username already exists.', 'username'),
  usernameInvalid: () =>
    error(
      'invalid',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
      'username',
    ),
  emailTaken: () =>
    error(
      'email_taken',
      'An account already exists with this email address. Please sign in to that account first, then connect your account.',
      'email',
    ),
  invalidVerificationKey: () => error('invalid', 'Invalid or expired key.', 'key'),
  invalidPasswordResetKey: () =>
    error('token_invalid', 'The password reset token was invalid.', 'key'),
  duplicateEmail: () =>
    error(
      'duplicate_email',
      'This email address is already associated with this account.',
      'email',
    ),
  unknownEmail: () =>
    error('unknown_email', 'The email address is not assigned to any user account.', 'email'),
  cannotRemovePrimaryEmail: () =>
    error('cannot_remove_primary_email', 'You cannot remove your primary email address.', 'email'),
  unverifiedPrimaryEmail: () =>
    error('unverified_primary_email', 'Your primary email address must be verified.', 'email'),
  unknownProvider: () => error('unknown_provider', 'Unknown provider.', 'provider'),
  accountNotFound: () =>
    error('account_not_found', 'The third-party account was not found.', 'account'),
  noPassword: () => error('no_password', 'Your account has no password set up.', 'account'),
  noVerifiedEmail: () =>
    error('no_verified_email', 'Your account has no verified email address.', 'account'),
  invalidProviderToken: () => error('invalid', 'The token was invalid.', 'token'),
  accountConnectedElsewhere: () =>
    error(
      'account_connected_elsewhere',
      'The third-party account is already connected to a different account.',
      'token',
    ),
} as const;
