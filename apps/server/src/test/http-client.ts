/**
 * A small HTTP client for integration tests that behaves like the real clients of the API:
 * - `browser`: keeps cookies (session, csrftoken), fetches a CSRF token before the first unsafe
 *   request and sends it as X-CSRFToken, never follows redirects (tests assert them);
 * - `app`: sends X-Session-Token and adopts every `meta.session_token` the server hands out.
 * Set `ip` to send X-Forwarded-For (the server must trust a proxy: TRUSTED_PROXY_COUNT=1), so
 * tests can act as distinct visitors for rate limits.
 */
export type TestClientKind = 'browser' | 'app';

export type ApiErrorBody = { code: string; message: string; param?: string };

/** The allauth envelope, loosely typed: assert with toMatchObject, read with the helpers. */
export type ResponseBody = {
  status?: number;
  data?: unknown;
  meta?: { is_authenticated?: boolean; session_token?: string; [key: string]: unknown };
  errors?: ApiErrorBody[];
  [key: string]: unknown;
};

export type TestResponse = {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: ResponseBody;
  text: string;
  /** The Location header of a redirect. */
  location: string | null;
};

export type RequestOptions = {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Browser only: leave out the X-CSRFToken header (to test the CSRF check). */
  withoutCsrf?: boolean;
};

export type TestHttpClientOptions = {
  ip?: string;
  userAgent?: string;
  acceptLanguage?: string;
  /** Called with every exchange, e.g. to validate it against a contract. */
  onResponse?: (response: TestResponse) => void;
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
let ipCounter = 0;

/** A distinct documentation-range address per call (never contacted: it is only a header). */
export function uniqueTestIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export class TestHttpClient {
  readonly baseUrl: string;
  readonly kind: TestClientKind;
  readonly cookies = new Map<string, string>();
  sessionToken: string | null = null;
  readonly options: TestHttpClientOptions;

  constructor(baseUrl: string, kind: TestClientKind, options: TestHttpClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.kind = kind;
    this.options = options;
  }

  /** The allauth API base of this client kind. */
  get apiBase(): string {
    return `/_allauth/${this.kind}/v1`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lowered = key.trim().toLowerCase();
        if (lowered === 'max-age') return Number(raw) <= 0;
        if (lowered === 'expires') return new Date(raw).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const upper = method.toUpperCase();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.options.ip) headers['x-forwarded-for'] = this.options.ip;
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (this.options.acceptLanguage) headers['accept-language'] = this.options.acceptLanguage;
    if (this.kind === 'browser' && !SAFE.has(upper) && !options.withoutCsrf) {
      if (!this.cookies.has('csrftoken')) await this.request('GET', '/_allauth/browser/v1/config');
      const token = this.cookies.get('csrftoken');
      if (token) headers['x-csrftoken'] = token;
    }
    if (this.kind === 'app' && this.sessionToken) headers['x-session-token'] = this.sessionToken;
    if (this.cookies.size > 0 && this.kind === 'browser') headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: upper,
      headers,
      body,
      redirect: 'manual',
    });
    if (this.kind === 'browser') this.#storeCookies(response.headers);
    const text = await response.text();
    let parsed: ResponseBody = {};
    if (text && response.headers.get('content-type')?.includes('json')) {
      parsed = JSON.parse(text) as ResponseBody;
    }
    if (this.kind === 'app') {
      if (typeof parsed.meta?.session_token === 'string')
        this.sessionToken = parsed.meta.session_token;
      // A stale token, or a logout: the app drops its token, as allauth's app client does.
      if (response.status === 410) this.sessionToken = null;
      if (upper === 'DELETE' && path.endsWith('/auth/session')) this.sessionToken = null;
    }
    const result: TestResponse = {
      method: upper,
      path,
      status: response.status,
      headers: response.headers,
      body: parsed,
      text,
      location: response.headers.get('location'),
    };
    this.options.onResponse?.(result);
    return result;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, json });
  }
  put(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, json });
  }
  patch(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, json });
  }
  delete(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('DELETE', path, { ...options, json });
  }

  /** Shortcut for the allauth API of this client kind: `client.auth('POST', '/auth/login', {...})`. */
  auth(method: string, path: string, json?: unknown, options?: RequestOptions) {
    return this.request(method, `${this.apiBase}${path}`, { ...options, json });
  }

  /** POST a GraphQL operation to /graphql/ with this client's credentials. */
  graphql(query: string, variables?: Record<string, unknown>, operationName?: string) {
    return this.post('/graphql/', { query, variables, operationName });
  }
}
