import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { studentProfiles, teacherProfiles, type UserType, users } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { randomToken } from '../platform/tokens.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Sets the user type once and creates the matching profile (a teacher's comes with an invite
 * token). The update is conditional on the type still being null, so two concurrent requests
 * cannot both succeed.
 */
export async function confirmUserType(
  db: Db,
  userId: string,
  userType: UserType,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ userType })
      .where(and(eq(users.id, userId), isNull(users.userType)))
      .returning();
    if (!user) throw new AppError('USER_TYPE_ALREADY_SET', { field: 'userType' });
    if (userType === 'TEACHER') {
      await tx
        .insert(teacherProfiles)
        .values({ userId, inviteToken: randomToken() })
        .onConflictDoNothing();
    } else {
      await tx.insert(studentProfiles).values({ userId }).onConflictDoNothing();
    }
    return user;
  });
}
