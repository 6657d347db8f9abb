import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from './cookies.ts';
import {
  GraphQLRequestError,
  graphqlRequest,
  operationName,
  requestBody,
} from './graphql-client.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-page.ts';
import { serverAnswersScript } from './server-answers.ts';
import { typedDocument } from './typed-document.ts';

describe('GraphQL requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the operation', () => {
    expect(operationName('mutation UpdateProfile($input: ProfileInput!) { x }')).toBe(
      'UpdateProfile',
    );
    expect(operationName('{ languages { id } }')).toBeUndefined();
  });

  it('sends JSON without files', () => {
    const { body, contentType } = requestBody('query A { a }', { id: '1' });
    expect(contentType).toBe('application/json');
    expect(JSON.parse(body as string)).toEqual({
      operationName: 'A',
      query: 'query A { a }',
      variables: { id: '1' },
    });
  });

  it('sends a GraphQL multipart request when a variable holds a file', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const { body } = requestBody('mutation U($input: ProfileInput!) { u }', {
      input: { firstName: 'A', photo },
    });
    const form = body as FormData;
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({
      input: { firstName: 'A', photo: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.photo'] });
    expect((form.get('0') as File).name).toBe('me.png');
  });

  it('posts to /graphql/ with credentials and the CSRF header from the csrftoken cookie', async () => {
    writeCookie('csrftoken', 'token-from-cookie-1234');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { languages: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    const document_ = typedDocument<{ languages: [] }, Record<string, never>>(
      'query Languages { languages { id } }',
    );
    await expect(graphqlRequest(document_)).resolves.toEqual({ languages: [] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/graphql\/$/);
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('token-from-cookie-1234');
  });

  it('turns GraphQL errors and empty answers into errors with the spec messages', async () => {
    const doc = typedDocument<unknown, Record<string, never>>('query A { a }');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] }),
          ),
      ),
    );
    const error = await graphqlRequest(doc).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('FORBIDDEN');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}))),
    );
    await expect(graphqlRequest(doc)).rejects.toThrow('No data received in response');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>')),
    );
    await expect(graphqlRequest(doc)).rejects.toThrow('No response received from server');
  });

  it("answers from the painted page's handed-over data once, then asks the server", async () => {
    const query = 'query Languages { languages { id } }';
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}></div>${serverAnswersScript([
      { query, variables: {}, data: { languages: [{ id: 'es' }] } },
    ])}`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { languages: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    const languages = typedDocument<{ languages: { id: string }[] }, Record<string, never>>(query);
    await expect(graphqlRequest(languages)).resolves.toEqual({ languages: [{ id: 'es' }] });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(graphqlRequest(languages)).resolves.toEqual({ languages: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });
});
