import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../test/auth-clients.ts';
import { uniqueTestIp } from '../test/http-client.ts';
import { DEFAULT_RATE_LIMITS, parseRule } from './rate-limits/rate-limits.ts';
import {
  type AuthTestKit,
  contract,
  read,
  startAuthTestServer,
  storeBackends,
} from './test/auth-test-kit.ts';

/** The points of a default rule, e.g. pointsOf('login_failed', 'ip'). */
const pointsOf = (action: keyof typeof DEFAULT_RATE_LIMITS, subject: 'ip' | 'key' | 'user') => {
  const rule = DEFAULT_RATE_LIMITS[action]
    .split(',')
    .map(parseRule)
    .find((candidate) => candidate.subject === subject);
  if (!rule) throw new Error(`no ${subject} rule for ${action}`);
  return rule.points;
};

describe.skipIf(!contract).each(storeBackends)('rate limits on $name', ({ env }) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestServer(env());
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('allows 200 login requests a minute per IP, then answers 429', async () => {
    expect(pointsOf('login', 'ip')).toBe(200);
    const client = kit.client('app');
    for (let i = 0; i < pointsOf('login', 'ip'); i += 1) {
      expect((await client.auth('POST', '/auth/login', { email: 'x', password: 'y' })).status).toBe(
        400,
      );
    }
    const limited = await client.auth('POST', '/auth/login', { email: 'x', password: 'y' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429 });
    expect(
      (await kit.client('app').auth('POST', '/auth/login', { email: 'x', password: 'y' })).status,
    ).toBe(400);
  });

  it('stops an IP after 100 failed logins with too_many_login_attempts, even with the right password', async () => {
    expect(pointsOf('login_failed', 'ip')).toBe(100);
    const { email } = await createTestUser(kit.server);
    const client = kit.client('browser');
    for (let i = 0; i < pointsOf('login_failed', 'ip'); i += 1) {
      const failed = await client.auth('POST', '/auth/login', {
        email: uniqueEmail('guess'),
        password: 'wrong-password-x',
      });
      expect(read.errorCodes(failed)).toEqual(['email_password_mismatch']);
    }
    const blocked = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors).toEqual([
      {
        code: 'too_many_login_attempts',
        message: 'Too many failed login attempts. Try again in 1 min.',
      },
    ]);
    expect(
      (await kit.client('browser').auth('POST', '/auth/login', { email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('stops an account after 5 failed logins in 5 minutes, from any IP', async () => {
    const victim = await createTestUser(kit.server);
    const bystander = await createTestUser(kit.server);
    for (let i = 0; i < 5; i += 1) {
      await kit.client('app').auth('POST', '/auth/login', {
        email: victim.email,
        password: 'wrong-password-x',
      });
    }
    const blocked = await kit.client('app').auth('POST', '/auth/login', {
      email: victim.email,
      password: TEST_PASSWORD,
    });
    expect(read.errorCodes(blocked)).toEqual(['too_many_login_attempts']);
    // The lock-out says how long it lasts: the rest of the 5-minute window.
    expect(blocked.body.errors).toEqual([
      {
        code: 'too_many_login_attempts',
        message: 'Too many failed login attempts. Try again in 5 min.',
      },
    ]);
    const other = await kit.client('app').auth('POST', '/auth/login', {
      email: bystander.email,
      password: TEST_PASSWORD,
    });
    expect(other.status).toBe(200);
  });

  it('allows 60 sign-ups a minute per IP, then answers 429', async () => {
    const client = kit.client('app');
    for (let i = 0; i < pointsOf('signup', 'ip'); i += 1) {
      expect((await client.auth('POST', '/auth/signup', { email: 'bad' })).status).toBe(400);
    }
    expect((await client.auth('POST', '/auth/signup', { email: 'bad' })).status).toBe(429);
  });

  it('allows 5 reset requests a minute per address and 60 per IP', async () => {
    const email = uniqueEmail('reset');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await kit.client('app').auth('POST', '/auth/password/request', { email })).status,
      ).toBe(200);
    }
    expect((await kit.client('app').auth('POST', '/auth/password/request', { email })).status).toBe(
      429,
    );

    const ip = uniqueTestIp();
    for (let i = 0; i < pointsOf('reset_password', 'ip'); i += 1) {
      const response = await kit.client('app', { ip }).auth('POST', '/auth/password/request', {
        email: uniqueEmail('many'),
      });
      expect(response.status).toBe(200);
    }
    const limited = await kit.client('app', { ip }).auth('POST', '/auth/password/request', {
      email: uniqueEmail('many'),
    });
    expect(limited.status).toBe(429);
  });

  it('limits reauthentication attempts per user (10 a minute), then 429', async () => {
    const { email } = await createTestUser(kit.server);
    const client = kit.client('app');
    await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      await client.auth('POST', '/auth/reauthenticate', { password: 'wrong-password-x' });
    }
    expect(
      (await client.auth('POST', '/auth/reauthenticate', { password: TEST_PASSWORD })).status,
    ).toBe(429);
  });
});
