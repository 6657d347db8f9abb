import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { cefrLevelEnum } from './enums.ts';
import { languages } from './languages.ts';
import { teacherProfiles } from './profiles.ts';

export const VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const visibilityEnum = pgEnum('visibility', VISIBILITIES);

export const VOICE_GENDERS = ['FEMALE', 'MALE'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];
export const voiceGenderEnum = pgEnum('voice_gender', VOICE_GENDERS);

export const ITEM_KINDS = ['PHRASE', 'WORD'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const itemKindEnum = pgEnum('item_kind', ITEM_KINDS);

/** Skills a reply is graded on; rubrics, evaluation settings and feedback items share them. */
export const FEEDBACK_CATEGORIES = [
  'COHESION',
  'FLUENCY',
  'GRAMMAR',
  'OTHER',
  'PRONUNCIATION',
  'VOCABULARY',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const feedbackCategoryEnum = pgEnum('feedback_category', FEEDBACK_CATEGORIES);

export const ATTACHMENT_KINDS = ['IMAGE', 'PDF'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const attachmentKindEnum = pgEnum('attachment_kind', ATTACHMENT_KINDS);

/**
 * A role-play with an AI character. `ownerId` null means the staff-curated Charla library, which
 * is always public. Practice assignments will reference scenarios with ON DELETE RESTRICT, so a
 * scenario in use cannot be deleted (see docs/decisions/0007-authoring.md).
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: id(),
    title: text('title').notNull(),
    /** Shown to the student before and during practice. */
    description: text('description').notNull().default(''),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    level: cefrLevelEnum('level').notNull(),
    characterName: text('character_name').notNull(),
    characterRole: text('character_role').notNull(),
    characterPersonality: text('character_personality').notNull().default(''),
    voiceGender: voiceGenderEnum('voice_gender').notNull(),
    /** A speech-synthesis voice name; null lets the player pick one for the language and gender. */
    voiceName: text('voice_name'),
    studentRole: text('student_role').notNull(),
    studentGoal: text('student_goal').notNull(),
    /** The character's first line, in the scenario's language. */
    openingMessage: text('opening_message').notNull(),
    openingMessageTranslation: text('opening_message_translation').notNull().default(''),
    estimatedDurationSeconds: integer('estimated_duration_seconds').notNull(),
    visibility: visibilityEnum('visibility').notNull().default('PRIVATE'),
    ownerId: uuid('owner_id').references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    duplicatedFromId: uuid('duplicated_from_id').references((): AnyPgColumn => scenarios.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('scenarios_owner_id_idx').on(table.ownerId),
    index('scenarios_language_id_idx').on(table.languageId),
    index('scenarios_public_idx')
      .on(table.languageId, table.level)
      .where(sql`visibility = 'PUBLIC'`),
    check('scenarios_library_is_public', sql`owner_id is not null or visibility = 'PUBLIC'`),
    check('scenarios_estimated_duration_positive', sql`estimated_duration_seconds > 0`),
  ],
);

/**
 * One stage of the conversation. Ids stay stable when a scenario is edited or its steps are
 * reordered, because practice records which step a student is on.
 */
export const scenarioSteps = pgTable(
  'scenario_steps',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** What the student must achieve to move on. */
    goal: text('goal').notNull(),
    expectedPhrases: text('expected_phrases').array().notNull().default(sql`'{}'::text[]`),
    /** The embedded tutor's line for this step, in the scenario's language, and its translation. */
    scriptedLine: text('scripted_line').notNull(),
    scriptedLineTranslation: text('scripted_line_translation').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scenario_steps_scenario_position_unique').on(table.scenarioId, table.position),
  ],
);

export const vocabularyItems = pgTable(
  'vocabulary_items',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: itemKindEnum('kind').notNull(),
    text: text('text').notNull(),
    translation: text('translation').notNull().default(''),
    /** Graded: the student is expected to use it. */
    required: boolean('required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vocabulary_items_scenario_text_unique').on(
      table.scenarioId,
      sql`lower(${table.text})`,
    ),
    index('vocabulary_items_scenario_position_idx').on(table.scenarioId, table.position),
  ],
);

export const rubrics = pgTable(
  'rubrics',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    category: feedbackCategoryEnum('category').notNull(),
    criteria: text('criteria').notNull(),
    /** Percent of the scenario's score; a scenario's weights add up to 100. */
    weight: integer('weight').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rubrics_scenario_category_unique').on(table.scenarioId, table.category),
    check('rubrics_weight_range', sql`weight between 1 and 100`),
  ],
);

export const scenarioAttachments = pgTable(
  'scenario_attachments',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: attachmentKindEnum('kind').notNull(),
    /** Storage keys (relative to the media root) of the file and, for images, its thumbnail. */
    file: text('file').notNull(),
    thumbnail: text('thumbnail'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scenario_attachments_scenario_position_idx').on(table.scenarioId, table.position),
  ],
);
