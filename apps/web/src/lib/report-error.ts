import { GraphQLRequestError } from './graphql-request-error.ts';
import { fieldErrorMessages, MutationError } from './mutation-result.ts';
import { showErrors } from './snackbar.ts';

/** The messages an error shows: one per field error for mutations, else its message. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof MutationError && error.fieldErrors.length > 0) {
    return fieldErrorMessages(error.fieldErrors);
  }
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    return error.errors.map((entry) => entry.message);
  }
  if (error instanceof Error) return [error.message];
  return [String(error)];
}

/** Shows an error in the snackbar, in the error colour (field errors 1.5 s apart). */
export function reportError(error: unknown): void {
  showErrors(errorMessages(error));
}
