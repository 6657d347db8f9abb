import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/auth-clients.ts';
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

describe.skipIf(!contract).each(['browser', 'app'] as const)(
  '%s client: account journey',
  (kind) => {
    it('serves the configuration with e-mail login, open sign-up and session tracking', async () => {
      const response = await kit.client(kind).auth('GET', '/config');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        account: { login_methods: ['email'], is_open_for_signup: true },
        usersessions: { track_activity: true },
      });
    });

    it('answers an anonymous session with 401 and the flows it can start', async () => {
      const response = await kit.client(kind).auth('GET', '/auth/session');
      expect(response.status).toBe(401);
      expect(response.body.meta).toMatchObject({ is_authenticated: false });
      expect(read.flows(response).map((flow) => flow.id)).toEqual(
        expect.arrayContaining(['login', 'signup']),
      );
    });

    it('signs up, mails a verification link, verifies and is signed in with user_type null', async () => {
      const client = kit.client(kind, { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' });
      const email = uniqueEmail('signup');
      const signup = await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      expect(signup.status).toBe(401);
      expect(read.pendingFlow(signup)).toBe('verify_email');
      if (kind === 'app') expect(signup.body.meta?.session_token).toEqual(expect.any(String));

      const mail = await kit.mail.waitForMail(email);
      expect(mail.subject).toContain('Bestätige deine E-Mail-Adresse');
      const key = keyFromLink(mail.links, 'verify');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:0\/accounts\/verify-email\//);

      const info = await client.request('GET', `${client.apiBase}/auth/email/verify`, {
        headers: { 'x-email-verification-key': key },
      });
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ data: { email }, meta: { is_authenticating: true } });

      const verified = await client.auth('POST', '/auth/email/verify', { key });
      expect(verified.status).toBe(200);
      expect(read.user(verified)).toMatchObject({
        email,
        display: email,
        has_usable_password: true,
        user_type: null,
      });
      expect(verified.body.data).toMatchObject({ methods: [{ method: 'password', email }] });

      const session = await client.auth('GET', '/auth/session');
      expect(session.status).toBe(200);
      expect(session.body.meta).toMatchObject({ is_authenticated: true });

      const again = await client.auth('POST', '/auth/email/verify', { key });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([
        expect.objectContaining({ code: 'invalid', param: 'key' }),
      ]);
    });

    it('refuses a second sign-up or login while signed in (409)', async () => {
      const client = kit.client(kind);
      const email = uniqueEmail();
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
      await client.auth('POST', '/auth/email/verify', { key });
      const signup = await client.auth('POST', '/auth/signup', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
      });
      expect(signup.status).toBe(409);
      const login = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(409);
    });

    it('reports invalid sign-up input per field: e-mail, short, common and e-mail-like passwords', async () => {
      const client = kit.client(kind);
      const badEmail = await client.auth('POST', '/auth/signup', {
        email: 'not-an-email',
        password: TEST_PASSWORD,
      });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.errors).toEqual([
        { code: 'invalid', param: 'email', message: 'Enter a valid email address.' },
      ]);
      const short = await client.auth('POST', '/auth/signup', {
        email: uniqueEmail(),
        password: 'x1y2',
      });
      expect(read.errorCodes(short)).toContain('password_too_short');
      const common = await client.auth('POST', '/auth/signup', {
        email: uniqueEmail(),
        password: 'iloveyou',
      });
      expect(read.errorCodes(common)).toContain('password_too_common');
      const similarEmail = `${'mariagonzalez'}${Date.now()}@example.test`;
      const similar = await client.auth('POST', '/auth/signup', {
        email: similarEmail,
        password: similarEmail.split('@')[0] as string,
      });
      expect(read.errorCodes(similar)).toContain('password_too_similar');
      const missing = await client.auth('POST', '/auth/signup', { email: uniqueEmail() });
      expect(missing.body.errors).toEqual([
        expect.objectContaining({ code: 'required', param: 'password' }),
      ]);
      const long = await client.auth('POST', '/auth/signup', {
        email: uniqueEmail(),
        password: `${'a long passphrase, '.repeat(5)}still mine`,
      });
      expect(long.status).toBe(401);
    });

    it('answers a sign-up with a taken e-mail like a fresh one and mails the owner instead', async () => {
      const email = uniqueEmail('owner');
      const first = kit.client(kind);
      await first.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      await kit.mail.waitForMail(email);
      const intruder = kit.client(kind);
      const second = await intruder.auth('POST', '/auth/signup', {
        email,
        password: 'another-fine-passphrase-9',
      });
      expect(second.status).toBe(401);
      expect(read.pendingFlow(second)).toBe('verify_email');
      const warning = await kit.mail.waitForMail(email, (m) =>
        m.subject.includes('already have an account'),
      );
      expect(warning.text).toContain('/accounts/login');
      expect(kit.mail.mailsTo(email)).toHaveLength(2);
    });

    it('logs in an unverified user only after verification (401 verify_email, mail sent)', async () => {
      const email = uniqueEmail('unverified');
      await kit.client(kind).auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      await kit.mail.waitForMail(email);
      const client = kit.client(kind);
      const login = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(401);
      expect(read.pendingFlow(login)).toBe('verify_email');
      // The sign-up mail went out less than 3 minutes ago: the login sends none (rate limit).
      expect(kit.mail.mailsTo(email)).toHaveLength(1);
      const resend = await client.auth('POST', '/auth/email/verify/resend');
      expect(resend.status).toBe(429);
      const key = keyFromLink(kit.mail.mailsTo(email)[0]?.links ?? [], 'verify');
      const verified = await client.auth('POST', '/auth/email/verify', { key });
      expect(verified.status).toBe(200);
      expect(read.user(verified)).toMatchObject({ email });
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      const email = uniqueEmail();
      const client = kit.client(kind);
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
      await client.auth('POST', '/auth/email/verify', { key });
      await client.auth('DELETE', '/auth/session');

      const wrong = await client.auth('POST', '/auth/login', {
        email,
        password: 'not-the-password-1',
      });
      const unknown = await client.auth('POST', '/auth/login', {
        email: uniqueEmail('nobody'),
        password: TEST_PASSWORD,
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([
          {
            code: 'email_password_mismatch',
            param: 'password',
            message: 'The email address and/or password you specified are not correct.',
          },
        ]);
      }
      const ok = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ methods: [{ method: 'password', email }] });
    });

    it('logs out with 401 and the session no longer authenticates', async () => {
      const client = kit.client(kind);
      const email = uniqueEmail();
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
      await client.auth('POST', '/auth/email/verify', { key });
      const token = client.sessionToken;
      const logout = await client.auth('DELETE', '/auth/session');
      expect(logout.status).toBe(401);
      expect(logout.body.meta).toMatchObject({ is_authenticated: false });
      if (kind === 'browser') {
        expect((await client.auth('GET', '/auth/session')).status).toBe(401);
      } else {
        client.sessionToken = token;
        const gone = await client.auth('GET', '/auth/session');
        expect(gone.status).toBe(410);
      }
    });

    it('resends the verification mail of a pending sign-up after the waiting time, not before', async () => {
      const client = kit.client(kind);
      const noFlow = await client.auth('POST', '/auth/email/verify/resend');
      expect(noFlow.status).toBe(409);
      const email = uniqueEmail();
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      await kit.mail.waitForMail(email);
      const tooSoon = await client.auth('POST', '/auth/email/verify/send', { email });
      expect(tooSoon.status).toBe(429);
    });

    it('reads an empty JSON body as no input and answers a malformed one in the envelope', async () => {
      const client = kit.client(kind);
      const empty = await client.request('POST', `${client.apiBase}/auth/email/verify/resend`, {
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(409);
      const noFields = await client.request('POST', `${client.apiBase}/auth/login`, {
        headers: { 'content-type': 'application/json' },
      });
      expect(noFields.status).toBe(400);
      expect(read.errorCodes(noFields)).toEqual(['required', 'required']);
      const broken = await fetch(`${kit.server.url}${client.apiBase}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.18.250.1',
          ...(kind === 'browser'
            ? { cookie: 'csrftoken=0123456789abcdef0', 'x-csrftoken': '0123456789abcdef0' }
            : {}),
        },
        body: '{"email": ',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ status: 400, errors: [{ code: 'invalid' }] });
    });

    it('rejects an unknown or malformed verification key', async () => {
      const client = kit.client(kind);
      const info = await client.request('GET', `${client.apiBase}/auth/email/verify`, {
        headers: { 'x-email-verification-key': 'no-such-key' },
      });
      expect(info.status).toBe(400);
      const post = await client.auth('POST', '/auth/email/verify', { key: 'no-such-key' });
      expect(post.status).toBe(400);
      expect(post.body.errors).toEqual([
        { code: 'invalid', param: 'key', message: 'Invalid or expired key.' },
      ]);
    });

    it('verifies a link opened in another client without signing that client in', async () => {
      const email = uniqueEmail();
      await kit.client(kind).auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
      const elsewhere = kit.client(kind);
      const info = await elsewhere.request('GET', `${elsewhere.apiBase}/auth/email/verify`, {
        headers: { 'x-email-verification-key': key },
      });
      expect(info.body.meta).toMatchObject({ is_authenticating: false });
      const verified = await elsewhere.auth('POST', '/auth/email/verify', { key });
      expect(verified.status).toBe(401);
      const login = await elsewhere.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
    });

    it('reauthenticates with the password and refuses a wrong one', async () => {
      const client = kit.client(kind);
      const anonymous = await client.auth('POST', '/auth/reauthenticate', { password: 'x' });
      expect(anonymous.status).toBe(401);
      const email = uniqueEmail();
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const key = keyFromLink((await kit.mail.waitForMail(email)).links, 'verify');
      await client.auth('POST', '/auth/email/verify', { key });
      const wrong = await client.auth('POST', '/auth/reauthenticate', {
        password: 'wrong-password-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        { code: 'incorrect_password', param: 'password', message: 'Incorrect password.' },
      ]);
      const right = await client.auth('POST', '/auth/reauthenticate', { password: TEST_PASSWORD });
      expect(right.status).toBe(200);
      expect(right.body.data).toMatchObject({
        methods: [{ method: 'password' }, { method: 'password', reauthenticated: true }],
      });
    });
  },
);

describe.skipIf(!contract)('account journey coverage', () => {
  it('drove every account operation of the document', () => {
    const seen = exercised();
    for (const operation of [
      'GET /_allauth/{client}/v1/config',
      'GET /_allauth/{client}/v1/auth/session',
      'DELETE /_allauth/{client}/v1/auth/session',
      'POST /_allauth/{client}/v1/auth/login',
      'POST /_allauth/{client}/v1/auth/signup',
      'GET /_allauth/{client}/v1/auth/email/verify',
      'POST /_allauth/{client}/v1/auth/email/verify',
      'POST /_allauth/{client}/v1/auth/email/verify/resend',
      'POST /_allauth/{client}/v1/auth/reauthenticate',
    ]) {
      expect(seen, operation).toContain(operation);
    }
  });
});
