import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { apiUrl } from '../config/api.ts';

export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  readonly errors: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number> }>;
  constructor(
    message: string,
    errors: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number> }> = [],
  ) {
    super(message);
    this.errors = errors;
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Sends one typed operation to {api}/graphql/ with the session credentials and CSRF header. */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  const csrfToken = readCookie('csrftoken');
  const response = await fetch(apiUrl('/graphql/'), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(csrfToken ? { 'x-csrftoken': decodeURIComponent(csrfToken) } : {}),
    },
    body: JSON.stringify({
      operationName: definition?.name?.value,
      query: print(document),
      variables: variables ?? {},
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: TResult;
    errors?: Array<{ message: string; path?: Array<string | number> }>;
  } | null;
  if (!body) throw new GraphQLRequestError('No response received from server');
  if (body.errors?.length)
    throw new GraphQLRequestError(body.errors.map((e) => e.message).join('\n'), body.errors);
  if (!body.data) throw new GraphQLRequestError('No data received in response');
  return body.data;
}
