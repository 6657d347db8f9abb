import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

/**
 * An operation's source typed with the code generator's result and variables types (the
 * generator reads the same /* GraphQL *\/ source). The string stays in the feature's chunk.
 */
export function typedDocument<TResult, TVariables>(
  source: string,
): TypedDocument<TResult, TVariables> {
  return { toString: () => source };
}
