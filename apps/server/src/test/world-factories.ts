import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  type CefrLevel,
  classroomStudents,
  classrooms,
  classroomTeachers,
  languages,
  studentLearningLanguages,
  studentProfiles,
  teacherLanguagesTaught,
  teacherProfiles,
  teacherStudents,
  type UserType,
  users,
} from '../db/schema/index.ts';
import { randomToken } from '../platform/tokens.ts';

/**
 * Factories for the people-and-classrooms world: each call makes new rows with unique names,
 * so tests sharing a database never see each other's data.
 */
export type BuiltUser = typeof users.$inferSelect;
export type BuiltTeacher = { user: BuiltUser; profile: typeof teacherProfiles.$inferSelect };
export type BuiltStudent = { user: BuiltUser; profile: typeof studentProfiles.$inferSelect };
export type BuiltClassroom = typeof classrooms.$inferSelect;

const unique = () => randomUUID().slice(0, 8);

export async function languageId(db: Db, isoLanguageCode: string): Promise<string> {
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.isoLanguageCode, isoLanguageCode));
  if (!row) throw new Error(`language ${isoLanguageCode} is not in the catalogue`);
  return row.id;
}

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { userType?: UserType | null } = {},
): Promise<BuiltUser> {
  const tag = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `person-${tag}@example.test`,
      username: `person_${tag}`,
      firstName: 'Alex',
      lastName: `Tester ${tag}`,
      userType: null,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function buildTeacher(
  db: Db,
  options: { user?: Partial<typeof users.$inferInsert>; languagesTaught?: string[] } = {},
): Promise<BuiltTeacher> {
  const user = await buildUser(db, { firstName: 'Teresa', ...options.user, userType: 'TEACHER' });
  const [profile] = await db
    .insert(teacherProfiles)
    .values({
      userId: user.id,
      inviteToken: randomToken(),
      nativeLanguageId: await languageId(db, 'es'),
    })
    .returning();
  if (!profile) throw new Error('teacher profile insert returned nothing');
  for (const code of options.languagesTaught ?? []) {
    await db
      .insert(teacherLanguagesTaught)
      .values({ teacherProfileId: profile.id, languageId: await languageId(db, code) });
  }
  return { user, profile };
}

export async function buildStudent(
  db: Db,
  options: {
    user?: Partial<typeof users.$inferInsert>;
    learningLanguages?: string[];
    teachers?: BuiltTeacher[];
  } = {},
): Promise<BuiltStudent> {
  const user = await buildUser(db, { firstName: 'Sam', ...options.user, userType: 'STUDENT' });
  const [profile] = await db
    .insert(studentProfiles)
    .values({ userId: user.id, nativeLanguageId: await languageId(db, 'en') })
    .returning();
  if (!profile) throw new Error('student profile insert returned nothing');
  for (const code of options.learningLanguages ?? []) {
    await db
      .insert(studentLearningLanguages)
      .values({ studentProfileId: profile.id, languageId: await languageId(db, code) });
  }
  for (const teacher of options.teachers ?? []) {
    await db
      .insert(teacherStudents)
      .values({ teacherProfileId: teacher.profile.id, studentProfileId: profile.id });
  }
  return { user, profile };
}

export async function buildClassroom(
  db: Db,
  options: {
    owner: BuiltTeacher;
    name?: string;
    language?: string;
    level?: CefrLevel;
    students?: BuiltStudent[];
    coTeachers?: BuiltTeacher[];
    archived?: boolean;
  },
): Promise<BuiltClassroom> {
  const [classroom] = await db
    .insert(classrooms)
    .values({
      name: options.name ?? `Classroom ${unique()}`,
      languageId: await languageId(db, options.language ?? 'es'),
      level: options.level ?? 'A2',
      ownerId: options.owner.profile.id,
      inviteToken: randomToken(),
      archivedAt: options.archived ? new Date() : null,
    })
    .returning();
  if (!classroom) throw new Error('classroom insert returned nothing');
  for (const student of options.students ?? []) {
    await db
      .insert(classroomStudents)
      .values({ classroomId: classroom.id, studentProfileId: student.profile.id });
  }
  for (const teacher of options.coTeachers ?? []) {
    await db
      .insert(classroomTeachers)
      .values({ classroomId: classroom.id, teacherProfileId: teacher.profile.id });
  }
  return classroom;
}
