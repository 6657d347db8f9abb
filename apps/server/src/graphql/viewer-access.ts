import DataLoader from 'dataloader';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  classroomStudents,
  classroomTeaching,
  studentProfiles,
  teacherProfiles,
  teacherStudents,
} from '../db/schema/index.ts';
import { isUuid } from './ids.ts';

export type ClassroomRole = 'OWNER' | 'CO_TEACHER' | 'STUDENT';

export type ViewerProfiles = { teacherProfileId: string | null; studentProfileId: string | null };

/**
 * What the signed-in user may reach, loaded lazily and at most once per request: their profile
 * ids, their role in each classroom a query touches, and their teacher–student links. Each
 * loader batches the keys asked for in one tick into one SQL statement.
 */
export type ViewerAccess = {
  profiles(): Promise<ViewerProfiles>;
  classroomRole(classroomId: string): Promise<ClassroomRole | null>;
  /** Records a role read with the classroom itself (classroomRoleSql), sparing its own query. */
  knowClassroomRole(classroomId: string, role: ClassroomRole | null): void;
  /** Whether the viewer (a teacher) is linked to this student or teaches them in a classroom. */
  teachesStudent(studentProfileId: string): Promise<boolean>;
  /** Whether the viewer (a student) is linked to this teacher or learns from them in a classroom. */
  learnsFromTeacher(teacherProfileId: string): Promise<boolean>;
  /** Drops what was loaded, after a mutation changed memberships or links. */
  forget(): void;
};

/**
 * The user's role in the classroom whose id is `classroomId`, as a column of the classroom's own
 * query: the same rule as the roles loader below (a teacher's place wins over a student's).
 */
export function classroomRoleSql(
  classroomId: AnyColumn,
  userId: string,
): SQL<ClassroomRole | null> {
  return sql<ClassroomRole | null>`coalesce(
    (select case when ct.is_owner then 'OWNER' else 'CO_TEACHER' end
       from classroom_teaching ct join teacher_profiles tp on tp.id = ct.teacher_profile_id
      where ct.classroom_id = ${classroomId} and tp.user_id = ${userId}
      order by ct.is_owner desc limit 1),
    (select 'STUDENT'
       from classroom_students cs join student_profiles sp on sp.id = cs.student_profile_id
      where cs.classroom_id = ${classroomId} and sp.user_id = ${userId} limit 1))`;
}

export function createViewerAccess(db: Db, userId: string | null): ViewerAccess {
  let profiles: Promise<ViewerProfiles> | null = null;
  const loadProfiles = (): Promise<ViewerProfiles> => {
    if (userId === null) return Promise.resolve({ teacherProfileId: null, studentProfileId: null });
    profiles ??= db.query.users
      .findFirst({
        where: { id: userId },
        columns: { id: true },
        with: {
          teacherProfile: { columns: { id: true } },
          studentProfile: { columns: { id: true } },
        },
      })
      .then((row) => ({
        teacherProfileId: row?.teacherProfile?.id ?? null,
        studentProfileId: row?.studentProfile?.id ?? null,
      }));
    return profiles;
  };

  // Joined through the profiles by user id, so a membership check is one statement on its own.
  const roles = new DataLoader<string, ClassroomRole | null>(async (keys) => {
    const ids = keys.filter(isUuid);
    const found = new Map<string, ClassroomRole>();
    if (ids.length > 0 && userId !== null) {
      const rows = await db
        .select({
          classroomId: classroomTeaching.classroomId,
          isOwner: classroomTeaching.isOwner,
          isStudent: sql<boolean>`false`.as('is_student'),
        })
        .from(classroomTeaching)
        .innerJoin(teacherProfiles, eq(teacherProfiles.id, classroomTeaching.teacherProfileId))
        .where(and(eq(teacherProfiles.userId, userId), inArray(classroomTeaching.classroomId, ids)))
        .unionAll(
          db
            .select({
              classroomId: classroomStudents.classroomId,
              isOwner: sql<boolean>`false`.as('is_owner'),
              isStudent: sql<boolean>`true`.as('is_student'),
            })
            .from(classroomStudents)
            .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
            .where(
              and(eq(studentProfiles.userId, userId), inArray(classroomStudents.classroomId, ids)),
            ),
        );
      for (const row of rows) {
        const role: ClassroomRole = row.isStudent
          ? 'STUDENT'
          : row.isOwner
            ? 'OWNER'
            : 'CO_TEACHER';
        if (!found.has(row.classroomId) || role !== 'STUDENT') found.set(row.classroomId, role);
      }
    }
    return keys.map((key) => found.get(key) ?? null);
  });

  // A teacher reaches a student linked to them or studying in a classroom they teach.
  const students = new DataLoader<string, boolean>(async (keys) => {
    const ids = keys.filter(isUuid);
    const { teacherProfileId } = await loadProfiles();
    if (!teacherProfileId || ids.length === 0) return keys.map(() => false);
    const rows = await db
      .select({ id: teacherStudents.studentProfileId })
      .from(teacherStudents)
      .where(
        and(
          eq(teacherStudents.teacherProfileId, teacherProfileId),
          inArray(teacherStudents.studentProfileId, ids),
        ),
      )
      .union(
        db
          .select({ id: classroomStudents.studentProfileId })
          .from(classroomStudents)
          .innerJoin(
            classroomTeaching,
            eq(classroomTeaching.classroomId, classroomStudents.classroomId),
          )
          .where(
            and(
              eq(classroomTeaching.teacherProfileId, teacherProfileId),
              inArray(classroomStudents.studentProfileId, ids),
            ),
          ),
      );
    const linked = new Set(rows.map((row) => row.id));
    return keys.map((key) => linked.has(key));
  });

  // A student reaches a teacher linked to them or teaching a classroom they study in.
  const teachers = new DataLoader<string, boolean>(async (keys) => {
    const ids = keys.filter(isUuid);
    const { studentProfileId } = await loadProfiles();
    if (!studentProfileId || ids.length === 0) return keys.map(() => false);
    const rows = await db
      .select({ id: teacherStudents.teacherProfileId })
      .from(teacherStudents)
      .where(
        and(
          eq(teacherStudents.studentProfileId, studentProfileId),
          inArray(teacherStudents.teacherProfileId, ids),
        ),
      )
      .union(
        db
          .select({ id: classroomTeaching.teacherProfileId })
          .from(classroomTeaching)
          .innerJoin(
            classroomStudents,
            eq(classroomStudents.classroomId, classroomTeaching.classroomId),
          )
          .where(
            and(
              eq(classroomStudents.studentProfileId, studentProfileId),
              inArray(classroomTeaching.teacherProfileId, ids),
            ),
          ),
      );
    const linked = new Set(rows.map((row) => row.id));
    return keys.map((key) => linked.has(key));
  });

  return {
    profiles: loadProfiles,
    classroomRole: (classroomId) =>
      userId === null ? Promise.resolve(null) : roles.load(classroomId),
    knowClassroomRole: (classroomId, role) => {
      roles.prime(classroomId, role);
    },
    teachesStudent: (id) => (userId === null ? Promise.resolve(false) : students.load(id)),
    learnsFromTeacher: (id) => (userId === null ? Promise.resolve(false) : teachers.load(id)),
    forget: () => {
      profiles = null;
      roles.clearAll();
      students.clearAll();
      teachers.clearAll();
    },
  };
}
