import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/auth-clients.ts';
import { TestHttpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const PUBLIC_URL = 'https://charla.example.org';
const SIBLING = 'https://evil.example.org';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
});
afterAll(() => server.close());

/** A browser signed in through the real login, holding its session and csrftoken cookies. */
async function signedInBrowser() {
  const { email } = await createTestUser(server);
  const client = new TestHttpClient(server.url, 'browser');
  const login = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  return client;
}

describe('CORS on /graphql', () => {
  it("answers only PUBLIC_URL's origin, never echoing another with credentials", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrftoken',
        },
      });
    const foreign = await preflight(SIBLING);
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe(SIBLING);
    const own = await preflight(PUBLIC_URL);
    expect(own.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('unsafe requests from another origin', () => {
  it('are refused on /graphql and the auth API by their Origin or Referer (403)', async () => {
    const client = await signedInBrowser();
    const fromSibling = await client.post(
      '/graphql',
      { query: '{ readUser(me: true) { id } }' },
      { headers: { origin: SIBLING } },
    );
    expect(fromSibling.status).toBe(403);
    expect(fromSibling.body.errors).toEqual([
      {
        message: `Requests from ${SIBLING} are not accepted; open Charla at its own address.`,
        extensions: { code: 'ORIGIN_REFUSED' },
      },
    ]);
    const anonymous = new TestHttpClient(server.url, 'browser');
    const anonymousCrossOrigin = await anonymous.post(
      '/graphql',
      { query: '{ languages { id } }' },
      { headers: { origin: SIBLING } },
    );
    expect(anonymousCrossOrigin.status).toBe(403);
    const byReferer = await client.auth('DELETE', '/auth/session', undefined, {
      headers: { referer: `${SIBLING}/page` },
    });
    expect(byReferer.status).toBe(403);
    const own = await client.post(
      '/graphql',
      { query: '{ readUser(me: true) { id } }' },
      { headers: { origin: PUBLIC_URL } },
    );
    expect(own.status).toBe(200);
  });
});

describe('the CSRF token', () => {
  it('is bound to the session: a token planted by a sibling subdomain fails', async () => {
    const client = await signedInBrowser();
    // The sibling sets its own csrftoken cookie for the parent domain and echoes it.
    const planted = 'planted-by-a-sibling-subdomain-0123456789';
    client.cookies.set('csrftoken', planted);
    const forged = await client.post(
      '/graphql',
      { query: '{ readUser(me: true) { id } }' },
      { headers: { 'x-csrftoken': planted } },
    );
    expect(forged.status).toBe(403);
    expect(forged.body.errors?.[0]).toMatchObject({ extensions: { code: 'CSRF_FAILED' } });
  });

  it('changes at login and again at logout, keeping its name csrftoken', async () => {
    const { email } = await createTestUser(server);
    const client = new TestHttpClient(server.url, 'browser');
    await client.auth('GET', '/config');
    const anonymous = client.cookies.get('csrftoken');
    await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    const signedIn = client.cookies.get('csrftoken');
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(anonymous);
    const logout = await client.auth('DELETE', '/auth/session');
    expect(logout.status).toBe(401);
    const afterLogout = client.cookies.get('csrftoken');
    expect(afterLogout).toBeDefined();
    expect(afterLogout).not.toBe(signedIn);
  });
});
