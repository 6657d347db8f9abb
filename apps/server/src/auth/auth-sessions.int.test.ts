import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/auth-clients.ts';
import type { TestHttpClient } from '../test/http-client.ts';
import {
  type AuthTestKit,
  contract,
  exercised,
  read,
  startAuthTestServer,
  storeBackends,
} from './test/auth-test-kit.ts';

type SessionItem = {
  id: number;
  user_agent: string;
  ip: string;
  created_at: number;
  last_seen_at: number;
  is_current: boolean;
};

describe.skipIf(!contract).each(storeBackends)('sessions on $name', ({ env }) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestServer(env());
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function loginAs(client: TestHttpClient, email: string) {
    const response = await client.auth('POST', '/auth/login', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return response;
  }

  describe.each(['browser', 'app'] as const)('%s client', (kind) => {
    it('rotates the session secret on login: the pre-login secret no longer works', async () => {
      const { email } = await createTestUser(kit.server);
      const client = kit.client(kind);
      // A pending flow gives the anonymous visitor a session first.
      await client.auth('POST', '/auth/signup', { email, password: TEST_PASSWORD });
      const before = kind === 'browser' ? client.cookies.get('sessionid') : client.sessionToken;
      expect(before).toEqual(expect.any(String));
      await loginAs(client, email);
      const after = kind === 'browser' ? client.cookies.get('sessionid') : client.sessionToken;
      expect(after).toEqual(expect.any(String));
      expect(after).not.toBe(before);

      if (kind === 'browser') client.cookies.set('sessionid', before as string);
      else client.sessionToken = before as string;
      const stale = await client.auth('GET', '/auth/session');
      expect(stale.status).toBe(kind === 'app' ? 410 : 401);
    });

    it('lists the sessions with device, IP and last seen, and ends another one', async () => {
      const { email } = await createTestUser(kit.server);
      const phone = kit.client(kind, { userAgent: 'CharlaPhone/1.0', ip: '198.18.200.7' });
      const laptop = kit.client(kind, { userAgent: 'CharlaLaptop/2.0', ip: '198.18.200.8' });
      await loginAs(phone, email);
      await loginAs(laptop, email);

      const list = await laptop.auth('GET', '/auth/sessions');
      expect(list.status).toBe(200);
      const sessions = read.list<SessionItem>(list);
      expect(sessions).toHaveLength(2);
      expect(sessions).toEqual([
        expect.objectContaining({
          user_agent: 'CharlaPhone/1.0',
          ip: '198.18.200.7',
          is_current: false,
        }),
        expect.objectContaining({
          user_agent: 'CharlaLaptop/2.0',
          ip: '198.18.200.8',
          is_current: true,
        }),
      ]);
      for (const session of sessions) {
        expect(session.last_seen_at).toBeGreaterThanOrEqual(session.created_at);
        expect(Math.abs(session.created_at - Date.now() / 1000)).toBeLessThan(60);
      }
      const phoneSession = sessions.find((s) => !s.is_current) as SessionItem;
      const ended = await laptop.auth('DELETE', '/auth/sessions', { sessions: [phoneSession.id] });
      expect(ended.status).toBe(200);
      expect(read.list<SessionItem>(ended).map((s) => s.id)).not.toContain(phoneSession.id);
      expect((await phone.auth('GET', '/auth/session')).status).toBe(kind === 'app' ? 410 : 401);
    });

    it('ending the current session signs this client out (401)', async () => {
      const { email } = await createTestUser(kit.server);
      const client = kit.client(kind);
      await loginAs(client, email);
      const [current] = read.list<SessionItem>(await client.auth('GET', '/auth/sessions'));
      const ended = await client.auth('DELETE', '/auth/sessions', { sessions: [current?.id] });
      expect(ended.status).toBe(401);
      expect(ended.body.meta).toMatchObject({ is_authenticated: false });
    });

    it('refuses malformed session ids, and anonymous session lists', async () => {
      const { email } = await createTestUser(kit.server);
      const client = kit.client(kind);
      expect((await client.auth('GET', '/auth/sessions')).status).toBe(401);
      await loginAs(client, email);
      const bad = await client.auth('DELETE', '/auth/sessions', { sessions: ['one'] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ param: 'sessions' })]);
    });

    it("ignores ids of other people's sessions", async () => {
      const alice = await createTestUser(kit.server);
      const bob = await createTestUser(kit.server);
      const aliceClient = kit.client(kind);
      const bobClient = kit.client(kind);
      await loginAs(aliceClient, alice.email);
      await loginAs(bobClient, bob.email);
      const [bobSession] = read.list<SessionItem>(await bobClient.auth('GET', '/auth/sessions'));
      await aliceClient.auth('DELETE', '/auth/sessions', { sessions: [bobSession?.id] });
      expect((await bobClient.auth('GET', '/auth/session')).status).toBe(200);
    });
  });

  it('resolves the GraphQL viewer from the same sessions (cookie or X-Session-Token)', async () => {
    const { email, user } = await createTestUser(kit.server);
    for (const kind of ['browser', 'app'] as const) {
      const client = kit.client(kind);
      await loginAs(client, email);
      const viewer = await kit.server.app.authModule.resolveViewer(fakeRequest(client));
      expect(viewer?.id).toBe(user.id);
      await client.auth('DELETE', '/auth/session');
    }
    const anonymous = kit.client('browser');
    expect(await kit.server.app.authModule.resolveViewer(fakeRequest(anonymous))).toBeNull();
  });
});

/** Just enough of a Fastify request for resolveViewer: the headers a client would send. */
function fakeRequest(
  client: TestHttpClient,
): Parameters<AuthTestKit['server']['app']['authModule']['resolveViewer']>[0] {
  const headers: Record<string, string> = {};
  if (client.kind === 'browser') headers.cookie = client.cookieHeader();
  else if (client.sessionToken) headers['x-session-token'] = client.sessionToken;
  return { headers, method: 'POST' } as unknown as Parameters<
    AuthTestKit['server']['app']['authModule']['resolveViewer']
  >[0];
}

describe.skipIf(!contract)('sessions coverage', () => {
  it('drove every session operation of the document', () => {
    const seen = exercised();
    expect(seen).toContain('GET /_allauth/{client}/v1/auth/sessions');
    expect(seen).toContain('DELETE /_allauth/{client}/v1/auth/sessions');
  });
});
