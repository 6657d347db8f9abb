import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/auth-clients.ts';
import { TestHttpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** Nothing listens on port 1 of loopback: Redis is down from the start. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REDIS_URL: UNREACHABLE_REDIS });
});
afterAll(() => server.close());

describe('with Redis down', () => {
  it('/readyz answers 503 naming Redis, /healthz still 200', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'redis unreachable' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers GraphQL and sign-in with a 503 and a generic message', async () => {
    const { email } = await createTestUser(server);
    const browser = new TestHttpClient(server.url, 'browser');
    const graphql = await browser.graphql('{ languages { id } }');
    expect(graphql.status).toBe(503);
    expect(graphql.body).toEqual({
      errors: [
        {
          message: 'The service is briefly unavailable; try again in a moment.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
    const app = new TestHttpClient(server.url, 'app');
    const login = await app.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ status: 503 });
  });
});
