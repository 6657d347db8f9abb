import { GraphQLError } from 'graphql';
import type { Locale } from '../platform/locales.ts';
import type { ErrorCode } from './error-codes.ts';
import { message } from './i18n/messages.ts';

/** The field name used for an error about the whole object rather than one of its fields. */
export const NON_FIELD = '__all__';

type AppErrorOptions = {
  field?: string;
  objectPosition?: number | null;
  /** Values for the message's placeholders, e.g. `{ max: 5 }`. */
  values?: Record<string, string | number>;
};

/**
 * An expected failure with a stable code. Services throw it; a mutation turns it into an entry of
 * its errors report, a query into a GraphQL error with `extensions.code`. The client-facing
 * message is produced in the request's language from the code, never read from `.message`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly field: string;
  readonly objectPosition: number | null;
  readonly values: Record<string, string | number>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(message(code, 'en', options.values));
    this.code = code;
    this.field = options.field ?? NON_FIELD;
    this.objectPosition = options.objectPosition ?? null;
    this.values = options.values ?? {};
  }

  localizedMessage(locale: Locale): string {
    return message(this.code, locale, this.values);
  }
}

/** A GraphQL error that is never masked: its message and code are meant for the client. */
export function clientError(
  code: ErrorCode,
  locale: Locale,
  values?: Record<string, string | number>,
): GraphQLError {
  return new GraphQLError(message(code, locale, values), { extensions: { code } });
}

/** Turns an AppError thrown by a service into the GraphQL error a query reports. */
export function toClientError(error: AppError, locale: Locale): GraphQLError {
  return new GraphQLError(error.localizedMessage(locale), {
    extensions: { code: error.code, field: error.field },
  });
}
