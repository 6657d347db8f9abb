import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildTeacher } from '../test/world-factories.ts';
import { hashSecret } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A signed-in client whose session began `days` ago and was last seen two minutes ago. */
async function sessionStarted(days: number) {
  const teacher = await buildTeacher(server.database.db);
  const client = await graphqlClient(server, teacher.user, 'app');
  await server.database.db
    .update(sessions)
    .set({
      createdAt: new Date(Date.now() - days * DAY_MS),
      lastSeenAt: new Date(Date.now() - 2 * 60 * 1000),
    })
    .where(eq(sessions.id, hashSecret(client.http.sessionToken as string)));
  return client;
}

const me = '{ readUser(me: true) { id } }';

describe('the session life', () => {
  it('keeps an active session of 29 days, ends one of 31 days however active (30-day cap)', async () => {
    const recent = await sessionStarted(29);
    expect(
      (await recent.query<{ readUser: { id: string } | null }>(me)).data?.readUser,
    ).not.toBeNull();
    const old = await sessionStarted(31);
    expect(
      (await old.query<{ readUser: { id: string } | null }>(me)).data?.readUser ?? null,
    ).toBeNull();
  });
});
