import { type ChangeEvent, useCallback, useState } from 'react';
import { reportError } from '../report-error.ts';
import { showErrors } from '../snackbar.ts';
import type { AllauthError, AllauthResponse } from './allauth-types.ts';

/** Errors by field name; a form's own field names, so a misspelt one does not compile. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The props that tie an input to its value and to the errors of its field (`bindInput`). */
export type InputBinding = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
};

/** Errors about an input go next to it; the rest are for the snackbar. */
export function splitAllauthErrors<Field extends string>(
  errors: readonly AllauthError[] | undefined,
  fields: readonly Field[],
): { fieldErrors: FieldErrors<Field>; otherMessages: string[] } {
  const fieldErrors: FieldErrors<Field> = {};
  const otherMessages: string[] = [];
  const isField = (param: string | undefined): param is Field =>
    param !== undefined && (fields as readonly string[]).includes(param);
  for (const error of errors ?? []) {
    if (isField(error.param)) {
      const earlier = fieldErrors[error.param];
      fieldErrors[error.param] = earlier ? `${earlier} ${error.message}` : error.message;
    } else {
      otherMessages.push(error.message);
    }
  }
  return { fieldErrors, otherMessages };
}

/**
 * Submits an authentication API call: tracks pending state, puts input errors on their fields
 * and the rest in the snackbar; the response goes back to the page for its own next step.
 */
export function useAllauthForm<Field extends string>(fields: readonly Field[]) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  const submit = useCallback(
    async <T extends AllauthResponse>(
      call: () => Promise<T>,
      options: { keepErrorCodes?: readonly string[] } = {},
    ): Promise<T | undefined> => {
      setPending(true);
      setFieldErrors({});
      try {
        const response = await call();
        if (response.status === 400) {
          const kept = (response.errors ?? []).filter(
            (error) => !options.keepErrorCodes?.includes(error.code),
          );
          const split = splitAllauthErrors(kept, fields);
          setFieldErrors(split.fieldErrors);
          if (split.otherMessages.length) showErrors(split.otherMessages);
        }
        return response;
      } catch (error) {
        reportError(error);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [fields],
  );

  const clearFieldError = useCallback((field: Field) => {
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const bindInput = useCallback(
    (field: Field, value: string, setValue: (value: string) => void): InputBinding => ({
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.target.value);
        clearFieldError(field);
      },
      error: Boolean(fieldErrors[field]),
      helperText: fieldErrors[field],
    }),
    [fieldErrors, clearFieldError],
  );

  return { pending, fieldErrors, setFieldErrors, submit, clearFieldError, bindInput };
}
