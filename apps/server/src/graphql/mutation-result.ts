import type { ObjectRef } from '@pothos/core';
import { type BuilderTypes, builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { ERROR_CODES } from './error-codes.ts';
import { AppError } from './errors.ts';
import { appErrorEntry, type FieldErrorShape, ValidationFailure } from './validation.ts';

export const ErrorCodeEnum = builder.enumType('ErrorCode', { values: ERROR_CODES });

export const FieldError = builder.objectRef<FieldErrorShape>('FieldError').implement({
  description:
    'One entry of an errors report: the field ("__all__" for the whole object), the position of the object in a bulk input, the messages in the user\'s language and a stable code.',
  fields: (t) => ({
    field: t.exposeString('field'),
    objectPosition: t.exposeInt('objectPosition', { nullable: true }),
    messages: t.exposeStringList('messages'),
    code: t.field({ type: ErrorCodeEnum, resolve: (entry) => entry.code }),
  }),
});

/** What a mutation resolver returns: the objects, `success`, or the errors report. */
export type MutationResult<T> = {
  objects?: T[] | null;
  success?: boolean;
  errors?: FieldErrorShape[] | null;
};

export const SuccessPayload = builder
  .objectRef<MutationResult<unknown>>('SuccessPayload')
  .implement({
    description: 'The result of an operation with nothing to return.',
    fields: (t) => ({
      success: t.boolean({ resolve: (result) => result.success === true }),
      errors: t.field({
        type: [FieldError],
        nullable: true,
        resolve: (result) => result.errors ?? null,
      }),
    }),
  });

/**
 * `<Name>Payload { success, objects, errors }`: the result of a mutation that returns objects.
 * `success` is true exactly when there are no errors.
 */
export function objectsPayload<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<MutationResult<T>>(`${name}Payload`).implement({
    fields: (t) => ({
      success: t.boolean({ resolve: (result) => !result.errors || result.errors.length === 0 }),
      objects: t.field({
        type: [item],
        nullable: true,
        // For the cost limit (graphql/limits): the rows the mutation's input named, most often
        // one; a bulk input is bounded by the request's size and the account's rate limit.
        extensions: { listSize: 1 },
        resolve: (result) => result.objects ?? null,
      }),
      errors: t.field({
        type: [FieldError],
        nullable: true,
        resolve: (result) => result.errors ?? null,
      }),
    }),
  });
}

/**
 * Runs a mutation's work and shapes its result: validation failures and AppErrors become the
 * errors report; anything else is unexpected and propagates (masked in production).
 */
export async function runMutation<T>(
  context: GraphQLContext,
  work: () => Promise<MutationResult<T>>,
): Promise<MutationResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationFailure) return { errors: error.errors };
    if (error instanceof AppError) return { errors: [appErrorEntry(error, context.locale)] };
    throw error;
  }
}

export const succeeded = <T>(): MutationResult<T> => ({ success: true });
export const withObjects = <T>(objects: T[]): MutationResult<T> => ({ objects, success: true });
