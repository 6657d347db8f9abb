import { z } from 'zod';
import type { ErrorCode } from '../graphql/error-codes.ts';
import { message } from '../graphql/i18n/messages.ts';
import { isUuid } from '../graphql/ids.ts';
import type { Locale } from '../platform/locales.ts';

/** Zod check options carrying an authoring message in the locale. */
export function says(
  code: ErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
) {
  return { message: message(code, locale, values) };
}

/** Text the user must fill in: trimmed, NFC-normalised, 1 to `max` characters. */
export function requiredText(locale: Locale, max: number) {
  return z
    .string(says('REQUIRED', locale))
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, says('REQUIRED', locale))
        .max(max, says('TOO_LONG', locale, { max })),
    );
}

/** Text that may be left empty (null or absent become ''). */
export function optionalText(locale: Locale, max: number) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').normalize('NFC').trim())
    .pipe(z.string().max(max, says('TOO_LONG', locale, { max })));
}

/** An id that must name a row; the service checks that the row exists. */
export function idField(code: ErrorCode, locale: Locale) {
  return z.string(says(code, locale)).refine(isUuid, says(code, locale));
}

/** A whole number in a range, with one message for every way of missing it. */
export function intInRange(
  min: number,
  max: number,
  code: ErrorCode,
  locale: Locale,
  values: Record<string, string | number> = {},
) {
  const message = says(code, locale, values);
  return z.number(message).int(message).min(min, message).max(max, message);
}

/** Builds a schema once per locale: messages are baked into schemas, so each locale has its own. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let schema = built.get(locale);
    if (schema === undefined) {
      schema = build(locale);
      built.set(locale, schema);
    }
    return schema;
  };
}
