import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { cefrLevelEnum, invitationStatusEnum } from './enums.ts';
import { languages } from './languages.ts';
import { studentProfiles, teacherProfiles } from './profiles.ts';

export const classrooms = pgTable(
  'classrooms',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    level: cefrLevelEnum('level').notNull(),
    photo: text('photo'),
    photoThumbnail: text('photo_thumbnail'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    /** Token behind /invite/classroom/{teacherToken}/{token}; rotatable. */
    inviteToken: text('invite_token').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('classrooms_owner_id_idx').on(table.ownerId),
    index('classrooms_language_id_idx').on(table.languageId),
    uniqueIndex('classrooms_invite_token_unique').on(table.inviteToken),
  ],
);

/** Co-teachers; the owner is not repeated here. */
export const classroomTeachers = pgTable(
  'classroom_teachers',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    teacherProfileId: uuid('teacher_profile_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classroomId, table.teacherProfileId] }),
    index('classroom_teachers_teacher_profile_id_idx').on(table.teacherProfileId),
  ],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classroomId, table.studentProfileId] }),
    index('classroom_students_student_profile_id_idx').on(table.studentProfileId),
  ],
);

/** A teacher invited to co-teach a classroom, by link or by e-mail. */
export const teacherToClassroomInvitations = pgTable(
  'teacher_to_classroom_invitations',
  {
    id: id(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email'),
    token: text('token').notNull(),
    status: invitationStatusEnum('status').notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedById: uuid('responded_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('teacher_to_classroom_invitations_token_unique').on(table.token),
    index('teacher_to_classroom_invitations_classroom_id_idx').on(table.classroomId),
  ],
);

/**
 * Every teacher of a classroom, the owner included (one row per classroom and teacher), so that
 * "the classrooms I teach" and "the teachers of this classroom" are one relation each.
 */
export const classroomTeaching = pgView('classroom_teaching', {
  classroomId: uuid('classroom_id').notNull(),
  teacherProfileId: uuid('teacher_profile_id').notNull(),
  isOwner: boolean('is_owner').notNull(),
}).as(
  sql`select id as classroom_id, owner_id as teacher_profile_id, true as is_owner from classrooms
      union all
      select classroom_id, teacher_profile_id, false as is_owner from classroom_teachers`,
);
