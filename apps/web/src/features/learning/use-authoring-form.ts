import { useCallback, useState } from 'react';
import { fieldErrorMessages, MutationError, NON_FIELD } from '../../lib/mutation-result.ts';
import { reportError } from '../../lib/report-error.ts';
import { showErrors } from '../../lib/snackbar.ts';

export type PathErrors = Partial<Record<string, string>>;

/** The error state and message of the input for `path` ("steps.1.title"). */
export function pathError(errors: PathErrors, path: string) {
  return { error: Boolean(errors[path]), helperText: errors[path] };
}

/**
 * Submits an authoring mutation. The input is one object with nested lists, so the server names
 * fields by path ("steps.1.title", "vocabularyItems"): every such error shows on its field; only
 * errors about the whole object go to the snackbar.
 */
export function useAuthoringForm() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<PathErrors>({});

  const submit = useCallback(
    async <T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
      setPending(true);
      setErrors({});
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        if (error instanceof MutationError && error.fieldErrors.length > 0) {
          const onFields: PathErrors = {};
          const rest = error.fieldErrors.filter((entry) => {
            if (!entry.field || entry.field === NON_FIELD) return true;
            onFields[entry.field] = [onFields[entry.field], ...entry.messages]
              .filter(Boolean)
              .join(' ');
            return false;
          });
          setErrors(onFields);
          if (rest.length) showErrors(fieldErrorMessages(rest));
          else
            showErrors(
              Object.values(onFields)
                .filter((text): text is string => !!text)
                .slice(0, 1),
            );
        } else {
          reportError(error);
        }
        return { ok: false };
      } finally {
        setPending(false);
      }
    },
    [],
  );

  const clear = useCallback((path: string) => {
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
  }, []);

  return { pending, errors, submit, clear };
}
