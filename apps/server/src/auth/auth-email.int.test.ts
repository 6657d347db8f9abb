import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, uniqueEmail } from '../test/auth-clients.ts';
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

type Address = { email: string; primary: boolean; verified: boolean };

/** A signed-in client whose every response is checked against the contract. */
async function signedIn(kind: 'browser' | 'app', loginAgoSeconds = 0) {
  const signed = await signedInClient(kit.server, { kind });
  const client = kit.client(kind);
  const token = await kit.server.app.authModule.createSession(signed.user.id, kind, {
    method: 'password',
    at: Date.now() / 1000 - loginAgoSeconds,
    email: signed.email,
  });
  if (kind === 'browser') client.cookies.set('sessionid', token);
  else client.sessionToken = token;
  return { ...signed, client };
}

describe.skipIf(!contract).each(['browser', 'app'] as const)(
  '%s client: e-mail addresses',
  (kind) => {
    it('adds an address, verifies it by mail, makes it primary and removes the old one', async () => {
      const { client, email } = await signedIn(kind);
      const list = await client.auth('GET', '/account/email');
      expect(read.list<Address>(list)).toEqual([{ email, primary: true, verified: true }]);

      const second = uniqueEmail('second');
      const added = await client.auth('POST', '/account/email', { email: second });
      expect(added.status).toBe(200);
      expect(read.list<Address>(added)).toEqual([
        { email, primary: true, verified: true },
        { email: second, primary: false, verified: false },
      ]);
      const notYet = await client.auth('PATCH', '/account/email', { email: second, primary: true });
      expect(notYet.status).toBe(400);
      expect(read.errorCodes(notYet)).toEqual(['unverified_primary_email']);

      const key = keyFromLink((await kit.mail.waitForMail(second)).links, 'verify');
      const verified = await client.auth('POST', '/auth/email/verify', { key });
      expect(verified.status).toBe(200);

      const primary = await client.auth('PATCH', '/account/email', {
        email: second,
        primary: true,
      });
      expect(primary.status).toBe(200);
      expect(read.list<Address>(primary)[0]).toEqual({
        email: second,
        primary: true,
        verified: true,
      });
      const session = await client.auth('GET', '/auth/session');
      expect(read.user(session)).toMatchObject({ email: second });

      const cannot = await client.auth('DELETE', '/account/email', { email: second });
      expect(cannot.status).toBe(400);
      expect(read.errorCodes(cannot)).toEqual(['cannot_remove_primary_email']);
      const removed = await client.auth('DELETE', '/account/email', { email });
      expect(removed.status).toBe(200);
      expect(read.list<Address>(removed)).toEqual([
        { email: second, primary: true, verified: true },
      ]);
    });

    it('refuses malformed, duplicate and foreign addresses', async () => {
      const { client, email } = await signedIn(kind);
      const bad = await client.auth('POST', '/account/email', { email: 'x@' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        expect.objectContaining({ code: 'invalid', param: 'email' }),
      ]);
      const duplicate = await client.auth('POST', '/account/email', { email: email.toUpperCase() });
      expect(read.errorCodes(duplicate)).toEqual(['duplicate_email']);
      const unknown = await client.auth('PATCH', '/account/email', {
        email: uniqueEmail(),
        primary: true,
      });
      expect(read.errorCodes(unknown)).toEqual(['unknown_email']);
      const removeUnknown = await client.auth('DELETE', '/account/email', { email: uniqueEmail() });
      expect(read.errorCodes(removeUnknown)).toEqual(['unknown_email']);
      const resendUnknown = await client.auth('PUT', '/account/email', { email: uniqueEmail() });
      expect(read.errorCodes(resendUnknown)).toEqual(['unknown_email']);
    });

    it('adding an address of another account looks like success and warns that account', async () => {
      const { client } = await signedIn(kind);
      const owner = await signedInClient(kit.server);
      const response = await client.auth('POST', '/account/email', { email: owner.email });
      expect(response.status).toBe(200);
      expect(read.list<Address>(response).map((a) => a.email)).not.toContain(owner.email);
      const warning = await kit.mail.waitForMail(owner.email);
      expect(warning.subject).toContain('already have an account');
    });

    it('resends a verification mail once, then refuses with 403 within 3 minutes', async () => {
      const { client } = await signedIn(kind);
      const second = uniqueEmail('resend');
      await client.auth('POST', '/account/email', { email: second });
      await kit.mail.waitForMail(second);
      const tooSoon = await client.auth('PUT', '/account/email', { email: second });
      expect(tooSoon.status).toBe(403);

      const { client: other } = await signedIn(kind);
      const third = uniqueEmail('third');
      // Another address has its own budget: its mail goes out, and the address can go again.
      await other.auth('POST', '/account/email', { email: third });
      await kit.mail.waitForMail(third);
      const removed = await other.auth('DELETE', '/account/email', { email: third });
      expect(removed.status).toBe(200);
    });

    it('asks for reauthentication before adding or removing an address after 300 s', async () => {
      const { client, password } = await signedIn(kind, 301);
      const add = await client.auth('POST', '/account/email', { email: uniqueEmail() });
      expect(add.status).toBe(401);
      expect(add.body.meta).toMatchObject({ is_authenticated: true });
      expect(read.flows(add)).toEqual([{ id: 'reauthenticate' }]);
      const remove = await client.auth('DELETE', '/account/email', { email: uniqueEmail() });
      expect(remove.status).toBe(401);
      expect((await client.auth('POST', '/auth/reauthenticate', { password })).status).toBe(200);
      expect((await client.auth('POST', '/account/email', { email: uniqueEmail() })).status).toBe(
        200,
      );
    });

    it('answers anonymous e-mail requests with 401, or 409 for adding', async () => {
      const client = kit.client(kind);
      expect((await client.auth('GET', '/account/email')).status).toBe(401);
      expect((await client.auth('POST', '/account/email', { email: uniqueEmail() })).status).toBe(
        409,
      );
      expect((await client.auth('PUT', '/account/email', { email: uniqueEmail() })).status).toBe(
        401,
      );
    });
  },
);

describe.skipIf(!contract)('e-mail coverage', () => {
  it('drove every e-mail operation of the document', () => {
    const seen = exercised();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(seen).toContain(`${method} /_allauth/{client}/v1/account/email`);
    }
  });
});
