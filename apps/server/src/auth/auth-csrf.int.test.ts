import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/auth-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type AuthTestKit, contract, startAuthTestServer } from './test/auth-test-kit.ts';

let kit: AuthTestKit;
beforeAll(async () => {
  if (contract) kit = await startAuthTestServer();
});
afterAll(async () => {
  await kit?.close();
});

describe.skipIf(!contract)('browser CSRF protection and cookies', () => {
  it('hands out a csrftoken cookie that JavaScript can read, on any API response', async () => {
    const client = kit.client('browser');
    const config = await client.auth('GET', '/config');
    const cookie = config.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses an unsafe request without the X-CSRFToken header, or with a wrong one (403)', async () => {
    const { email } = await createTestUser(kit.server);
    const client = kit.client('browser');
    await client.auth('GET', '/config');
    const missing = await client.auth(
      'POST',
      '/auth/login',
      { email, password: TEST_PASSWORD },
      { withoutCsrf: true },
    );
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ status: 403 });
    const wrong = await client.auth(
      'POST',
      '/auth/login',
      { email, password: TEST_PASSWORD },
      { withoutCsrf: true, headers: { 'x-csrftoken': 'x'.repeat(32) } },
    );
    expect(wrong.status).toBe(403);
    const crossSite = await client.auth(
      'POST',
      '/auth/login',
      { email, password: TEST_PASSWORD },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const logout = await client.auth('DELETE', '/auth/session', undefined, { withoutCsrf: true });
    expect(logout.status).toBe(403);
    const ok = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax on path /', async () => {
    const { email } = await createTestUser(kit.server);
    const client = kit.client('browser');
    const login = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('sessionid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('needs no CSRF token from the app client', async () => {
    const { email } = await createTestUser(kit.server);
    const login = await kit
      .client('app')
      .auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
  });
});

describe('session cookie in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      SECRET_KEY: 'production-like-secret-key-for-tests-0123456789',
      PUBLIC_URL: 'https://charla.example',
    });
  });
  afterAll(() => server.close());

  it('is __Host- prefixed and Secure, and so is the CSRF cookie', async () => {
    const { email } = await createTestUser(server);
    const config = await fetch(`${server.url}/_allauth/browser/v1/config`);
    const csrf = config.headers.getSetCookie().find((line) => line.startsWith('csrftoken='));
    expect(csrf).toMatch(/Secure/i);
    const token = /^csrftoken=([^;]+)/.exec(csrf ?? '')?.[1] as string;
    const login = await fetch(`${server.url}/_allauth/browser/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${token}`,
        'x-csrftoken': token,
      },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('__Host-sessionid='));
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
  });
});
