import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import {
  languages,
  studentLearningLanguages,
  studentProfiles,
  teacherLanguagesTaught,
  teacherProfiles,
  users,
} from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { deleteUpload, storeUpload } from '../uploads/upload.service.ts';
import type { ProfileUpdate } from './profile.schemas.ts';

type UserRow = typeof users.$inferSelect;
type MediaDeps = { config: Config; media: MediaStorage };

async function assertLanguagesExist(db: Db, field: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.id, unique));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', { field });
}

/**
 * Updates the user's names, username and interface language, and their profile (the one
 * matching their type): phone number (a new number is unverified), native language, languages
 * and photo. Profile fields need a user type; the photo is stored first and removed again if the
 * change fails.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: ProfileUpdate,
  photo: File | null | undefined,
  deps: MediaDeps,
): Promise<UserRow> {
  const { firstName, lastName, username, language, timeZone } = input;
  const touchesProfile =
    input.phoneNumber !== undefined ||
    input.nativeLanguageId !== undefined ||
    input.languageIds !== undefined ||
    input.removePhoto === true ||
    !!photo;
  const profileTable =
    user.userType === 'TEACHER'
      ? teacherProfiles
      : user.userType === 'STUDENT'
        ? studentProfiles
        : null;
  if (touchesProfile && !profileTable) throw new AppError('FORBIDDEN', { field: 'userType' });

  if (username !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, user.id)));
    if (taken) throw new AppError('USERNAME_TAKEN', { field: 'username' });
  }
  if (input.nativeLanguageId)
    await assertLanguagesExist(db, 'nativeLanguageId', [input.nativeLanguageId]);
  if (input.languageIds) await assertLanguagesExist(db, 'languageIds', input.languageIds);

  const upload = photo
    ? await storeUpload(photo, { kind: 'photo', folder: 'profiles', field: 'photo', ...deps })
    : null;
  let previousPhoto: { key: string | null; thumbnailKey: string | null } | null = null;
  try {
    const updated = await db.transaction(async (tx) => {
      const userChanges = Object.fromEntries(
        Object.entries({ firstName, lastName, username, language, timeZone }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const [row] =
        Object.keys(userChanges).length > 0
          ? await tx.update(users).set(userChanges).where(eq(users.id, user.id)).returning()
          : [user];
      if (!row) throw new AppError('NOT_FOUND');
      if (!profileTable || !touchesProfile) return row;

      const [profile] = await tx
        .select()
        .from(profileTable)
        .where(eq(profileTable.userId, user.id));
      if (!profile) throw new AppError('NOT_FOUND', { field: 'userType' });
      const profileChanges: Partial<typeof teacherProfiles.$inferInsert> = {};
      if (input.phoneNumber !== undefined && input.phoneNumber !== profile.phoneNumber) {
        profileChanges.phoneNumber = input.phoneNumber;
        profileChanges.phoneNumberVerified = false;
      }
      if (input.nativeLanguageId !== undefined)
        profileChanges.nativeLanguageId = input.nativeLanguageId;
      if (upload || input.removePhoto) {
        previousPhoto = { key: profile.photo, thumbnailKey: profile.photoThumbnail };
        profileChanges.photo = upload?.key ?? null;
        profileChanges.photoThumbnail = upload?.thumbnailKey ?? null;
      }
      if (Object.keys(profileChanges).length > 0) {
        await tx.update(profileTable).set(profileChanges).where(eq(profileTable.id, profile.id));
      }
      if (input.languageIds) {
        const ids = [...new Set(input.languageIds)];
        if (profileTable === teacherProfiles) {
          await tx
            .delete(teacherLanguagesTaught)
            .where(eq(teacherLanguagesTaught.teacherProfileId, profile.id));
          if (ids.length > 0) {
            await tx
              .insert(teacherLanguagesTaught)
              .values(ids.map((languageId) => ({ teacherProfileId: profile.id, languageId })));
          }
        } else {
          await tx
            .delete(studentLearningLanguages)
            .where(eq(studentLearningLanguages.studentProfileId, profile.id));
          if (ids.length > 0) {
            await tx
              .insert(studentLearningLanguages)
              .values(ids.map((languageId) => ({ studentProfileId: profile.id, languageId })));
          }
        }
      }
      return row;
    });
    if (previousPhoto) await deleteUpload(deps.media, previousPhoto);
    return updated;
  } catch (error) {
    if (upload) await deleteUpload(deps.media, upload);
    throw error;
  }
}
