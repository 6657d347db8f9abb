import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../../test/auth-clients.ts';
import type { TestHttpClient } from '../../test/http-client.ts';
import {
  type AuthTestKit,
  contract,
  exercised,
  keyFromLink,
  read,
  startAuthTestServer,
} from '../test/auth-test-kit.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type TestAccountClaims,
  type TestOidcProvider,
} from '../test/oidc-test-provider.ts';

const PROVIDER_ID = 'test-oidc';
const CALLBACK_URL = '/accounts/provider/callback';

let kit: AuthTestKit;
let provider: TestOidcProvider;
beforeAll(async () => {
  if (!contract) return;
  provider = await startOidcProvider();
  kit = await startAuthTestServer({
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: PROVIDER_ID,
        name: 'Test OIDC',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    ]),
  });
  provider.allowRedirectUri(
    `${kit.server.url}/_allauth/browser/v1/auth/provider/callback/${PROVIDER_ID}`,
  );
});
afterAll(async () => {
  await kit?.close();
  await provider?.close();
});

/** A person at the provider, with a fresh subject. */
function providerAccount(claims: TestAccountClaims): string {
  const login = `person-${randomUUID().slice(0, 8)}`;
  provider.accounts.set(login, claims);
  return login;
}

/** Browser: form POST to the redirect endpoint, the provider's pages, then our callback. */
async function providerJourney(
  client: TestHttpClient,
  login: string,
  options: { process?: 'login' | 'connect'; abort?: boolean } = {},
): Promise<URL> {
  const redirect = await client.request('POST', '/_allauth/browser/v1/auth/provider/redirect', {
    form: {
      provider: PROVIDER_ID,
      process: options.process ?? 'login',
      callback_url: CALLBACK_URL,
      csrfmiddlewaretoken: await csrfToken(client),
    },
  });
  expect(redirect.status).toBe(302);
  const authorization = new URL(redirect.location as string);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toEqual(expect.any(String));
  const callbackPrefix = `${kit.server.url}/_allauth/browser/v1/auth/provider/callback/`;
  const callback = await signInAtProvider(authorization.toString(), login, {
    abort: options.abort,
    stopAt: callbackPrefix,
  });
  const back = await client.get(callback.slice(kit.server.url.length));
  expect(back.status).toBe(302);
  return new URL(back.location as string, kit.server.url);
}

async function csrfToken(client: TestHttpClient): Promise<string> {
  if (!client.cookies.has('csrftoken')) await client.auth('GET', '/config');
  return client.cookies.get('csrftoken') as string;
}

/** An ID token issued to the API's client, as a native app would obtain it on the device. */
async function idTokenFor(login: string): Promise<{ id_token: string; access_token: string }> {
  const configuration = await oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(provider.clientSecret),
    { execute: [oidc.allowInsecureRequests] },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.appRedirectUri,
    scope: 'openid email profile',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await signInAtProvider(url.toString(), login, {
    stopAt: provider.appRedirectUri,
  });
  const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callback), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { id_token: tokens.id_token as string, access_token: tokens.access_token };
}

