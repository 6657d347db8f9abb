import type { Redis } from 'ioredis';
import type {
  NewSession,
  SessionData,
  SessionRecord,
  SessionStore,
  UserRow,
} from './session-types.ts';

type StoredSession = Omit<SessionRecord, 'createdAt' | 'lastSeenAt' | 'expiresAt'> & {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
};

/**
 * Sessions in Redis: one JSON value per session expiring with it, plus a set per user so that the
 * sessions list and "end my other sessions" need no scan. Users stay in the database: `loadUser`
 * reads one by id.
 */
export function createRedisSessionStore(
  redis: Redis,
  prefix: string,
  maxAgeSeconds: number,
  loadUser: (userId: string) => Promise<UserRow | null>,
): SessionStore {
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const userKey = (userId: string) => `${prefix}user-sessions:${userId}`;
  const sequenceKey = `${prefix}session-sequence`;

  const encode = (record: SessionRecord): string =>
    JSON.stringify({
      ...record,
      createdAt: record.createdAt.toISOString(),
      lastSeenAt: record.lastSeenAt.toISOString(),
      expiresAt: record.expiresAt.toISOString(),
    } satisfies StoredSession);
  const decode = (text: string): SessionRecord => {
    const stored = JSON.parse(text) as StoredSession;
    return {
      ...stored,
      data: stored.data as SessionData,
      createdAt: new Date(stored.createdAt),
      lastSeenAt: new Date(stored.lastSeenAt),
      expiresAt: new Date(stored.expiresAt),
    };
  };

  async function write(record: SessionRecord): Promise<void> {
    const ttlMs = record.expiresAt.getTime() - Date.now();
    if (ttlMs <= 0) {
      await redis.del(sessionKey(record.id));
      return;
    }
    const pipeline = redis.multi().set(sessionKey(record.id), encode(record), 'PX', ttlMs);
    if (record.userId) {
      // The index outlives every session in it: each write pushes its expiry to the longest TTL.
      pipeline
        .sadd(userKey(record.userId), record.id)
        .expire(userKey(record.userId), maxAgeSeconds);
    }
    await pipeline.exec();
  }

  async function get(id: string): Promise<SessionRecord | null> {
    const text = await redis.get(sessionKey(id));
    if (!text) return null;
    const record = decode(text);
    if (record.expiresAt.getTime() > Date.now()) return record;
    // The key's TTL follows expiresAt, so only a clock difference with Redis leaves one behind;
    // drop it like the database store drops an expired row.
    await redis.del(sessionKey(id));
    return null;
  }

  return {
    get,
    async getWithUser(id) {
      const record = await get(id);
      if (!record) return null;
      return { record, user: record.userId ? await loadUser(record.userId) : null };
    },
    async create(session: NewSession) {
      const now = new Date();
      const publicId = await redis.incr(sequenceKey);
      const record: SessionRecord = { ...session, publicId, createdAt: now, lastSeenAt: now };
      await write(record);
      return record;
    },
    async update(id, patch) {
      const current = await get(id);
      if (!current) return;
      if (patch.userId !== undefined && current.userId && current.userId !== patch.userId) {
        await redis.srem(userKey(current.userId), id);
      }
      await write({ ...current, ...patch });
    },
    async delete(id) {
      const current = await get(id);
      const pipeline = redis.multi().del(sessionKey(id));
      if (current?.userId) pipeline.srem(userKey(current.userId), id);
      await pipeline.exec();
    },
    async listForUser(userId) {
      const ids = await redis.smembers(userKey(userId));
      if (ids.length === 0) return [];
      const values = await redis.mget(ids.map(sessionKey));
      const live: SessionRecord[] = [];
      const gone: string[] = [];
      values.forEach((value, index) => {
        const record = value ? decode(value) : null;
        if (record && record.userId === userId && record.expiresAt.getTime() > Date.now()) {
          live.push(record);
        } else {
          gone.push(ids[index] as string);
        }
      });
      if (gone.length > 0) await redis.srem(userKey(userId), ...gone);
      return live.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.publicId - b.publicId,
      );
    },
    async deleteForUser(userId, options) {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== options?.except);
      if (ids.length === 0) return;
      await redis
        .multi()
        .del(...ids.map(sessionKey))
        .srem(userKey(userId), ...ids)
        .exec();
    },
    async close() {},
  };
}
