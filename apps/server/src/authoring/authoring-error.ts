import { ERROR_CODES, type ErrorCode } from '../graphql/error-codes.ts';
import { AppError } from '../graphql/errors.ts';
import type { Locale } from '../graphql/i18n/locales.ts';
import { type AuthoringErrorCode, authoringMessage } from './authoring-error-codes.ts';

/** The shared code reported for an authoring code the shared list does not hold yet. */
const FALLBACK_CODES: Partial<Record<AuthoringErrorCode, ErrorCode>> = {
  SCENARIO_NOT_AVAILABLE: 'NOT_FOUND',
  LIBRARY_STAFF_ONLY: 'FORBIDDEN',
  TEACHER_PROFILE_REQUIRED: 'FORBIDDEN',
};

function sharedCode(code: AuthoringErrorCode): ErrorCode {
  const shared = (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : null;
  return shared ?? FALLBACK_CODES[code] ?? 'INVALID';
}

type AuthoringErrorOptions = {
  field?: string;
  objectPosition?: number | null;
  values?: Record<string, string | number>;
};

/**
 * An expected authoring failure. It is an AppError, so the shared mutation runner reports it;
 * its message comes from the authoring catalogue, and `authoringCode` keeps the precise code.
 */
export class AuthoringError extends AppError {
  readonly authoringCode: AuthoringErrorCode;

  constructor(code: AuthoringErrorCode, options: AuthoringErrorOptions = {}) {
    super(sharedCode(code), options);
    this.authoringCode = code;
    this.message = authoringMessage(code, 'en', options.values);
  }

  override localizedMessage(locale: Locale): string {
    return authoringMessage(this.authoringCode, locale, this.values);
  }
}

/**
 * A zod issue with an authoring message in the locale, for `.refine`/`ctx.addIssue`. The precise
 * code travels in `params.authoringCode` (tests read it).
 */
export function authoringIssue(
  code: AuthoringErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
) {
  return { message: authoringMessage(code, locale, values), params: { authoringCode: code } };
}
