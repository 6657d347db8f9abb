import type { Db } from '../db/database.ts';
import { AppError } from '../graphql/errors.ts';
import type { ClassroomPreviewShape, InvitingTeacherShape } from './invitation-preview.types.ts';

const TEACHER_COLUMNS = { id: true, photo: true, photoThumbnail: true, inviteToken: true } as const;
const USER_NAME_COLUMNS = { firstName: true, lastName: true } as const;

type TeacherWithUser = {
  id: string;
  photo: string | null;
  photoThumbnail: string | null;
  inviteToken: string;
  user: { firstName: string; lastName: string };
};

export function invitingTeacher(teacher: TeacherWithUser): InvitingTeacherShape {
  return {
    firstName: teacher.user.firstName,
    lastName: teacher.user.lastName,
    photo: teacher.photo,
    photoThumbnail: teacher.photoThumbnail,
  };
}

/** The teacher behind a teacher invite token; a wrong or rotated token is INVITATION_INVALID. */
export async function teacherByInviteToken(db: Db, token: string): Promise<TeacherWithUser> {
  const teacher = await db.query.teacherProfiles.findFirst({
    where: { inviteToken: token },
    columns: TEACHER_COLUMNS,
    with: { user: { columns: USER_NAME_COLUMNS } },
  });
  if (!teacher) throw new AppError('INVITATION_INVALID', { field: 'token' });
  return teacher;
}

export type ClassroomForInvite = ClassroomPreviewShape & {
  id: string;
  ownerId: string;
  archivedAt: Date | null;
  owner: TeacherWithUser;
};

export async function classroomById(db: Db, id: string): Promise<ClassroomForInvite | null> {
  const row = await db.query.classrooms.findFirst({
    where: { id },
    columns: {
      id: true,
      name: true,
      level: true,
      photo: true,
      photoThumbnail: true,
      ownerId: true,
      archivedAt: true,
    },
    with: {
      language: { columns: { name: true, isoLanguageCode: true } },
      owner: { columns: TEACHER_COLUMNS, with: { user: { columns: USER_NAME_COLUMNS } } },
    },
  });
  return row ?? null;
}

/**
 * The classroom behind /invite/classroom/{teacherToken}/{classroomToken}: both tokens must be
 * current (rotating either cuts the link off) and the classroom must not be archived.
 */
export async function classroomByInviteTokens(
  db: Db,
  teacherToken: string,
  classroomToken: string,
): Promise<ClassroomForInvite> {
  const row = await db.query.classrooms.findFirst({
    where: { inviteToken: classroomToken },
    columns: { id: true },
  });
  const classroom = row ? await classroomById(db, row.id) : null;
  if (!classroom || classroom.owner.inviteToken !== teacherToken) {
    throw new AppError('INVITATION_INVALID', { field: 'token' });
  }
  if (classroom.archivedAt) throw new AppError('CLASSROOM_ARCHIVED', { field: 'token' });
  return classroom;
}

export function classroomPreview(classroom: ClassroomForInvite): ClassroomPreviewShape {
  return {
    name: classroom.name,
    level: classroom.level,
    language: classroom.language,
    photo: classroom.photo,
    photoThumbnail: classroom.photoThumbnail,
  };
}
