import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { cefrLevelEnum } from './enums.ts';
import { languages } from './languages.ts';
import { teacherProfiles } from './profiles.ts';
import { scenarios, visibilityEnum } from './scenarios.ts';

/** An ordered path of scenarios in one language; `ownerId` null is the Charla library. */
export const curricula = pgTable(
  'curricula',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    level: cefrLevelEnum('level').notNull(),
    visibility: visibilityEnum('visibility').notNull().default('PRIVATE'),
    ownerId: uuid('owner_id').references(() => teacherProfiles.id, { onDelete: 'cascade' }),
    duplicatedFromId: uuid('duplicated_from_id').references((): AnyPgColumn => curricula.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('curricula_owner_id_idx').on(table.ownerId),
    index('curricula_language_id_idx').on(table.languageId),
    check('curricula_library_is_public', sql`owner_id is not null or visibility = 'PUBLIC'`),
  ],
);

/**
 * A scenario's place in a curriculum. The scenario side is RESTRICT: a scenario cannot be deleted
 * while a curriculum uses it (the service reports SCENARIO_IN_USE).
 */
export const curriculumScenarios = pgTable(
  'curriculum_scenarios',
  {
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'cascade' }),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.curriculumId, table.scenarioId] }),
    uniqueIndex('curriculum_scenarios_curriculum_position_unique').on(
      table.curriculumId,
      table.position,
    ),
    index('curriculum_scenarios_scenario_id_idx').on(table.scenarioId),
  ],
);
