import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../test/auth-clients.ts';
import { uniqueTestIp } from '../test/http-client.ts';
import { type AuthTestKit, contract, startAuthTestServer } from './test/auth-test-kit.ts';

let kit: AuthTestKit;
beforeAll(async () => {
  if (contract) kit = await startAuthTestServer();
});
afterAll(async () => {
  await kit?.close();
});

const MISMATCH_EN = 'The email address and/or password you specified are not correct.';

/** A failed login of an existing account, sent with the given Accept-Language (or none). */
async function wrongPassword(kind: 'browser' | 'app', acceptLanguage?: string) {
  const { email } = await createTestUser(kit.server);
  const client = kit.client(kind, acceptLanguage === undefined ? {} : { acceptLanguage });
  return client.auth('POST', '/auth/login', { email, password: 'not-the-password-1' });
}

describe.skipIf(!contract).each(['browser', 'app'] as const)(
  '%s client: messages in the request language',
  (kind) => {
    it('answers a wrong password in Arabic, with the same code and param', async () => {
      const response = await wrongPassword(kind, 'ar');
      expect(response.status).toBe(400);
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      expect(response.body.errors).toEqual([
        {
          code: 'email_password_mismatch',
          param: 'password',
          message: 'عنوان البريد الإلكتروني و/أو كلمة المرور التي أدخلتها غير صحيحة.',
        },
      ]);
    });

    it('matches a regional tag to its language: es-MX answers in Spanish', async () => {
      const response = await wrongPassword(kind, 'es-MX,es;q=0.9');
      expect(response.body.errors).toEqual([
        {
          code: 'email_password_mismatch',
          param: 'password',
          message:
            'La dirección de correo electrónico y/o la contraseña que indicaste no son correctas.',
        },
      ]);
    });

    it('answers in English for an unsupported language and without the header', async () => {
      for (const acceptLanguage of ['it-IT,it;q=0.9,pt;q=0.5', undefined]) {
        const response = await wrongPassword(kind, acceptLanguage);
        expect(response.body.errors, acceptLanguage).toEqual([
          { code: 'email_password_mismatch', param: 'password', message: MISMATCH_EN },
        ]);
      }
    });

    it('explains a password-policy failure in German, with its number', async () => {
      const client = kit.client(kind, { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' });
      const response = await client.auth('POST', '/auth/signup', {
        email: uniqueEmail('de'),
        password: 'x1y2',
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({
        code: 'password_too_short',
        param: 'password',
        message: 'Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.',
      });
    });

    it('reports a missing field in French', async () => {
      const client = kit.client(kind, { acceptLanguage: 'fr-CA' });
      const response = await client.auth('POST', '/auth/login', { email: uniqueEmail() });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { code: 'required', param: 'password', message: 'Ce champ est obligatoire.' },
      ]);
    });

    it('answers a password change refusal in the request language', async () => {
      const client = kit.client(kind, { acceptLanguage: 'zh-CN' });
      // No digits in the address: a random one like user-1234a567… is too similar to 1234567,
      // and the refusal would name a third reason.
      const { email } = await createTestUser(kit.server, {
        email: uniqueEmail().replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit))),
      });
      const login = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      const response = await client.auth('POST', '/account/password/change', {
        current_password: TEST_PASSWORD,
        new_password: '1234567',
      });
      expect(response.body.errors).toEqual([
        {
          code: 'password_too_short',
          param: 'new_password',
          message: '密码太短。密码必须包含至少 8 个字符。',
        },
        {
          code: 'password_entirely_numeric',
          param: 'new_password',
          message: '这个密码全部由数字组成。',
        },
      ]);
    });
  },
);

describe.skipIf(!contract)('unreadable bodies', () => {
  it('answers a malformed JSON body in the request language', async () => {
    const response = await fetch(`${kit.server.url}/_allauth/app/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ar-EG',
        'x-forwarded-for': uniqueTestIp(),
      },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      errors: [{ code: 'invalid', message: 'تعذّرت قراءة محتوى الطلب.' }],
    });
  });
});
