import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { languages } from './languages.ts';
import { users } from './users.ts';

const profileColumns = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Media paths (relative to the media root) of the re-encoded photo and its thumbnail. */
  photo: text('photo'),
  photoThumbnail: text('photo_thumbnail'),
  /** E.164, e.g. +34600111222. */
  phoneNumber: text('phone_number'),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  nativeLanguageId: uuid('native_language_id').references(() => languages.id, {
    onDelete: 'set null',
  }),
  ...timestamps(),
});

export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    ...profileColumns(),
    /** Token behind /invite/teacher/{token}; rotating it invalidates links already shared. */
    inviteToken: text('invite_token').notNull(),
  },
  (table) => [
    uniqueIndex('teacher_profiles_user_id_unique').on(table.userId),
    uniqueIndex('teacher_profiles_invite_token_unique').on(table.inviteToken),
  ],
);

export const studentProfiles = pgTable('student_profiles', profileColumns(), (table) => [
  uniqueIndex('student_profiles_user_id_unique').on(table.userId),
]);

export const teacherLanguagesTaught = pgTable(
  'teacher_languages_taught',
  {
    teacherProfileId: uuid('teacher_profile_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teacherProfileId, table.languageId] }),
    index('teacher_languages_taught_language_id_idx').on(table.languageId),
  ],
);

export const studentLearningLanguages = pgTable(
  'student_learning_languages',
  {
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.studentProfileId, table.languageId] }),
    index('student_learning_languages_language_id_idx').on(table.languageId),
  ],
);

/** A student linked to a teacher, through the teacher's link or one of their classrooms. */
export const teacherStudents = pgTable(
  'teacher_students',
  {
    teacherProfileId: uuid('teacher_profile_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teacherProfileId, table.studentProfileId] }),
    index('teacher_students_student_profile_id_idx').on(table.studentProfileId),
  ],
);
