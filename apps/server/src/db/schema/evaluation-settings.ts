import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { teacherProfiles } from './profiles.ts';
import { feedbackCategoryEnum } from './scenarios.ts';

/** DISABLED is a single attempt without retries; LIMITED allows `maxAttempts`. */
export const ATTEMPT_MODES = ['DISABLED', 'LIMITED', 'UNLIMITED'] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];
export const attemptModeEnum = pgEnum('attempt_mode', ATTEMPT_MODES);

export const HELP_FEATURES = [
  'USE_NATIVE_LANGUAGE',
  'VIEW_DESCRIPTION',
  'VIEW_RUBRICS',
  'VIEW_SUGGESTIONS',
  'VIEW_TRANSCRIPTION',
  'VIEW_TRANSLATION',
] as const;
export type HelpFeature = (typeof HELP_FEATURES)[number];
export const helpFeatureEnum = pgEnum('help_feature', HELP_FEATURES);

export const MAX_ATTEMPTS_LIMIT = 50;

/**
 * How an assignment is practised and graded. Practice assignments will reference it with
 * ON DELETE RESTRICT (the service reports EVALUATION_SETTING_IN_USE).
 */
export const evaluationSettings = pgTable(
  'evaluation_settings',
  {
    id: id(),
    name: text('name').notNull(),
    attemptMode: attemptModeEnum('attempt_mode').notNull(),
    maxAttempts: integer('max_attempts'),
    helpFeatures: helpFeatureEnum('help_features').array().notNull().default(sql`'{}'`),
    passingScore: integer('passing_score').notNull(),
    /** Null: no time limit. */
    maxDurationSeconds: integer('max_duration_seconds'),
    liveFeedback: boolean('live_feedback').notNull().default(true),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [
    index('evaluation_settings_owner_id_idx').on(table.ownerId),
    check(
      'evaluation_settings_max_attempts_iff_limited',
      sql`(attempt_mode = 'LIMITED') = (max_attempts is not null)`,
    ),
    check(
      'evaluation_settings_max_attempts_range',
      sql`max_attempts is null or max_attempts between 1 and ${sql.raw(String(MAX_ATTEMPTS_LIMIT))}`,
    ),
    check('evaluation_settings_passing_score_range', sql`passing_score between 0 and 100`),
    check(
      'evaluation_settings_max_duration_positive',
      sql`max_duration_seconds is null or max_duration_seconds > 0`,
    ),
  ],
);

/** The categories an evaluation setting grades, with weights adding up to 100. */
export const evaluationSettingCategories = pgTable(
  'evaluation_setting_categories',
  {
    evaluationSettingId: uuid('evaluation_setting_id')
      .notNull()
      .references(() => evaluationSettings.id, { onDelete: 'cascade' }),
    category: feedbackCategoryEnum('category').notNull(),
    weight: integer('weight').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.evaluationSettingId, table.category] }),
    check('evaluation_setting_categories_weight_range', sql`weight between 1 and 100`),
  ],
);