describe.skipIf(!contract)('external sign-in through OpenID Connect', () => {
  it('lists the provider in the configuration and among the anonymous flows', async () => {
    const config = await kit.client('browser').auth('GET', '/config');
    expect(config.body.data).toMatchObject({
      socialaccount: {
        providers: [
          {
            id: PROVIDER_ID,
            name: 'Test OIDC',
            client_id: provider.clientId,
            flows: ['provider_redirect', 'provider_token'],
          },
        ],
      },
    });
    const session = await kit.client('browser').auth('GET', '/auth/session');
    expect(read.flows(session)).toEqual(
      expect.arrayContaining([{ id: 'provider_redirect', providers: [PROVIDER_ID] }]),
    );
  });

  it('redirect → consent → callback → provider sign-up → verified → logged in', async () => {
    const login = providerAccount({ given_name: 'Ana', family_name: 'Ruiz' });
    const client = kit.client('browser');
    const back = await providerJourney(client, login);
    expect(back.pathname).toBe(CALLBACK_URL);
    expect(back.searchParams.get('error')).toBeNull();

    const session = await client.auth('GET', '/auth/session');
    expect(session.status).toBe(401);
    expect(read.flows(session)).toContainEqual(
      expect.objectContaining({
        id: 'provider_signup',
        is_pending: true,
        provider: expect.objectContaining({ id: PROVIDER_ID }),
      }),
    );
    const info = await client.auth('GET', '/auth/provider/signup');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      email: [],
      account: { uid: login, provider: { id: PROVIDER_ID } },
      user: { display: 'Ana Ruiz', has_usable_password: false },
    });
    const bad = await client.auth('POST', '/auth/provider/signup', { email: 'nope' });
    expect(bad.status).toBe(400);

    const email = uniqueEmail('provider');
    const signup = await client.auth('POST', '/auth/provider/signup', { email });
    expect(signup.status).toBe(401);
    expect(read.pendingFlow(signup)).toBe('verify_email');
    const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
    const verified = await client.auth('POST', '/auth/email/verify', { key });
    expect(verified.status).toBe(200);
    expect(read.user(verified)).toMatchObject({
      email,
      display: 'Ana Ruiz',
      has_usable_password: false,
      user_type: null,
    });
    expect(verified.body.data).toMatchObject({
      methods: [{ method: 'socialaccount', provider: PROVIDER_ID, uid: login }],
    });
    const providers = await client.auth('GET', '/account/providers');
    expect(read.list(providers)).toEqual([
      expect.objectContaining({
        uid: login,
        provider: expect.objectContaining({ id: PROVIDER_ID }),
      }),
    ]);
    // The only way in: no password, so this account cannot be disconnected.
    const disconnect = await client.auth('DELETE', '/account/providers', {
      provider: PROVIDER_ID,
      account: login,
    });
    expect(disconnect.status).toBe(400);
    expect(disconnect.body.errors).toEqual([
      expect.objectContaining({ code: 'no_password', param: 'account' }),
    ]);
  });

  it('signs up and in at once with a provider-verified e-mail, and logs in again later', async () => {
    const email = uniqueEmail('verified');
    const login = providerAccount({ email, email_verified: true, given_name: 'Li' });
    const client = kit.client('browser');
    await providerJourney(client, login);
    const session = await client.auth('GET', '/auth/session');
    expect(session.status).toBe(200);
    expect(read.user(session)).toMatchObject({ email, display: 'Li' });
    const addresses = await client.auth('GET', '/account/email');
    expect(read.list(addresses)).toEqual([{ email, primary: true, verified: true }]);
    expect(kit.mail.mailsTo(email)).toHaveLength(0);

    const later = kit.client('browser');
    await providerJourney(later, login);
    const again = await later.auth('GET', '/auth/session');
    expect(read.user(again)).toMatchObject({ id: read.user(session)?.id });
  });

  it('asks for another address when the provider e-mail belongs to an account', async () => {
    const { email: taken } = await createTestUser(kit.server);
    const login = providerAccount({ email: taken, email_verified: true });
    const client = kit.client('browser');
    await providerJourney(client, login);
    const info = await client.auth('GET', '/auth/provider/signup');
    expect(info.body.data).toMatchObject({
      email: [{ email: taken, verified: true, primary: true }],
    });
    const refused = await client.auth('POST', '/auth/provider/signup', { email: taken });
    expect(refused.status).toBe(400);
    expect(read.errorCodes(refused)).toEqual(['email_taken']);
  });

  it('connects a provider account to a signed-in user and disconnects it after reauthentication', async () => {
    const { email, user } = await createTestUser(kit.server);
    const client = kit.client('browser');
    expect(
      (await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const login = providerAccount({ email: uniqueEmail('other'), email_verified: true });
    const back = await providerJourney(client, login, { process: 'connect' });
    expect(back.searchParams.get('error')).toBeNull();
    const providers = await client.auth('GET', '/account/providers');
    expect(read.list(providers)).toEqual([
      {
        uid: login,
        display: expect.any(String),
        provider: expect.objectContaining({ id: PROVIDER_ID }),
      },
    ]);

    // The same provider account cannot be connected to a second user.
    const someoneElse = await createTestUser(kit.server);
    const otherClient = kit.client('browser');
    await otherClient.auth('POST', '/auth/login', {
      email: someoneElse.email,
      password: TEST_PASSWORD,
    });
    const conflict = await providerJourney(otherClient, login, { process: 'connect' });
    expect(conflict.searchParams.get('error')).toBe('connected_elsewhere');
    expect(conflict.searchParams.get('error_process')).toBe('connect');

    const stale = kit.client('browser');
    stale.cookies.set(
      'sessionid',
      await kit.server.app.authModule.createSession(user.id, 'browser', {
        method: 'password',
        at: Date.now() / 1000 - 301,
        email,
      }),
    );
    const needsReauth = await stale.auth('DELETE', '/account/providers', {
      provider: PROVIDER_ID,
      account: login,
    });
    expect(needsReauth.status).toBe(401);
    expect(read.flows(needsReauth)).toEqual([{ id: 'reauthenticate' }]);

    const unknown = await client.auth('DELETE', '/account/providers', {
      provider: PROVIDER_ID,
      account: 'not-mine',
    });
    expect(read.errorCodes(unknown)).toEqual(['account_not_found']);
    const disconnected = await client.auth('DELETE', '/account/providers', {
      provider: PROVIDER_ID,
      account: login,
    });
    expect(disconnected.status).toBe(200);
    expect(read.list(disconnected)).toEqual([]);
  });

  it('sends the person back with error=cancelled when they abort at the provider', async () => {
    const client = kit.client('browser');
    const back = await providerJourney(client, providerAccount({}), { abort: true });
    expect(back.pathname).toBe(CALLBACK_URL);
    expect(back.searchParams.get('error')).toBe('cancelled');
    expect((await client.auth('GET', '/auth/session')).status).toBe(401);
  });

  it('rejects a callback whose state it did not issue', async () => {
    const client = kit.client('browser');
    const response = await client.get(
      `/_allauth/browser/v1/auth/provider/callback/${PROVIDER_ID}?code=abc&state=forged`,
    );
    expect(response.status).toBe(302);
    expect(new URL(response.location as string).searchParams.get('error')).toBe('state_mismatch');
  });

  it('refuses a redirect to a foreign callback URL, a connect without a session, and a missing CSRF token', async () => {
    const client = kit.client('browser');
    const token = await csrfToken(client);
    const foreign = await client.request('POST', '/_allauth/browser/v1/auth/provider/redirect', {
      form: {
        provider: PROVIDER_ID,
        process: 'login',
        callback_url: 'https://evil.example/steal',
        csrfmiddlewaretoken: token,
      },
    });
    expect(foreign.status).toBe(400);
    const connect = await client.request('POST', '/_allauth/browser/v1/auth/provider/redirect', {
      form: {
        provider: PROVIDER_ID,
        process: 'connect',
        callback_url: CALLBACK_URL,
        csrfmiddlewaretoken: token,
      },
    });
    expect(new URL(connect.location as string, kit.server.url).searchParams.get('error')).toBe(
      'unauthenticated',
    );
    const noCsrf = await client.request('POST', '/_allauth/browser/v1/auth/provider/redirect', {
      form: { provider: PROVIDER_ID, process: 'login', callback_url: CALLBACK_URL },
      withoutCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
  });

  it('answers 409 to provider sign-up when none is pending', async () => {
    for (const kind of ['browser', 'app'] as const) {
      const client = kit.client(kind);
      expect((await client.auth('GET', '/auth/provider/signup')).status).toBe(409);
      expect(
        (await client.auth('POST', '/auth/provider/signup', { email: uniqueEmail() })).status,
      ).toBe(409);
    }
  });

  describe.each(['app', 'browser'] as const)('%s client: provider token', (kind) => {
    it('signs in with an ID token obtained on the device', async () => {
      const email = uniqueEmail('token');
      const login = providerAccount({
        email,
        email_verified: true,
        given_name: 'Tomás',
        family_name: 'Vidal',
      });
      const token = await idTokenFor(login);
      const client = kit.client(kind);
      const response = await client.auth('POST', '/auth/provider/token', {
        provider: PROVIDER_ID,
        process: 'login',
        token: { client_id: provider.clientId, ...token },
      });
      expect(response.status).toBe(200);
      expect(read.user(response)).toMatchObject({ email, display: 'Tomás Vidal' });
      if (kind === 'app') expect(response.body.meta?.session_token).toEqual(expect.any(String));
    });

    it('parks a provider sign-up when the token carries no e-mail', async () => {
      const login = providerAccount({ given_name: 'Sam' });
      const token = await idTokenFor(login);
      const client = kit.client(kind);
      const response = await client.auth('POST', '/auth/provider/token', {
        provider: PROVIDER_ID,
        process: 'login',
        token: { client_id: provider.clientId, id_token: token.id_token },
      });
      expect(response.status).toBe(401);
      expect(read.pendingFlow(response)).toBe('provider_signup');
      expect((await client.auth('GET', '/auth/provider/signup')).status).toBe(200);
    });

    it('refuses a forged or foreign token', async () => {
      const client = kit.client(kind);
      const forged = await client.auth('POST', '/auth/provider/token', {
        provider: PROVIDER_ID,
        process: 'login',
        token: { client_id: provider.clientId, id_token: 'eyJhbGciOiJub25lIn0.e30.' },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.errors).toEqual([
        { code: 'invalid', param: 'token', message: 'The token was invalid.' },
      ]);
      const foreign = await client.auth('POST', '/auth/provider/token', {
        provider: PROVIDER_ID,
        process: 'login',
        token: { client_id: 'someone-else', id_token: 'x' },
      });
      expect(read.errorCodes(foreign)).toEqual(['invalid']);
      const unknown = await client.auth('POST', '/auth/provider/token', {
        provider: 'nope',
        process: 'login',
        token: { client_id: provider.clientId, id_token: 'x' },
      });
      expect(read.errorCodes(unknown)).toEqual(['unknown_provider']);
    });
  });
});

describe.skipIf(!contract)('provider coverage', () => {
  it('drove every provider operation of the document', () => {
    const seen = exercised();
    for (const operation of [
      'POST /_allauth/browser/v1/auth/provider/redirect',
      'POST /_allauth/{client}/v1/auth/provider/token',
      'GET /_allauth/{client}/v1/auth/provider/signup',
      'POST /_allauth/{client}/v1/auth/provider/signup',
      'GET /_allauth/{client}/v1/account/providers',
      'DELETE /_allauth/{client}/v1/account/providers',
      'GET provider callback',
    ]) {
      expect(seen, operation).toContain(operation);
    }
  });
});
