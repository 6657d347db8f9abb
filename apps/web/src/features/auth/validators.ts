import type { TFunction } from 'i18next';
import type { Validator } from '../../lib/validation.ts';

/** The server's minimum (it checks everything else: common, similar, numeric). */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailValidators(t: TFunction): Validator<string>[] {
  return [
    (value) => (value ? true : t('validation.required')),
    (value) => (EMAIL_PATTERN.test(value) ? true : t('validation.email')),
  ];
}

export function newPasswordValidators(t: TFunction): Validator<string>[] {
  return [
    (value) => (value ? true : t('validation.required')),
    (value) =>
      value.length >= PASSWORD_MIN_LENGTH
        ? true
        : t('validation.passwordTooShort', { count: PASSWORD_MIN_LENGTH }),
  ];
}
