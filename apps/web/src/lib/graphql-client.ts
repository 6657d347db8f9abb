import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { apiUrl } from '../config/api.ts';
import { readCookie } from './cookies.ts';
import { type GraphQLErrorEntry, GraphQLRequestError } from './graphql-request-error.ts';
import { requestLanguageHeader } from './request-language.ts';
import { takeServerAnswer } from './server-answers.ts';

export { type GraphQLErrorEntry, GraphQLRequestError } from './graphql-request-error.ts';

type Files = Map<File | Blob, string[]>;

/** Replaces every File/Blob in the variables with null and remembers where it was. */
export function extractFiles(
  value: unknown,
  path = 'variables',
  files: Files = new Map(),
): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    files.set(value, [...(files.get(value) ?? []), path]);
    return null;
  }
  if (Array.isArray(value))
    return value.map((item, index) => extractFiles(item, `${path}.${index}`, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        extractFiles(item, `${path}.${key}`, files),
      ]),
    );
  }
  return value;
}

export function operationName(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/** The body of a request: JSON, or the GraphQL multipart request when variables hold files. */
export function requestBody(
  query: string,
  variables: Record<string, unknown>,
): { body: string | FormData; contentType?: string } {
  const files: Files = new Map();
  const cleanVariables = extractFiles(variables, 'variables', files);
  const operations = { operationName: operationName(query), query, variables: cleanVariables };
  if (files.size === 0)
    return { body: JSON.stringify(operations), contentType: 'application/json' };
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  const map: Record<string, string[]> = {};
  const entries = [...files.entries()];
  entries.forEach(([, paths], index) => {
    map[String(index)] = paths;
  });
  form.append('map', JSON.stringify(map));
  entries.forEach(([file], index) => {
    form.append(String(index), file, file instanceof File ? file.name : `blob-${index}`);
  });
  return { body: form };
}

type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

/** Sends one typed operation to {api}/graphql/ with the session credentials and CSRF header. */
export async function graphqlRequest<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  const handedOver = takeServerAnswer(query, (variables ?? {}) as Record<string, unknown>);
  if (handedOver) return handedOver.data as TResult;
  const { body, contentType } = requestBody(query, (variables ?? {}) as Record<string, unknown>);
  const csrfToken = readCookie('csrftoken');
  let response: Response;
  try {
    response = await fetch(apiUrl('/graphql/'), {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(csrfToken ? { 'X-CSRFToken': csrfToken } : {}),
        ...requestLanguageHeader(),
      },
      body,
    });
  } catch {
    throw new GraphQLRequestError('No response received from server', [], undefined);
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: TResult | null;
    errors?: GraphQLErrorEntry[];
  } | null;
  if (!payload)
    throw new GraphQLRequestError('No response received from server', [], response.status);
  if (payload.errors?.length) {
    throw new GraphQLRequestError(
      payload.errors.map((error) => error.message).join('\n'),
      payload.errors,
      response.status,
    );
  }
  if (!payload.data)
    throw new GraphQLRequestError('No data received in response', [], response.status);
  return payload.data;
}
