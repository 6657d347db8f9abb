import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../cookies.ts';
import { setRequestLanguage } from '../request-language.ts';
import {
  AUTH_CHANGE_EVENT,
  AUTH_RESET_EVENT,
  getConfig,
  getSession,
  login,
  requestPasswordReset,
} from './allauth-client.ts';
import { getSessionToken, storeSessionToken } from './session-token.ts';

type Call = { url: string; init: RequestInit };

function stubApi(responses: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const queue = [...responses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = queue.shift() ?? {
        status: 401,
        body: { status: 401, data: { flows: [] }, meta: { is_authenticated: false } },
      };
      return new Response(JSON.stringify(next.body), { status: next.status });
    }),
  );
  return calls;
}

function listen(name: string) {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener(name, listener);
  return { details, stop: () => document.removeEventListener(name, listener) };
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

describe('allauth client', () => {
  beforeEach(() => {
    writeCookie('csrftoken', 'csrf-cookie-value-123456');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('includes credentials and the CSRF header, except on config', async () => {
    const calls = stubApi([
      { status: 200, body: { status: 200, data: { account: {} } } },
      { status: 200, body: { status: 200 } },
    ]);
    await getConfig();
    await requestPasswordReset('a@example.com');
    expect(calls[0]?.url).toBe('http://localhost:8000/_allauth/browser/v1/config');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'X-CSRFToken')).toBeUndefined();
    expect(header(calls[1], 'X-CSRFToken')).toBe('csrf-cookie-value-123456');
    expect(header(calls[1], 'accept')).toBe('application/json');
    expect(JSON.parse(calls[1]?.init.body as string)).toEqual({ email: 'a@example.com' });
  });

  it('sends the interface language, so a new account and its mails start in it', async () => {
    const calls = stubApi([{ status: 401, body: { status: 401, data: { flows: [] } } }]);
    setRequestLanguage('ar');
    await requestPasswordReset('a@example.com');
    expect(header(calls[0], 'accept-language')).toBe('ar');
  });

  it('keeps the session token of a response in session storage', async () => {
    stubApi([
      {
        status: 200,
        body: {
          status: 200,
          data: { user: { id: 1 }, methods: [] },
          meta: { is_authenticated: true, session_token: 'tok' },
        },
      },
    ]);
    await getSession();
    expect(getSessionToken()).toBe('tok');
  });

  it('broadcasts allauth.auth.change on 200 authenticated, 401 and 410 only', async () => {
    const changes = listen(AUTH_CHANGE_EVENT);
    stubApi([
      {
        status: 200,
        body: {
          status: 200,
          data: { user: { id: 1 }, methods: [] },
          meta: { is_authenticated: true },
        },
      },
      {
        status: 401,
        body: { status: 401, data: { flows: [] }, meta: { is_authenticated: false } },
      },
      { status: 200, body: { status: 200 } },
      {
        status: 400,
        body: { status: 400, errors: [{ code: 'invalid', message: 'Bad', param: 'email' }] },
      },
    ]);
    await getSession();
    await getSession();
    await requestPasswordReset('a@example.com');
    await requestPasswordReset('bad');
    changes.stop();
    expect(changes.details.map((detail) => (detail as { status: number }).status)).toEqual([
      200, 401,
    ]);
  });

  it.each([409, 410, 429])(
    'on %i drops the session token, logs out and asks for the login page',
    async (status) => {
      storeSessionToken('old');
      const resets = listen(AUTH_RESET_EVENT);
      const calls = stubApi([
        { status, body: { status, data: {}, meta: { is_authenticated: false } } },
      ]);
      await login({ email: 'a@example.com', password: 'secret-password' });
      resets.stop();
      expect(getSessionToken()).toBeNull();
      expect(calls[1]?.init.method).toBe('DELETE');
      expect(calls[1]?.url).toMatch(/\/auth\/session$/);
      expect(resets.details).toEqual([{ status }]);
    },
  );

  it('returns too_many_login_attempts to the caller without touching the session', async () => {
    storeSessionToken('kept');
    const changes = listen(AUTH_CHANGE_EVENT);
    const resets = listen(AUTH_RESET_EVENT);
    const body = {
      status: 400,
      errors: [{ code: 'too_many_login_attempts', message: 'Too many failed login attempts.' }],
      meta: { session_token: 'should-not-be-stored' },
    };
    const calls = stubApi([{ status: 400, body }]);
    const response = await login({ email: 'a@example.com', password: 'x' });
    changes.stop();
    resets.stop();
    expect(response).toEqual(body);
    expect(getSessionToken()).toBe('kept');
    expect(calls).toHaveLength(1);
    expect(changes.details).toEqual([]);
    expect(resets.details).toEqual([]);
  });

  it("reports a network failure as 'No response received from server'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getSession()).rejects.toThrow('No response received from server');
  });
});
