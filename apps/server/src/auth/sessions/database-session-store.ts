import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { createReadBatcher } from './session-read-batcher.ts';
import type {
  NewSession,
  SessionData,
  SessionPatch,
  SessionRecord,
  SessionStore,
} from './session-types.ts';

type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;
type SessionRowWithUser = { session: SessionRow; user: UserRow | null };

function toRecord(row: SessionRow): SessionRecord {
  return { ...row, data: row.data as SessionData };
}

/** Expired rows nobody reads again (abandoned anonymous sessions) go in a sweep every so often. */
const PURGE_EVERY_CREATIONS = 200;

export function createDatabaseSessionStore(db: Db): SessionStore {
  let creations = 0;

  /** An expired row is deleted when it is read, so it is never read twice. */
  async function live(row: SessionRow): Promise<SessionRecord | null> {
    if (row.expiresAt.getTime() > Date.now()) return toRecord(row);
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }

  // One round trip for what every signed-in request needs: the session and its user; the reads
  // of requests arriving together share it. `= any($1)`: one text whatever the number of ids,
  // so the statement stays prepared (db/prepared-selects.ts).
  const sessionsWithUsers = createReadBatcher<SessionRowWithUser>(
    async (ids) => {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(sql`${sessions.id} = any(${sql.param(ids)}::text[])`);
      return new Map(rows.map((row) => [row.session.id, row]));
    },
    // Deep: a request may change its session's data in place before it saves it.
    (row) => structuredClone(row),
  );

  return {
    async get(id) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row ? live(row) : null;
    },
    async getWithUser(id) {
      const row = await sessionsWithUsers.read(id);
      if (!row) return null;
      const record = await live(row.session);
      return record ? { record, user: row.user } : null;
    },
    async create(session: NewSession) {
      creations += 1;
      if (creations % PURGE_EVERY_CREATIONS === 0) {
        await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
      }
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('session insert returned no row');
      return toRecord(row);
    },
    async update(id, patch: SessionPatch) {
      await db.update(sessions).set(patch).where(eq(sessions.id, id));
    },
    async delete(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async listForUser(userId) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt), asc(sessions.publicId));
      return rows.map(toRecord);
    },
    async deleteForUser(userId, options) {
      const condition = options?.except
        ? and(eq(sessions.userId, userId), ne(sessions.id, options.except))
        : eq(sessions.userId, userId);
      await db.delete(sessions).where(condition);
    },
    async close() {},
  };
}
