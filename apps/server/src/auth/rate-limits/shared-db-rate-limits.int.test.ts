import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { testDatabase } from '../../test/test-database.ts';
import { createRateLimits } from './rate-limits.ts';

/** Two servers sharing one database and no Redis, each with its own limits object. */
async function twoServers(overrides: Record<string, string>) {
  const { db } = await testDatabase();
  const prefix = `test-${randomUUID()}:`;
  const limits = () => createRateLimits({ overrides, redis: null, sharedDb: db, prefix });
  return { db, prefix, first: limits(), second: limits() };
}

describe('rate limits in a shared PostgreSQL database', () => {
  it("takes an account's and an address's budget in one statement, counted across servers", async () => {
    const { first, second } = await twoServers({ graphql: '3/m/user,5/m/ip' });
    const database = await testDatabase();
    const subjects = { ip: '198.51.100.7', user: randomUUID() };

    database.statements.length = 0;
    expect(await first.take('graphql', subjects)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(database.statements).toHaveLength(1);

    expect((await second.take('graphql', subjects)).allowed).toBe(true);
    expect((await first.take('graphql', subjects)).allowed).toBe(true);
    // The account's third hit was its last; the fourth is refused until its minute is over.
    const refused = await second.take('graphql', subjects);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    // A refused request still counted against the address (four of five): another account
    // behind it has the address's last hit, then no more.
    const classmate = { ip: subjects.ip, user: randomUUID() };
    expect((await first.take('graphql', classmate)).allowed).toBe(true);
    expect((await second.take('graphql', classmate)).allowed).toBe(false);
  });

  it('refuses exactly the hits past the budget when a class sends at once, in fewer statements', async () => {
    const { first } = await twoServers({ graphql: '6/m/user,100/m/ip' });
    const database = await testDatabase();
    const subjects = { ip: '198.51.100.10', user: randomUUID() };
    database.statements.length = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => first.take('graphql', subjects)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(6);
    // In the order sent: the first six pass, the last four are refused.
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([
      ...Array(6).fill(true),
      ...Array(4).fill(false),
    ]);
    // The first take goes alone; the nine that came while it was in flight go together.
    expect(database.statements).toHaveLength(2);
  });

  it('gives back and clears the same counters it takes', async () => {
    const { first, second } = await twoServers({ login_failed: '2/m/ip,2/m/key' });
    const attempt = { ip: '198.51.100.8', key: `${randomUUID()}@example.org` };
    expect(await first.consume('login_failed', attempt)).toBe(true);
    expect(await second.consume('login_failed', attempt)).toBe(true);
    expect(await first.consume('login_failed', attempt)).toBe(false);
    await second.clear('login_failed', { key: attempt.key });
    await first.refund('login_failed', { ip: attempt.ip }, 3);
    expect(await second.consume('login_failed', attempt)).toBe(true);
  });

  it('starts a counter over once its window has passed', async () => {
    const { db, prefix, first } = await twoServers({ graphql_anonymous: '1/m/ip' });
    const subjects = { ip: '198.51.100.9' };
    expect((await first.take('graphql_anonymous', subjects)).allowed).toBe(true);
    expect((await first.take('graphql_anonymous', subjects)).allowed).toBe(false);
    await db
      .update(rateLimitCounters)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(like(rateLimitCounters.key, `${prefix}%`));
    expect((await first.take('graphql_anonymous', subjects)).allowed).toBe(true);
  });

  it('hands out leased points without a statement each, and exactly the budget', async () => {
    const { first } = await twoServers({ graphql_anonymous: '100/m/ip' });
    const database = await testDatabase();
    const subjects = { ip: '198.51.100.11' };
    database.statements.length = 0;
    const verdicts = [];
    for (let i = 0; i < 101; i += 1) verdicts.push(await first.take('graphql_anonymous', subjects));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([...Array(100).fill(true), false]);
    expect(verdicts[100]?.retryAfterSeconds).toBeGreaterThan(0);
    // Reservations of 1, 2, 4 then 5 points (a twentieth of the budget): 22 statements, not 101.
    expect(database.statements.length).toBeLessThanOrEqual(25);

    const together = await twoServers({ graphql_anonymous: '100/m/ip' });
    const burst = await Promise.all(
      Array.from({ length: 130 }, () =>
        together.first.take('graphql_anonymous', { ip: '198.51.100.12' }),
      ),
    );
    expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(100);
  });

  it('never lets servers together pass the budget, and refuses at most a lease early', async () => {
    const { first, second } = await twoServers({ graphql_anonymous: '100/m/ip' });
    const subjects = { ip: '198.51.100.13' };
    let allowed = 0;
    for (let i = 0; i < 150; i += 1) {
      const server = i % 3 === 0 ? second : first;
      if ((await server.take('graphql_anonymous', subjects)).allowed) allowed += 1;
    }
    // The other server may hold up to five points unused (its lease), no more.
    expect(allowed).toBeLessThanOrEqual(100);
    expect(allowed).toBeGreaterThanOrEqual(95);
  });
});
