import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthoringActor } from '../authoring/authoring-context.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { type CefrLevel, scenarios } from '../db/schema/index.ts';
import { assignedToStudent, isAssignedToStudent } from './scenario-assignment-access.ts';

type ScenarioTable = typeof scenarios;
type ScenarioOwnership = { ownerId: string | null; visibility: 'PRIVATE' | 'PUBLIC' };

/**
 * Who reads a scenario: its owner; anyone signed in with a user type, when it is public (the
 * library); a student, when an assignment gives it. A teacher never reads another teacher's
 * private scenario, and staff do not either: they curate what is public.
 */
export function readableScenarios(actor: AuthoringActor, table: ScenarioTable = scenarios): SQL {
  const conditions: SQL[] = [eq(table.visibility, 'PUBLIC')];
  if (actor.teacherProfileId) conditions.push(eq(table.ownerId, actor.teacherProfileId));
  if (actor.studentProfileId) conditions.push(assignedToStudent(table, actor.studentProfileId));
  return or(...conditions) ?? sql`false`;
}

/** The same rule as `readableScenarios`, for a row already loaded (a GraphQL object guard). */
export function viewerMayReadScenario(
  actor: AuthoringActor,
  scenario: ScenarioOwnership & { id: string },
): boolean | Promise<boolean> {
  if (scenario.visibility === 'PUBLIC' || ownsScenario(actor, scenario)) return true;
  return (
    actor.studentProfileId !== null && isAssignedToStudent(actor.studentProfileId, scenario.id)
  );
}

/** Who changes a scenario: its owner, and staff for anything public (the library). */
export function canEditScenario(actor: AuthoringActor, scenario: ScenarioOwnership): boolean {
  const owns = actor.teacherProfileId !== null && scenario.ownerId === actor.teacherProfileId;
  return owns || (actor.isStaff && scenario.visibility === 'PUBLIC');
}

export function ownsScenario(actor: AuthoringActor, scenario: ScenarioOwnership): boolean {
  return actor.teacherProfileId !== null && scenario.ownerId === actor.teacherProfileId;
}

/** MINE: the actor's own; LIBRARY: every public scenario; ALL: both. */
export const SCENARIO_SCOPES = ['ALL', 'MINE', 'LIBRARY'] as const;
export type ScenarioScope = (typeof SCENARIO_SCOPES)[number];

export type ScenarioFilter = {
  scope?: ScenarioScope | null;
  languageId?: string | null;
  level?: CefrLevel | null;
  /** Words searched in the title, description and character's name. */
  text?: string | null;
};

/** The rows a list shows: what the actor may read, narrowed by the filter. */
export function scenarioListCondition(
  actor: AuthoringActor,
  filter: ScenarioFilter,
  table: ScenarioTable = scenarios,
): SQL {
  const conditions: (SQL | undefined)[] = [readableScenarios(actor, table)];
  const scope = filter.scope ?? 'ALL';
  if (scope === 'MINE') {
    conditions.push(
      actor.teacherProfileId ? eq(table.ownerId, actor.teacherProfileId) : sql`false`,
    );
  }
  if (scope === 'LIBRARY') conditions.push(eq(table.visibility, 'PUBLIC'));
  if (filter.languageId) conditions.push(eq(table.languageId, filter.languageId));
  if (filter.level) conditions.push(eq(table.level, filter.level));
  conditions.push(
    ...textSearchConditions(filter.text, [table.title, table.description, table.characterName]),
  );
  return and(...conditions) ?? sql`true`;
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
