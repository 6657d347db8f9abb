import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/auth-clients.ts';
import { TestHttpClient, uniqueTestIp } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** allauth's per-account rule: 5 failed logins in 5 minutes. */
const FAILURES_ALLOWED = 5;

const errorCodes = (body: { errors?: { code: string }[] }) =>
  (body.errors ?? []).map((error) => error.code);

/**
 * 39 wrong passwords for one account sent at once, spread over the given servers (instances
 * behind one load balancer), each from its own address; then the right password.
 */
async function guessInParallel(servers: TestServer[]) {
  const { email, password } = await createTestUser(servers[0] as TestServer);
  const login = (index: number, guess: string) => {
    const server = servers[index % servers.length] as TestServer;
    const client = new TestHttpClient(server.url, 'app', { ip: uniqueTestIp() });
    return client.auth('POST', '/auth/login', { email, password: guess });
  };
  const wrong = await Promise.all(
    Array.from({ length: 39 }, (_, index) => login(index, `wrong-password-${index}`)),
  );
  const right = await login(39, password);
  const codes = wrong.map((answer) => errorCodes(answer.body));
  return {
    checked: codes.filter((answer) => answer.includes('email_password_mismatch')).length,
    refused: codes.filter((answer) => answer.includes('too_many_login_attempts')).length,
    right: { status: right.status, codes: errorCodes(right.body) },
  };
}

describe('parallel wrong passwords for one account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUSTED_PROXY_COUNT: '1' });
  });
  afterAll(() => server?.close());

  it('are counted exactly: 5 checked, 34 refused unchecked, then the right one refused', async () => {
    expect(await guessInParallel([server])).toEqual({
      checked: FAILURES_ALLOWED,
      refused: 39 - FAILURES_ALLOWED,
      right: { status: 400, codes: ['too_many_login_attempts'] },
    });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('parallel guesses across two instances', () => {
  let servers: TestServer[];
  beforeAll(async () => {
    const shared = {
      TRUSTED_PROXY_COUNT: '1',
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      REDIS_KEY_PREFIX: `charla-test:${randomBytes(6).toString('hex')}:`,
    };
    servers = await Promise.all([startTestServer(shared), startTestServer(shared)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('share one count in Redis: 5 checked over both instances', async () => {
    expect(await guessInParallel(servers)).toEqual({
      checked: FAILURES_ALLOWED,
      refused: 39 - FAILURES_ALLOWED,
      right: { status: 400, codes: ['too_many_login_attempts'] },
    });
  });
});
