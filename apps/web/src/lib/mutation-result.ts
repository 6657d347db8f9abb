/** One entry of a mutation's errors report: which field of which input object, and why. */
export type MutationFieldError = {
  field?: string | null;
  objectPosition?: number | null;
  messages: readonly string[];
  code?: string | null;
};

/** The payload every mutation returns: the objects, a success flag, or an errors report. */
export type MutationPayload<TObject> = {
  objects?: readonly TObject[] | null;
  success?: boolean | null;
  errors?: readonly MutationFieldError[] | null;
};

export type MutationResponse = { data?: Record<string, unknown> | null } | null | undefined;

export class MutationError extends Error {
  override name = 'MutationError';
  readonly fieldErrors: readonly MutationFieldError[];
  constructor(message: string, fieldErrors: readonly MutationFieldError[] = []) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** "email" or "2.email": the object position comes first when the mutation took a list. */
export function fieldErrorPath(error: MutationFieldError): string {
  return [error.objectPosition, error.field]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join('.');
}

/** The field name the API uses for an error about the whole object. */
export const NON_FIELD = '__all__';

/** One line per message: "Field: {path}: {message}"; errors about the whole object stay plain. */
export function fieldErrorMessages(errors: readonly MutationFieldError[]): string[] {
  return errors.flatMap((error) => {
    const path = fieldErrorPath({
      ...error,
      field: error.field === NON_FIELD ? null : error.field,
    });
    return error.messages.map((message) => (path ? `Field: ${path}: ${message}` : message));
  });
}

function joinReport(errors: readonly MutationFieldError[]): string {
  return errors
    .map((error) => {
      const where = [
        error.field && error.field !== NON_FIELD ? `field ${error.field}` : null,
        error.objectPosition !== null && error.objectPosition !== undefined
          ? `object ${error.objectPosition}`
          : null,
      ]
        .filter(Boolean)
        .join(', ');
      return `${where ? `${where}: ` : ''}${error.messages.join(', ')}`;
    })
    .join('; ');
}

function isPayload(value: unknown): value is MutationPayload<unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns a mutation response into its objects (or nothing, for success-only mutations); every
 * other shape is an error with the product's messages.
 */
export function handleMutationResult<TObject>(
  response: MutationResponse,
  operation: string,
): TObject[] | undefined {
  if (!response) throw new MutationError('No response received from server');
  if (!response.data) throw new MutationError('No data received in response');
  const result = response.data[operation];
  if (result === null || result === undefined) {
    throw new MutationError(`Failed to ${operation}: No data was processed`);
  }
  if (!isPayload(result)) throw new MutationError(`Unexpected response format for ${operation}`);
  if (result.errors && result.errors.length > 0) {
    throw new MutationError(`Operation failed: ${joinReport(result.errors)}`, result.errors);
  }
  if (Array.isArray(result.objects)) return [...result.objects] as TObject[];
  if (result.success === true) return undefined;
  throw new MutationError(`Unexpected response format for ${operation}`);
}
