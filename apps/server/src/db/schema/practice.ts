import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classrooms } from './classrooms.ts';
import { id, timestamps } from './columns.ts';
import { curricula } from './curricula.ts';
import { evaluationSettings } from './evaluation-settings.ts';
import { studentProfiles, teacherProfiles } from './profiles.ts';
import { scenarios } from './scenarios.ts';

/** The tutor's grade of an attempt, as it stood before a teacher's first override. */
export type AiAttemptScore = {
  categoryScores: Record<string, number | null> | null;
  overallScore: number | null;
  passed: boolean | null;
};

/** The tutor's grade of a student message, as it stood before a teacher's first override. */
export type AiMessageGrade = {
  correctness: 'NO' | 'PARTIAL' | 'YES';
  feedback: unknown[];
  categoryScores: Record<string, number | null> | null;
};

export const PRACTICE_ASSIGNMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type PracticeAssignmentStatus = (typeof PRACTICE_ASSIGNMENT_STATUSES)[number];
export const practiceAssignmentStatusEnum = pgEnum(
  'practice_assignment_status',
  PRACTICE_ASSIGNMENT_STATUSES,
);

export const PRACTICE_INTENT_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'ABANDONED'] as const;
export type PracticeIntentStatus = (typeof PRACTICE_INTENT_STATUSES)[number];
export const practiceIntentStatusEnum = pgEnum('practice_intent_status', PRACTICE_INTENT_STATUSES);

/**
 * Practice given to a classroom: one scenario or a curriculum, under one evaluation setting.
 * The content and the setting are RESTRICT: the authoring services report *_IN_USE.
 */
export const practiceAssignments = pgTable(
  'practice_assignments',
  {
    id: id(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'restrict' }),
    curriculumId: uuid('curriculum_id').references(() => curricula.id, { onDelete: 'restrict' }),
    evaluationSettingId: uuid('evaluation_setting_id')
      .notNull()
      .references(() => evaluationSettings.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    status: practiceAssignmentStatusEnum('status').notNull().default('DRAFT'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('practice_assignments_classroom_id_idx').on(table.classroomId),
    index('practice_assignments_scenario_id_idx').on(table.scenarioId),
    index('practice_assignments_curriculum_id_idx').on(table.curriculumId),
    index('practice_assignments_evaluation_setting_id_idx').on(table.evaluationSettingId),
    check('practice_assignments_one_target', sql`(scenario_id is null) <> (curriculum_id is null)`),
    check('practice_assignments_due_after_start', sql`due_at is null or due_at > starts_at`),
  ],
);

/** When an assignment lists students, it is for them only; otherwise for the whole classroom. */
export const practiceAssignmentStudents = pgTable(
  'practice_assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentProfileId] }),
    index('practice_assignment_students_student_idx').on(table.studentProfileId),
  ],
);

/** Late work granted to one student: a later due date and/or extra attempts. */
export const practiceAssignmentExtensions = pgTable(
  'practice_assignment_extensions',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    grantedById: uuid('granted_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentProfileId] }),
    check('practice_assignment_extensions_extra_attempts_range', sql`extra_attempts >= 0`),
  ],
);

/**
 * One attempt of one scenario. The snapshots copy what the attempt was started with (see
 * docs/decisions/0009-practice-assignments.md), so no foreign key points at rows an edit deletes.
 * A teacher's preview attempt has no student and is never counted.
 */
