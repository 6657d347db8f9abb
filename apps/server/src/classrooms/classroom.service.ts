import { and, eq, inArray } from 'drizzle-orm';
import { closeClassroomAssignments } from '../assignments/assignment.service.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { classroomStudents, classrooms, classroomTeachers, languages } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { randomToken } from '../platform/tokens.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { deleteUpload, type StoredUpload, storeUpload } from '../uploads/upload.service.ts';
import type { ClassroomCreate, ClassroomUpdate } from './classroom.schemas.ts';

type ClassroomRow = typeof classrooms.$inferSelect;

export type PhotoChange = { file?: File | null; remove?: boolean | null };

type MediaDeps = { config: Config; media: MediaStorage };

async function assertLanguageExists(db: Db, languageId: string | undefined): Promise<void> {
  if (!languageId) return;
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.id, languageId));
  if (!row) throw new AppError('NOT_FOUND', { field: 'languageId' });
}

/** Stores a new classroom photo (checked and re-encoded) before the row changes. */
async function storePhoto(file: File | null | undefined, deps: MediaDeps) {
  if (!file) return null;
  return storeUpload(file, { kind: 'photo', folder: 'classrooms', field: 'photo', ...deps });
}

/** Runs a database change after storing a photo; removes the new files if the change fails. */
async function withStoredPhoto<T>(
  upload: StoredUpload | null,
  deps: MediaDeps,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (upload)
      await deleteUpload(deps.media, { key: upload.key, thumbnailKey: upload.thumbnailKey });
    throw error;
  }
}

export async function createClassroom(
  db: Db,
  ownerId: string,
  input: ClassroomCreate,
  photo: PhotoChange,
  deps: MediaDeps,
): Promise<ClassroomRow> {
  await assertLanguageExists(db, input.languageId);
  const upload = await storePhoto(photo.file, deps);
  return withStoredPhoto(upload, deps, async () => {
    const [row] = await db
      .insert(classrooms)
      .values({
        ...input,
        ownerId,
        inviteToken: randomToken(),
        photo: upload?.key ?? null,
        photoThumbnail: upload?.thumbnailKey ?? null,
      })
      .returning();
    if (!row) throw new Error('classroom insert returned no row');
    return row;
  });
}

export async function updateClassroom(
  db: Db,
  id: string,
  input: ClassroomUpdate,
  photo: PhotoChange,
  deps: MediaDeps,
): Promise<ClassroomRow> {
  await assertLanguageExists(db, input.languageId);
  const [current] = await db.select().from(classrooms).where(eq(classrooms.id, id));
  if (!current) throw new AppError('NOT_FOUND', { field: 'id' });
  const upload = await storePhoto(photo.file, deps);
  const replacesPhoto = upload !== null || photo.remove === true;
  const row = await withStoredPhoto(upload, deps, async () => {
    const [updated] = await db
      .update(classrooms)
      .set({
        ...input,
        ...(replacesPhoto
          ? { photo: upload?.key ?? null, photoThumbnail: upload?.thumbnailKey ?? null }
          : {}),
      })
      .where(eq(classrooms.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', { field: 'id' });
    return updated;
  });
  if (replacesPhoto) {
    await deleteUpload(deps.media, { key: current.photo, thumbnailKey: current.photoThumbnail });
  }
  return row;
}

/** Archiving closes the classroom's published assignments (reopening them is the teacher's choice). */
export async function setClassroomArchived(
  db: Db,
  id: string,
  archived: boolean,
): Promise<ClassroomRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(classrooms)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(classrooms.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
    if (archived) await closeClassroomAssignments(tx, id);
    return row;
  });
}

/** A new classroom token: links shared with the old one stop working. */
export async function rotateClassroomInviteToken(db: Db, id: string): Promise<ClassroomRow> {
  const [row] = await db
    .update(classrooms)
    .set({ inviteToken: randomToken() })
    .where(eq(classrooms.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return row;
}

export async function removeClassroomStudents(
  db: Db,
  classroomId: string,
  studentProfileIds: string[],
): Promise<void> {
  if (studentProfileIds.length === 0) return;
  await db
    .delete(classroomStudents)
    .where(
      and(
        eq(classroomStudents.classroomId, classroomId),
        inArray(classroomStudents.studentProfileId, studentProfileIds),
      ),
    );
}

export async function removeCoTeacher(
  db: Db,
  classroomId: string,
  teacherProfileId: string,
): Promise<void> {
  await db
    .delete(classroomTeachers)
    .where(
      and(
        eq(classroomTeachers.classroomId, classroomId),
        eq(classroomTeachers.teacherProfileId, teacherProfileId),
      ),
    );
}

/** The viewer leaves a classroom they study in or co-teach; the owner archives instead. */
export async function leaveClassroom(
  db: Db,
  classroomId: string,
  viewer: { teacherProfileId: string | null; studentProfileId: string | null },
): Promise<void> {
  const [classroom] = await db
    .select({ ownerId: classrooms.ownerId })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId));
  if (!classroom) throw new AppError('NOT_FOUND', { field: 'id' });
  if (viewer.teacherProfileId && classroom.ownerId === viewer.teacherProfileId) {
    throw new AppError('OWNER_CANNOT_LEAVE');
  }
  if (viewer.teacherProfileId) await removeCoTeacher(db, classroomId, viewer.teacherProfileId);
  if (viewer.studentProfileId) {
    await removeClassroomStudents(db, classroomId, [viewer.studentProfileId]);
  }
}
