import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AuthKeyKind, authKeys } from '../../db/schema/index.ts';
import { randomToken } from '../../platform/tokens.ts';
import { hashSecret } from '../secrets.ts';

/** How long a mailed key stays valid (allauth: EMAIL_CONFIRMATION_EXPIRE_DAYS = 3). */
export const AUTH_KEY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

export type AuthKeyRow = typeof authKeys.$inferSelect;

export async function issueAuthKey(
  db: Db,
  key: { kind: AuthKeyKind; userId: string; email: string; emailAddressId?: string | null },
): Promise<string> {
  const secret = randomToken(24);
  await db.insert(authKeys).values({
    kind: key.kind,
    keyHash: hashSecret(secret),
    userId: key.userId,
    email: key.email,
    emailAddressId: key.emailAddressId ?? null,
    expiresAt: new Date(Date.now() + AUTH_KEY_LIFETIME_MS),
  });
  return secret;
}

const usable = (kind: AuthKeyKind, secret: string) =>
  and(
    eq(authKeys.keyHash, hashSecret(secret)),
    eq(authKeys.kind, kind),
    isNull(authKeys.usedAt),
    gt(authKeys.expiresAt, new Date()),
  );

/** The key's row when it is still usable, without using it up. */
export async function peekAuthKey(
  db: Db,
  kind: AuthKeyKind,
  secret: string,
): Promise<AuthKeyRow | null> {
  if (!secret) return null;
  const [row] = await db.select().from(authKeys).where(usable(kind, secret)).limit(1);
  return row ?? null;
}

/** Uses the key up atomically: of two concurrent requests with the same key only one wins. */
export async function consumeAuthKey(
  db: Db,
  kind: AuthKeyKind,
  secret: string,
): Promise<AuthKeyRow | null> {
  if (!secret) return null;
  const [row] = await db
    .update(authKeys)
    .set({ usedAt: new Date() })
    .where(usable(kind, secret))
    .returning();
  return row ?? null;
}

/** Voids a user's outstanding keys of one kind, e.g. reset links once the password changed. */
export async function voidAuthKeys(db: Db, kind: AuthKeyKind, userId: string): Promise<void> {
  await db
    .update(authKeys)
    .set({ usedAt: new Date() })
    .where(and(eq(authKeys.userId, userId), eq(authKeys.kind, kind), isNull(authKeys.usedAt)));
}