export const practiceIntents = pgTable(
  'practice_intents',
  {
    id: id(),
    studentProfileId: uuid('student_profile_id').references(() => studentProfiles.id, {
      onDelete: 'cascade',
    }),
    previewTeacherProfileId: uuid('preview_teacher_profile_id').references(
      () => teacherProfiles.id,
      { onDelete: 'cascade' },
    ),
    /** Null for free practice of a public scenario and for previews. */
    assignmentId: uuid('assignment_id').references(() => practiceAssignments.id, {
      onDelete: 'restrict',
    }),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    scenarioSnapshot: jsonb('scenario_snapshot').notNull(),
    rulesSnapshot: jsonb('rules_snapshot').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    status: practiceIntentStatusEnum('status').notNull().default('IN_PROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    activeSeconds: integer('active_seconds').notNull().default(0),
    currentStepIndex: integer('current_step_index').notNull().default(0),
    /** Score 0–100 per graded category, set when the attempt ends. */
    categoryScores: jsonb('category_scores').$type<Record<string, number>>(),
    overallScore: integer('overall_score'),
    passed: boolean('passed'),
    /** Uses of each help feature: { VIEW_SUGGESTIONS: 2, … }. */
    helpUsage: jsonb('help_usage').$type<Record<string, number>>().notNull().default({}),
    /**
     * Teacher review (review/): the score columns above hold the effective grade; the tutor's
     * score is kept here from the first override on, and never overwritten.
     */
    aiScore: jsonb('ai_score').$type<AiAttemptScore>(),
    /** The teacher's own values: per category (partial) and overall; null when not set. */
    teacherCategoryScores: jsonb('teacher_category_scores').$type<Record<string, number>>(),
    teacherOverallScore: integer('teacher_overall_score'),
    teacherComment: text('teacher_comment'),
    teacherGradedAt: timestamp('teacher_graded_at', { withTimezone: true }),
    teacherGradedById: uuid('teacher_graded_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    /** Marked reviewed: out of the review queue, counted in the agreement figures. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('practice_intents_student_idx').on(table.studentProfileId, table.startedAt),
    index('practice_intents_assignment_idx').on(table.assignmentId, table.scenarioId),
    uniqueIndex('practice_intents_one_in_progress')
      .on(table.studentProfileId, table.assignmentId, table.scenarioId)
      .where(sql`status = 'IN_PROGRESS' and assignment_id is not null`),
    uniqueIndex('practice_intents_attempt_number_unique')
      .on(table.studentProfileId, table.assignmentId, table.scenarioId, table.attemptNumber)
      .where(sql`assignment_id is not null`),
    check(
      'practice_intents_student_or_preview',
      sql`(student_profile_id is null) <> (preview_teacher_profile_id is null)`,
    ),
    check(
      'practice_intents_score_range',
      sql`overall_score is null or overall_score between 0 and 100`,
    ),
    check(
      'practice_intents_teacher_score_range',
      sql`teacher_overall_score is null or teacher_overall_score between 0 and 100`,
    ),
    index('practice_intents_unreviewed_idx')
      .on(table.assignmentId, table.endedAt)
      .where(sql`status = 'COMPLETED' and reviewed_at is null`),
  ],
);

export const MESSAGE_ROLES = ['ASSISTANT', 'USER'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
export const messageRoleEnum = pgEnum('message_role', MESSAGE_ROLES);

/** The spec's four values: CORRECTING while grading, then the grade. */
export const CORRECTNESS_VALUES = ['CORRECTING', 'NO', 'PARTIAL', 'YES'] as const;
export type Correctness = (typeof CORRECTNESS_VALUES)[number];
export const correctnessEnum = pgEnum('correctness', CORRECTNESS_VALUES);

/** How the background grading of a student message stands (Correctness keeps the spec's values). */
export const GRADING_STATUSES = ['PENDING', 'GRADED', 'FAILED'] as const;
export type GradingStatus = (typeof GRADING_STATUSES)[number];
export const gradingStatusEnum = pgEnum('grading_status', GRADING_STATUSES);

/** Who produced the text a spoken answer is graded by: the server's model, the browser, the student. */
export const TRANSCRIPT_SOURCES = ['SERVER', 'BROWSER', 'TYPED'] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];
export const transcriptSourceEnum = pgEnum('transcript_source', TRANSCRIPT_SOURCES);

/** Progress of a server transcription (TUTOR_TRANSCRIPTION_MODEL). */
export const TRANSCRIPTION_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];
export const transcriptionStatusEnum = pgEnum('transcription_status', TRANSCRIPTION_STATUSES);

/**
 * One line of a practice conversation. A student message is stored with CORRECTING and graded in
 * the background; grading writes the grade columns once (idempotent per message).
 */
export const practiceMessages = pgTable(
  'practice_messages',
  {
    id: id(),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => practiceIntents.id, { onDelete: 'cascade' }),
    role: messageRoleEnum('role').notNull(),
    text: text('text').notNull(),
    /**
     * Runs of non-space characters of the text (metrics' wordsUsed), counted when the text is
     * written: a regular expression per line made the metrics statements CPU-bound.
     */
    wordCount: integer('word_count').generatedAlwaysAs(
      sql`coalesce(array_length(regexp_split_to_array(nullif(btrim(text), ''), '\\s+'), 1), 0)`,
    ),
    /** Index of the step the line belongs to (the student's step when they wrote it). */
    stepIndex: integer('step_index').notNull(),
    /** Null for the character's lines. */
    correctness: correctnessEnum('correctness'),
    gradingStatus: gradingStatusEnum('grading_status'),
    /** Feedback items: category, code, severity, message, span, excerpt, suggestion. */
    feedback: jsonb('feedback').$type<unknown[]>().notNull().default([]),
    categoryScores: jsonb('category_scores').$type<Record<string, number | null>>(),
    usedNativeLanguage: boolean('used_native_language').notNull().default(false),
    gradingNote: text('grading_note'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /**
     * Recorded answers (speaking, src/speaking/): private media key, type and length read from the
     * file, the text graded and who produced it, the client's own transcript kept as a fallback.
     * `audio_file` is cleared when the retention period deletes the recording.
     */
    audioFile: text('audio_file'),
    audioMimeType: text('audio_mime_type'),
    audioDurationSeconds: doublePrecision('audio_duration_seconds'),
    audioDeletedAt: timestamp('audio_deleted_at', { withTimezone: true }),
    transcription: text('transcription'),
    transcriptSource: transcriptSourceEnum('transcript_source'),
    transcriptionStatus: transcriptionStatusEnum('transcription_status'),
    clientTranscript: text('client_transcript'),
    /** The character's line spoken by the server's voice (TUTOR_SPEECH_MODEL), made once. */
    speechFile: text('speech_file'),
    speechMimeType: text('speech_mime_type'),
    speechDurationSeconds: doublePrecision('speech_duration_seconds'),
    translation: text('translation'),
    /** The tutor's grade, kept from the teacher's first override on and never overwritten. */
    aiGrade: jsonb('ai_grade').$type<AiMessageGrade>(),
    teacherGradedAt: timestamp('teacher_graded_at', { withTimezone: true }),
    teacherGradedById: uuid('teacher_graded_by_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('practice_messages_intent_created_idx').on(table.intentId, table.createdAt),
    // The metrics read the students' lines of an attempt in a time range, from the index alone.
    index('practice_messages_student_lines_idx')
      .on(table.intentId, table.createdAt, table.correctness, table.wordCount)
      .where(sql`role = 'USER'`),
    check(
      'practice_messages_grade_only_for_students',
      sql`(role = 'USER') = (correctness is not null)`,
    ),
  ],
);

/**
 * Who changed which grade when (review/): one row per save, the message's or the attempt's
 * grade before and after, and the teacher's comment.
 */
export const practiceGradeChanges = pgTable(
  'practice_grade_changes',
  {
    id: id(),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => practiceIntents.id, { onDelete: 'cascade' }),
    /** Null: a change of the attempt's scores or comment. */
    messageId: uuid('message_id').references(() => practiceMessages.id, { onDelete: 'cascade' }),
    teacherProfileId: uuid('teacher_profile_id').references(() => teacherProfiles.id, {
      onDelete: 'set null',
    }),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_grade_changes_intent_idx').on(table.intentId, table.createdAt)],
);
