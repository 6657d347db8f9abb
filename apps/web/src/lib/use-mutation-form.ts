import { useCallback, useState } from 'react';
import { fieldErrorMessages, MutationError, NON_FIELD } from './mutation-result.ts';
import { reportError } from './report-error.ts';
import { showErrors } from './snackbar.ts';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Submits a mutation from a form: errors about the form's own fields appear on them; the rest
 * go to the snackbar ('Field: {path}: {message}', 1.5 s apart).
 */
export function useMutationForm(fields: readonly string[]) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = useCallback(
    async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
      setPending(true);
      setFieldErrors({});
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        if (error instanceof MutationError && error.fieldErrors.length > 0) {
          const onFields: FieldErrors = {};
          const rest = error.fieldErrors.filter((entry) => {
            const field = entry.field ?? NON_FIELD;
            if (!fields.includes(field) || entry.objectPosition != null) return true;
            onFields[field] = entry.messages.join(' ');
            return false;
          });
          setFieldErrors(onFields);
          if (rest.length) showErrors(fieldErrorMessages(rest));
        } else {
          reportError(error);
        }
        return { ok: false };
      } finally {
        setPending(false);
      }
    },
    [fields],
  );

  const clearFieldError = useCallback((field: string) => {
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { pending, fieldErrors, setFieldErrors, submit, clearFieldError };
}
