import { TestHttpClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export type GraphQLResponse<TData = Record<string, unknown>> = {
  status: number;
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
};

type Variables = Record<string, unknown>;
type QueryOptions = { headers?: Record<string, string>; withoutCsrf?: boolean };

export type GraphQLClient = {
  http: TestHttpClient;
  query<TData = Record<string, unknown>>(
    query: string,
    variables?: Variables,
    options?: QueryOptions,
  ): Promise<GraphQLResponse<TData>>;
  /**
   * A multipart request per the GraphQL multipart request spec: `files` maps a variable path
   * ("variables.input.photo") to the file to send there.
   */
  upload<TData = Record<string, unknown>>(
    query: string,
    variables: Variables,
    files: Record<string, File>,
  ): Promise<GraphQLResponse<TData>>;
};

/** The session cookie of non-production servers (auth-clients.ts plants it the same way). */
const SESSION_COOKIE = 'sessionid';

/**
 * A GraphQL client for one person (or nobody), on the auth module's test HTTP client: `browser`
 * keeps cookies and echoes the server's csrftoken in X-CSRFToken, `app` sends X-Session-Token.
 * The session is planted through the auth module's own createSession, as auth-clients.ts does,
 * so the GraphQL context reads it the real way. Use with the world factories, which make the
 * users with their profiles.
 */
export async function graphqlClient(
  server: TestServer,
  as: { id: string } | null,
  kind: 'browser' | 'app' = 'browser',
): Promise<GraphQLClient> {
  const http = new TestHttpClient(server.url, kind);
  if (as) {
    const token = await server.app.authModule.createSession(as.id, kind);
    if (kind === 'browser') http.cookies.set(SESSION_COOKIE, token);
    else http.sessionToken = token;
  }
  return {
    http,
    async query(query, variables = {}, options = {}) {
      const response = await http.request('POST', '/graphql/', {
        json: { query, variables },
        ...options,
      });
      return { status: response.status, ...(response.body as object) };
    },
    async upload(query, variables, files) {
      const headers: Record<string, string> = {};
      if (kind === 'browser') {
        if (!http.cookies.has('csrftoken')) await http.get('/_allauth/browser/v1/config');
        headers['x-csrftoken'] = http.cookies.get('csrftoken') ?? '';
        headers.cookie = http.cookieHeader();
      } else if (http.sessionToken) {
        headers['x-session-token'] = http.sessionToken;
      }
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      const paths = Object.keys(files);
      form.set('map', JSON.stringify(Object.fromEntries(paths.map((p, i) => [String(i), [p]]))));
      paths.forEach((path, index) => {
        const file = files[path] as File;
        form.set(String(index), file, file.name);
      });
      const response = await fetch(`${server.url}/graphql/`, {
        method: 'POST',
        headers,
        body: form,
      });
      const text = await response.text();
      const body =
        response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {};
      return { status: response.status, ...(body as object) };
    },
  };
}

/** The first error's code, for refusal assertions. */
export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}
