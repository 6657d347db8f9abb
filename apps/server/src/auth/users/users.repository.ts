import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailAddresses, socialAccounts, users } from '../../db/schema/index.ts';
import type { UserRow } from '../sessions/request-session.ts';

export type EmailAddressRow = typeof emailAddresses.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? value.code : undefined;
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The address (any of a user's, not only the primary) and its owner, matched case-insensitively. */
export async function findEmailOwner(
  db: Db,
  email: string,
): Promise<{ address: EmailAddressRow; user: UserRow } | null> {
  const [row] = await db
    .select({ address: emailAddresses, user: users })
    .from(emailAddresses)
    .innerJoin(users, eq(users.id, emailAddresses.userId))
    .where(sql`lower(${emailAddresses.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function listEmailAddresses(db: Db, userId: string): Promise<EmailAddressRow[]> {
  return db
    .select()
    .from(emailAddresses)
    .where(eq(emailAddresses.userId, userId))
    .orderBy(
      desc(emailAddresses.primary),
      asc(emailAddresses.createdAt),
      asc(emailAddresses.email),
    );
}

export type NewAccount = {
  email: string;
  emailVerified: boolean;
  username?: string | null;
  passwordHash: string | null;
  language: string;
  firstName?: string;
  lastName?: string;
};

/** Creates a user with its primary address; null when the address or username is taken. */
export async function createAccount(
  db: Db,
  account: NewAccount,
): Promise<{ user: UserRow; address: EmailAddressRow } | null> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          username: account.username ?? null,
          passwordHash: account.passwordHash,
          language: account.language,
          firstName: account.firstName ?? '',
          lastName: account.lastName ?? '',
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      const [address] = await tx
        .insert(emailAddresses)
        .values({
          userId: user.id,
          email: account.email,
          verified: account.emailVerified,
          primary: true,
        })
        .returning();
      if (!address) throw new Error('email address insert returned no row');
      return { user, address };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Adds a secondary, unverified address; null when any account already has it. */
export async function addEmailAddress(
  db: Db,
  userId: string,
  email: string,
): Promise<EmailAddressRow | null> {
  try {
    const [address] = await db
      .insert(emailAddresses)
      .values({ userId, email, verified: false, primary: false })
      .returning();
    return address ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Marks the address verified; a user without a primary address gets this one as primary. */
export async function markEmailVerified(db: Db, address: EmailAddressRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailAddresses)
      .set({ verified: true })
      .where(eq(emailAddresses.id, address.id));
    const [primary] = await tx
      .select({ id: emailAddresses.id })
      .from(emailAddresses)
      .where(and(eq(emailAddresses.userId, address.userId), eq(emailAddresses.primary, true)))
      .limit(1);
    if (!primary) {
      await tx
        .update(emailAddresses)
        .set({ primary: true })
        .where(eq(emailAddresses.id, address.id));
      await tx.update(users).set({ email: address.email }).where(eq(users.id, address.userId));
    }
  });
}

/** Makes the address primary and keeps users.email in step with it. */
export async function setPrimaryEmail(db: Db, address: EmailAddressRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailAddresses)
      .set({ primary: false })
      .where(and(eq(emailAddresses.userId, address.userId), eq(emailAddresses.primary, true)));
    await tx.update(emailAddresses).set({ primary: true }).where(eq(emailAddresses.id, address.id));
    await tx.update(users).set({ email: address.email }).where(eq(users.id, address.userId));
  });
}

export async function deleteEmailAddress(db: Db, address: EmailAddressRow): Promise<void> {
  await db.delete(emailAddresses).where(eq(emailAddresses.id, address.id));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function listSocialAccounts(db: Db, userId: string): Promise<SocialAccountRow[]> {
  return db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.createdAt));
}

export async function findSocialAccount(
  db: Db,
  provider: string,
  uid: string,
): Promise<SocialAccountRow | null> {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)))
    .limit(1);
  return row ?? null;
}

export async function connectSocialAccount(
  db: Db,
  account: { userId: string; provider: string; uid: string; extraData: Record<string, unknown> },
): Promise<SocialAccountRow | null> {
  try {
    const [row] = await db
      .insert(socialAccounts)
      .values({ ...account, lastLoginAt: new Date() })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function touchSocialAccount(
  db: Db,
  id: string,
  extraData: Record<string, unknown>,
): Promise<void> {
  await db
    .update(socialAccounts)
    .set({ extraData, lastLoginAt: new Date() })
    .where(eq(socialAccounts.id, id));
}

export async function deleteSocialAccount(db: Db, id: string): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.id, id));
}
