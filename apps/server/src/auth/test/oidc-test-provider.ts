import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Claims a test account releases (besides `sub`, its account id). */
export type TestAccountClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A redirect URI registered for tests that act as a native app (provider token flow). */
  appRedirectUri: string;
  /** The people the provider knows: login name (= subject) → claims. */
  accounts: Map<string, TestAccountClaims>;
  /** Registers the API's callback URL (known only once the API listens). */
  allowRedirectUri(uri: string): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with its development login and
 * consent pages, authorization code + PKCE, and one confidential client for the API.
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  const redirectUris: string[] = [];
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'charla-test-client';
  const clientSecret = 'charla-test-client-secret-0123456789';
  const appRedirectUri = 'http://127.0.0.1/native-app-callback';
  redirectUris.push(appRedirectUri);

  let provider: Provider | null = null;
  const build = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [...redirectUris],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      cookies: { keys: ['oidc-test-provider-cookie-key'] },
      ttl: {
        AccessToken: 3600,
        AuthorizationCode: 60,
        Grant: 3600,
        IdToken: 3600,
        Interaction: 3600,
        Session: 3600,
      },
      findAccount: async (_ctx, id) => ({
        accountId: id,
        claims: async () => ({ sub: id, ...accounts.get(id) }),
      }),
    });

  return {
    issuer,
    clientId,
    clientSecret,
    appRedirectUri,
    accounts,
    allowRedirectUri(uri) {
      redirectUris.push(uri);
      provider = build();
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A minimal cookie jar for the provider's own cookies (separate from the API's). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the person at the provider: follows the authorization URL through the development login
 * (`login` = account id) and consent pages, or aborts, and returns the URL the provider finally
 * redirects to (the API's callback, or the native app's).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { abort?: boolean; stopAt: string },
): Promise<string> {
  const jar = new CookieJar();
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response.headers);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url).toString();
      if (target.startsWith(options.stopAt)) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on provider page: ${html.slice(0, 300)}`);
    const submit = new URL(action, next.url).toString();
    if (options.abort) {
      next = { url: `${submit}/abort` };
      continue;
    }
    const isLogin = html.includes('name="login"');
    const form = new URLSearchParams(
      isLogin ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' },
    );
    next = {
      url: submit,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    };
  }
  throw new Error('the provider journey did not end');
}
