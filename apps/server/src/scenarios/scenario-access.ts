import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AuthoringActor } from '../authoring/authoring-context.ts';
import {
  type LibraryItemOwnership,
  type LibraryListFilter,
  libraryFilterConditions,
  ownsLibraryItem,
  publicOrOwnConditions,
} from '../authoring/library-access.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { scenarios } from '../db/schema/index.ts';

type ScenarioTable = typeof scenarios;

/**
 * Who reads a scenario as authored: its owner, and anyone signed in with a user type when it is
 * public (the library). A teacher never reads another teacher's private scenario, and staff do
 * not either: they curate what is public. A student practising a private scenario reads its
 * practice view (`PracticeScenario`, through the assignment), never the authored one, whose
 * rubrics, scripted lines and translations would give the answers away.
 */
export function readableScenarios(actor: AuthoringActor, table: ScenarioTable = scenarios): SQL {
  return or(...publicOrOwnConditions(actor, table)) ?? sql`false`;
}

/** The same rule as `readableScenarios`, for a row already loaded (a GraphQL object guard). */
export function viewerMayReadScenario(
  actor: AuthoringActor,
  scenario: LibraryItemOwnership,
): boolean {
  return scenario.visibility === 'PUBLIC' || ownsLibraryItem(actor, scenario);
}

/** The rows a list shows: what the actor may read, narrowed by the filter. */
export function scenarioListCondition(
  actor: AuthoringActor,
  filter: LibraryListFilter,
  table: ScenarioTable = scenarios,
): SQL {
  return (
    and(
      readableScenarios(actor, table),
      ...libraryFilterConditions(actor, filter, table),
      ...textSearchConditions(filter.text, [table.title, table.description, table.characterName]),
    ) ?? sql`true`
  );
}

export const SCENARIO_SORT_FIELDS = [
  'TITLE',
  'LEVEL',
  'ESTIMATED_DURATION',
  'CREATED_AT',
  'UPDATED_AT',
] as const;
export type ScenarioSortField = (typeof SCENARIO_SORT_FIELDS)[number];

/** ORDER BY for a list, with the id last so that pages never overlap. */
export function scenarioOrder(
  field: ScenarioSortField,
  direction: 'asc' | 'desc',
  table: ScenarioTable = scenarios,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const column = {
    TITLE: sql`lower(${table.title})`,
    LEVEL: table.level,
    ESTIMATED_DURATION: table.estimatedDurationSeconds,
    CREATED_AT: table.createdAt,
    UPDATED_AT: table.updatedAt,
  }[field];
  return [by(column), by(table.id)];
}
