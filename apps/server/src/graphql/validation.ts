import { type ZodType, z } from 'zod';
import type { Locale } from '../platform/locales.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { type AppError, NON_FIELD } from './errors.ts';
import { message } from './i18n/messages.ts';

const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  es: z.locales.es,
  ar: z.locales.ar,
  de: z.locales.de,
  fr: z.locales.fr,
  'zh-Hans': z.locales.zhCN,
};

/** One entry of a mutation's errors report (spec section 5). */
export type FieldErrorShape = {
  field: string;
  /** Index of the object in a bulk input; null for single-object mutations. */
  objectPosition: number | null;
  messages: string[];
  code: ErrorCode;
};

/**
 * Thrown by `parseInput` when an input does not validate; the mutation runner reports it.
 * Several objects of a bulk input are validated before it is thrown, so all errors show at once.
 */
export class ValidationFailure extends Error {
  override name = 'ValidationFailure';
  readonly errors: FieldErrorShape[];
  constructor(errors: FieldErrorShape[]) {
    super(`Validation failed: ${errors.map((e) => e.field).join(', ')}`);
    this.errors = errors;
  }
}

/**
 * A refinement failure with a stable code: `ctx.addIssue(appIssue('INVALID_PHONE_NUMBER'))` or
 * `.refine(check, appIssue('…'))`. Its message is produced from the code in the user's language,
 * with `params.values` in its placeholders when the issue carries them (`authoringIssue`).
 */
export function appIssue(code: ErrorCode) {
  return { message: code, params: { appCode: code } };
}

/**
 * Limits every input has (lengths, counts, numbers, e-mail addresses), worded for people in the
 * user's language instead of the validator's wording ("Too big: expected string to have <=2000
 * characters"); a schema's own message, when it gives one, still wins.
 */
function humanIssue(
  issue: z.core.$ZodRawIssue,
): { code: ErrorCode; values?: Record<string, number> } | null {
  const bound = (value: unknown) => Number(value);
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string')
        return { code: 'TOO_LONG', values: { max: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'TOO_MANY', values: { max: bound(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'NUMBER_TOO_LARGE', values: { max: bound(issue.maximum) } };
      return null;
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1
          ? { code: 'REQUIRED' }
          : { code: 'TOO_SHORT', values: { min: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'REQUIRED' };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'NUMBER_TOO_SMALL', values: { min: bound(issue.minimum) } };
      return null;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { code: 'REQUIRED' } : null;
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'INVALID_EMAIL' } : null;
    default:
      return null;
  }
}

function errorMap(locale: Locale): z.core.$ZodErrorMap {
  return (issue) => {
    const human = humanIssue(issue);
    if (!human) return ZOD_LOCALES[locale]().localeError(issue);
    return { message: message(human.code, locale, human.values) };
  };
}

/**
 * The code of a finished issue the error map worded (a finished issue no longer carries its
 * input, so the wording tells whether it was ours).
 */
function humanCode(issue: z.core.$ZodIssue, locale: Locale): ErrorCode | null {
  const raw = { ...issue, input: undefined } as z.core.$ZodRawIssue;
  const human = humanIssue(raw);
  return human && message(human.code, locale, human.values) === issue.message ? human.code : null;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Validates each object (position = its index when `positions` is true) with messages in the locale. */
export function parseInputs<T extends ZodType>(
  schema: T,
  inputs: readonly unknown[],
  locale: Locale,
  options: { positions: boolean } = { positions: true },
): z.output<T>[] {
  const errors: FieldErrorShape[] = [];
  const parsed: z.output<T>[] = [];
  inputs.forEach((input, index) => {
    const result = schema.safeParse(input, { error: errorMap(locale) });
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    const byField = new Map<string, FieldErrorShape>();
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD;
      const params = issue.code === 'custom' ? issue.params : undefined;
      const appCode = isErrorCode(params?.appCode) ? params.appCode : null;
      const text = appCode ? message(appCode, locale, params?.values) : issue.message;
      const entry = byField.get(field);
      if (entry) entry.messages.push(text);
      else {
        byField.set(field, {
          field,
          objectPosition: options.positions ? index : null,
          messages: [text],
          code: appCode ?? humanCode(issue, locale) ?? 'INVALID',
        });
      }
    }
    errors.push(...byField.values());
  });
  if (errors.length > 0) throw new ValidationFailure(errors);
  return parsed;
}

/** Validates a single-object input. */
export function parseInput<T extends ZodType>(
  schema: T,
  input: unknown,
  locale: Locale,
): z.output<T> {
  const [parsed] = parseInputs(schema, [input], locale, { positions: false });
  return parsed as z.output<T>;
}

/** An AppError as a report entry, in the user's language. */
export function appErrorEntry(error: AppError, locale: Locale): FieldErrorShape {
  return {
    field: error.field,
    objectPosition: error.objectPosition,
    messages: [error.localizedMessage(locale)],
    code: error.code,
  };
}

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * GraphQL sends an omitted optional input field as undefined and an explicit null as null; for
 * inputs where null means nothing (not "clear"), drop the nulls before validating.
 */
export function withoutNulls<T extends object>(inputs: readonly T[]): WithoutNulls<T>[] {
  return inputs.map(
    (input) =>
      Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null),
      ) as WithoutNulls<T>,
  );
}
