import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphqlRequest } from './graphql-client.ts';
import { handleMutationResult } from './mutation-result.ts';

type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

type ObjectsOf<TResult, TOperation extends keyof TResult> =
  NonNullable<
    NonNullable<TResult[TOperation]> extends { objects?: infer O } ? O : never
  > extends ReadonlyArray<infer Item>
    ? Item
    : never;

/**
 * Runs a mutation and hands back its objects (or nothing for success-only mutations); an errors
 * report or any other shape throws a MutationError with the product's messages.
 */
export async function runMutation<TResult, TVariables, TOperation extends keyof TResult & string>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  operation: TOperation,
): Promise<ObjectsOf<TResult, TOperation>[] | undefined> {
  const request = graphqlRequest as (
    doc: Document<TResult, TVariables>,
    vars: TVariables,
  ) => Promise<TResult>;
  const data = await request(document, variables);
  return handleMutationResult<ObjectsOf<TResult, TOperation>>(
    { data: data as Record<string, unknown> },
    operation,
  );
}
