import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeys } from '../db/schema/index.ts';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../test/auth-clients.ts';
import type { TestHttpClient } from '../test/http-client.ts';
import { hashSecret } from './secrets.ts';
import {
  type AuthTestKit,
  contract,
  exercised,
  keyFromLink,
  read,
  startAuthTestServer,
} from './test/auth-test-kit.ts';

let kit: AuthTestKit;
beforeAll(async () => {
  if (contract) kit = await startAuthTestServer();
});
afterAll(async () => {
  await kit?.close();
});

const NEW_PASSWORD = 'copper-meadow-19-whistle';

async function login(client: TestHttpClient, email: string, password = TEST_PASSWORD) {
  const response = await client.auth('POST', '/auth/login', { email, password });
  expect(response.status).toBe(200);
  return response;
}

describe.skipIf(!contract).each(['browser', 'app'] as const)('%s client: passwords', (kind) => {
  it('resets a forgotten password through the mailed link, once, and ends every session', async () => {
    const { email } = await createTestUser(kit.server, { language: 'fr' });
    const signedIn = kit.client(kind);
    await login(signedIn, email);

    const client = kit.client(kind);
    const request = await client.auth('POST', '/auth/password/request', { email });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ status: 200 });
    const mail = await kit.mail.waitForMail(email);
    expect(mail.subject).toContain('Réinitialisez votre mot de passe');
    const key = keyFromLink(mail.links, 'reset');

    const info = await client.request('GET', `${client.apiBase}/auth/password/reset`, {
      headers: { 'x-password-reset-key': key },
    });
    expect(info.status).toBe(200);
    expect(read.user(info)).toMatchObject({ email });

    const weak = await client.auth('POST', '/auth/password/reset', { key, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]).toMatchObject({ code: 'password_too_common', param: 'password' });

    const reset = await client.auth('POST', '/auth/password/reset', {
      key,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(401);
    expect(reset.body.meta).toMatchObject({ is_authenticated: false });

    const reused = await client.auth('POST', '/auth/password/reset', {
      key,
      password: NEW_PASSWORD,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual([
      { code: 'token_invalid', param: 'key', message: 'The password reset token was invalid.' },
    ]);
    const signedInNow = await signedIn.auth('GET', '/auth/session');
    expect(signedInNow.status).toBe(kind === 'app' ? 410 : 401);
    await login(kit.client(kind), email, NEW_PASSWORD);
  });

  it('answers a reset request for an unknown address like a known one, and mails that address', async () => {
    const email = uniqueEmail('unknown');
    const response = await kit
      .client(kind, { acceptLanguage: 'es' })
      .auth('POST', '/auth/password/request', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 200 });
    const mail = await kit.mail.waitForMail(email);
    expect(mail.subject).toContain('Solicitud de restablecimiento de contraseña');
    expect(mail.text).toContain('/accounts/signup');
  });

  it('refuses a malformed address, and unknown or expired reset keys', async () => {
    const client = kit.client(kind);
    const bad = await client.auth('POST', '/auth/password/request', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ code: 'invalid', param: 'email' })]);

    const unknown = await client.request('GET', `${client.apiBase}/auth/password/reset`, {
      headers: { 'x-password-reset-key': 'made-up' },
    });
    expect(unknown.status).toBe(400);

    const { email } = await createTestUser(kit.server);
    await client.auth('POST', '/auth/password/request', { email });
    const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'reset');
    await kit.server.database.db
      .update(authKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authKeys.keyHash, hashSecret(key)));
    const expired = await client.auth('POST', '/auth/password/reset', {
      key,
      password: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(read.errorCodes(expired)).toEqual(['token_invalid']);
  });

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const { email } = await createTestUser(kit.server);
    const other = kit.client(kind);
    await login(other, email);
    const client = kit.client(kind);
    await login(client, email);

    const wrong = await client.auth('POST', '/account/password/change', {
      current_password: 'not-it-at-all-7',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ code: 'enter_current_password', param: 'current_password' }),
    ]);
    const weak = await client.auth('POST', '/account/password/change', {
      current_password: TEST_PASSWORD,
      new_password: 'short',
    });
    expect(weak.body.errors?.[0]).toMatchObject({
      code: 'password_too_short',
      param: 'new_password',
    });

    const changed = await client.auth('POST', '/account/password/change', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await client.auth('GET', '/auth/session')).status).toBe(200);
    expect((await other.auth('GET', '/auth/session')).status).toBe(kind === 'app' ? 410 : 401);
    await login(kit.client(kind), email, NEW_PASSWORD);
  });

  it('asks for reauthentication before a password change once the login is older than 300 s', async () => {
    const { email, user } = await createTestUser(kit.server);
    const client = kit.client(kind);
    const staleAt = Date.now() / 1000 - 301;
    const token = await kit.server.app.authModule.createSession(user.id, kind, {
      method: 'password',
      at: staleAt,
      email,
    });
    if (kind === 'browser') client.cookies.set('sessionid', token);
    else client.sessionToken = token;

    const change = await client.auth('POST', '/account/password/change', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(change.status).toBe(401);
    expect(change.body.meta).toMatchObject({ is_authenticated: true });
    expect(read.flows(change)).toEqual([{ id: 'reauthenticate' }]);

    const reauthenticated = await client.auth('POST', '/auth/reauthenticate', {
      password: TEST_PASSWORD,
    });
    expect(reauthenticated.status).toBe(200);
    const retry = await client.auth('POST', '/account/password/change', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(retry.status).toBe(200);
  });

  it('answers 401 to an anonymous password change', async () => {
    const response = await kit.client(kind).auth('POST', '/account/password/change', {
      new_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect(response.body.meta).toMatchObject({ is_authenticated: false });
  });
});

describe.skipIf(!contract)('password coverage', () => {
  it('drove every password operation of the document', () => {
    const seen = exercised();
    for (const operation of [
      'POST /_allauth/{client}/v1/auth/password/request',
      'GET /_allauth/{client}/v1/auth/password/reset',
      'POST /_allauth/{client}/v1/auth/password/reset',
      'POST /_allauth/{client}/v1/account/password/change',
    ]) {
      expect(seen, operation).toContain(operation);
    }
  });
});
