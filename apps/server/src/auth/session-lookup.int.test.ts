import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { errorCode, type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import { buildUser } from '../test/world-factories.ts';
import { hashSecret } from './secrets.ts';
import { type AuthTestKit, startAuthTestServer, storeBackends } from './test/auth-test-kit.ts';

const ME = '{ readUser(me: true) { id } }';
/** A public query of one statement: what a signed-in request adds to it is the session lookup. */
const LANGUAGES = '{ languages { id } }';

describe.each(storeBackends)('session lookup on $name', ({ name, env }) => {
  const onRedis = name.startsWith('Redis');
  let kit: AuthTestKit;
  /** A client of its own on the Redis store's server, to read and write keys behind the store. */
  let redis: Redis | null = null;
  beforeAll(async () => {
    kit = await startAuthTestServer(env());
    if (onRedis) redis = new Redis(kit.server.config.redisUrl as string);
  });
  afterAll(async () => {
    await redis?.quit();
    await kit?.close();
  });

  /** A browser client signed in as a new user, its CSRF cookie already fetched. */
  async function signedIn() {
    const user = await buildUser(kit.server.database.db);
    const client = await graphqlClient(kit.server, user, 'browser');
    expect((await client.query(ME)).data).toEqual({ readUser: { id: user.id } });
    const token = client.http.cookies.get('sessionid') as string;
    return { user, client, sessionId: hashSecret(token) };
  }

  async function statementsOf(client: GraphQLClient, query: string) {
    const { statements } = kit.server.database;
    statements.length = 0;
    const response = await client.query(query);
    return { response, sent: [...statements] };
  }

  it('reads the session and its user in one statement (Redis: the user only)', async () => {
    const { client } = await signedIn();
    const { response, sent } = await statementsOf(client, LANGUAGES);
    expect(response.errors).toBeUndefined();
    // Before: the session, then the user, then the languages (3). The database store now joins
    // the user into the session read; the Redis store sends only the user's read to SQL.
    expect(sent).toHaveLength(2);
    const [lookup, languages] = sent;
    expect(languages).toMatch(/from "languages"/);
    if (onRedis) {
      expect(lookup).toMatch(/from "users"/);
      expect(lookup).not.toMatch(/"sessions"/);
    } else {
      expect(lookup).toMatch(/from "sessions" left join "users"/);
    }
  });

  it('treats an expired session as anonymous, and drops it', async () => {
    const { client, sessionId } = await signedIn();
    const past = new Date(Date.now() - 1000);
    // Written behind the store's back: its own update would already delete the Redis key, and its
    // own read would delete the row, so neither could show that the request's lookup drops it.
    if (redis) {
      const key = `${kit.server.config.redisKeyPrefix}session:${sessionId}`;
      const stored = JSON.parse((await redis.get(key)) as string) as Record<string, unknown>;
      await redis.set(
        key,
        JSON.stringify({ ...stored, expiresAt: past.toISOString() }),
        'PX',
        60_000,
      );
      expect(errorCode(await client.query(ME))).toBe('UNAUTHENTICATED');
      expect(await redis.exists(key)).toBe(0);
    } else {
      const { db } = kit.server.database;
      await db.update(sessions).set({ expiresAt: past }).where(eq(sessions.id, sessionId));
      expect(errorCode(await client.query(ME))).toBe('UNAUTHENTICATED');
      const rows = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(rows).toEqual([]);
    }
  });

  it('treats the session of a deactivated user as anonymous, and keeps it', async () => {
    const { user, client, sessionId } = await signedIn();
    const { db } = kit.server.database;
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(errorCode(await client.query(ME))).toBe('UNAUTHENTICATED');
    const store = kit.server.app.authModule.deps.sessions;
    expect(await store.get(sessionId)).toMatchObject({ userId: user.id });
    await db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await client.query(ME)).data).toEqual({ readUser: { id: user.id } });
  });

  it('slides the expiry when last seen more than a minute ago, and only then', async () => {
    const { client, sessionId } = await signedIn();
    const store = kit.server.app.authModule.deps.sessions;
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const soon = new Date(Date.now() + 3_600_000);
    await store.update(sessionId, { lastSeenAt: twoMinutesAgo, expiresAt: soon });

    const before = Date.now();
    const slid = await statementsOf(client, LANGUAGES);
    expect(slid.response.errors).toBeUndefined();
    const record = await store.get(sessionId);
    expect(record?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record?.expiresAt.getTime()).toBeGreaterThanOrEqual(
      before + kit.server.config.sessionMaxAgeSeconds * 1000 - 1000,
    );
    // The write is one more statement on the database store, a Redis write otherwise.
    expect(slid.sent).toHaveLength(onRedis ? 2 : 3);
    expect(slid.sent.some((sql) => /^update "sessions"/.test(sql))).toBe(!onRedis);

    const again = await statementsOf(client, LANGUAGES);
    expect(again.sent).toHaveLength(2);
  });
});
