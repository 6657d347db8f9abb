import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-database.ts';
import { buildUser } from '../../test/world-factories.ts';
import { createDatabaseSessionStore } from './database-session-store.ts';

describe('database session store under concurrent requests', () => {
  it('reads the sessions of requests arriving together in one statement after the first', async () => {
    const database = await testDatabase();
    const store = createDatabaseSessionStore(database.db);
    const [ana, ben] = await Promise.all([buildUser(database.db), buildUser(database.db)]);
    const session = (id: string, userId: string | null) =>
      store.create({
        id,
        userId,
        client: 'app',
        data: {},
        userAgent: 'test',
        ip: '127.0.0.1',
        expiresAt: new Date(Date.now() + 60_000),
      });
    const suffix = crypto.randomUUID();
    await Promise.all([
      session(`ana-${suffix}`, ana.id),
      session(`ben-${suffix}`, ben.id),
      session(`anonymous-${suffix}`, null),
    ]);

    database.statements.length = 0;
    const found = await Promise.all(
      ['ana', 'ben', 'ana', 'anonymous', 'unknown'].map((who) =>
        store.getWithUser(`${who}-${suffix}`),
      ),
    );
    expect(found.map((entry) => entry?.user?.id ?? entry?.record.id ?? null)).toEqual([
      ana.id,
      ben.id,
      ana.id,
      `anonymous-${suffix}`,
      null,
    ]);
    expect(database.statements).toHaveLength(2);
    expect(database.statements[1]).toMatch(/from "sessions" left join "users"/);
  });

  it('gives each request its own copy of a session read together, data included', async () => {
    const database = await testDatabase();
    const store = createDatabaseSessionStore(database.db);
    const user = await buildUser(database.db);
    const id = `shared-${crypto.randomUUID()}`;
    await store.create({
      id,
      userId: user.id,
      client: 'app',
      data: { methods: [{ method: 'password', at: 1 }] },
      userAgent: 'test',
      ip: '127.0.0.1',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [, first, second] = await Promise.all([
      store.getWithUser(id),
      store.getWithUser(id),
      store.getWithUser(id),
    ]);
    if (!first || !second) throw new Error('the session was not found');
    first.record.data.methods?.push({ method: 'password', at: 2, reauthenticated: true });
    expect(second.record.data.methods).toEqual([{ method: 'password', at: 1 }]);
  });
});
