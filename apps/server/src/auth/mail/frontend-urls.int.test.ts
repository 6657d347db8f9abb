import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../../test/auth-clients.ts';
import { type AuthTestKit, read, startAuthTestServer } from '../test/auth-test-kit.ts';

/** A front end of its own, routed as allauth's example single-page app routes its pages. */
const SPA = 'https://spa.example';
const FRONTEND_URLS = {
  account_confirm_email: `${SPA}/account/verify-email/{key}`,
  account_reset_password: `${SPA}/account/password/reset`,
  account_reset_password_from_key: `${SPA}/account/password/reset/key/{key}`,
  account_signup: `${SPA}/account/signup`,
  socialaccount_login_error: `${SPA}/account/provider/callback`,
};

let kit: AuthTestKit;
beforeAll(async () => {
  kit = await startAuthTestServer({ HEADLESS_FRONTEND_URLS: JSON.stringify(FRONTEND_URLS) });
});
afterAll(async () => {
  await kit?.close();
});

const keyAfter = (links: string[], prefix: string) =>
  links.find((link) => link.startsWith(prefix))?.slice(prefix.length);

describe('links in mail with HEADLESS_FRONTEND_URLS', () => {
  it('sends the verification link to the configured page, and its key verifies the address', async () => {
    const email = uniqueEmail('spa');
    const client = kit.client('app');
    await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
    const mail = await kit.mail.waitForMail(email);
    const key = keyAfter(mail.links, `${SPA}/account/verify-email/`);
    expect(key).toEqual(expect.any(String));
    expect((await client.auth('POST', '/auth/email/verify', { key })).status).toBe(200);
  });

  it('sends the password reset link to the configured page, and its key resets the password', async () => {
    const { email } = await createTestUser(kit.server);
    const client = kit.client('app');
    await client.auth('POST', '/auth/password/request', { email });
    const mail = await kit.mail.waitForMail(email);
    const key = keyAfter(mail.links, `${SPA}/account/password/reset/key/`);
    expect(key).toEqual(expect.any(String));
    const reset = await client.auth('POST', '/auth/password/reset', {
      key,
      password: 'another-harbour-58-lantern',
    });
    expect([200, 401]).toContain(reset.status);
    expect(read.errorCodes(reset)).toEqual([]);
  });

  it('points someone without an account to the configured sign-up page', async () => {
    const email = uniqueEmail('stranger');
    await kit.client('app').auth('POST', '/auth/password/request', { email });
    expect((await kit.mail.waitForMail(email)).links).toContain(`${SPA}/account/signup`);
  });

  it('sends a provider callback it cannot place to the configured error page', async () => {
    const response = await kit
      .client('browser')
      .auth('GET', '/auth/provider/callback/school?state=unknown&code=x');
    expect(response.status).toBe(302);
    const location = new URL(response.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SPA}/account/provider/callback`);
    expect(location.searchParams.get('error')).toBe('state_mismatch');
  });
});
