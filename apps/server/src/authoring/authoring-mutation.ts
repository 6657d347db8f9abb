import type { GraphQLContext } from '../graphql/context.ts';
import {
  type MutationResult,
  runMutation,
  succeeded,
  withObjects,
} from '../graphql/mutation-result.ts';
import { type AuthoringContext, authoringContext } from './authoring-context.ts';

/** Runs an authoring service that returns the object it changed, as a mutation payload. */
export function authoringObjectMutation<T>(
  context: GraphQLContext,
  change: (authoring: AuthoringContext) => Promise<T>,
): Promise<MutationResult<T>> {
  return runMutation(context, async () =>
    withObjects([await change(await authoringContext(context))]),
  );
}

/** Runs an authoring service with nothing to return (a deletion), as a SuccessPayload. */
export function authoringSuccessMutation(
  context: GraphQLContext,
  change: (authoring: AuthoringContext) => Promise<unknown>,
): Promise<MutationResult<unknown>> {
  return runMutation(context, async () => {
    await change(await authoringContext(context));
    return succeeded();
  });
}
