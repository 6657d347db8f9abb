import type { ErrorCode } from '../graphql/error-codes.ts';
import { AppError } from '../graphql/errors.ts';
import { message } from '../graphql/i18n/messages.ts';
import type { Locale } from '../platform/locales.ts';

/**
 * An expected authoring failure (scenarios, curricula, evaluation settings). Its code and message
 * come from the shared catalogue (graphql/error-codes.ts, graphql/i18n/messages.ts), so clients
 * receive the precise code (SCENARIO_IN_USE, …) in a mutation's errors report or a query's error.
 */
export class AuthoringError extends AppError {
  override name = 'AuthoringError';
}

/**
 * A zod issue with a stable code, for `.refine`/`ctx.addIssue`: the errors report carries the
 * code, and the message comes from it in the locale with `values` in its placeholders.
 */
export function authoringIssue(
  code: ErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
) {
  return { message: message(code, locale, values), params: { appCode: code, values } };
}
