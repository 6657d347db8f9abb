import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthoringActor } from '../authoring/authoring-context.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { type CefrLevel, curricula } from '../db/schema/index.ts';

type CurriculumTable = typeof curricula;
type CurriculumOwnership = { ownerId: string | null; visibility: 'PRIVATE' | 'PUBLIC' };

/**
 * Who reads a curriculum: its owner, and anyone with a user type when it is public. Practice will
 * add "a student whose assignment gives it", as it does for scenarios.
 */
export function readableCurricula(actor: AuthoringActor, table: CurriculumTable = curricula): SQL {
  const conditions: SQL[] = [eq(table.visibility, 'PUBLIC')];
  if (actor.teacherProfileId) conditions.push(eq(table.ownerId, actor.teacherProfileId));
  return or(...conditions) ?? sql`false`;
}

/** Who changes a curriculum: its owner, and staff for anything public (the library). */
export function canEditCurriculum(actor: AuthoringActor, curriculum: CurriculumOwnership): boolean {
  const owns = actor.teacherProfileId !== null && curriculum.ownerId === actor.teacherProfileId;
  return owns || (actor.isStaff && curriculum.visibility === 'PUBLIC');
}

export function ownsCurriculum(actor: AuthoringActor, curriculum: CurriculumOwnership): boolean {
  return actor.teacherProfileId !== null && curriculum.ownerId === actor.teacherProfileId;
}

export const CURRICULUM_SCOPES = ['ALL', 'MINE', 'LIBRARY'] as const;
export type CurriculumScope = (typeof CURRICULUM_SCOPES)[number];

export type CurriculumFilter = {
  scope?: CurriculumScope | null;
  languageId?: string | null;
  level?: CefrLevel | null;
  text?: string | null;
};

export function curriculumListCondition(
  actor: AuthoringActor,
  filter: CurriculumFilter,
  table: CurriculumTable = curricula,
): SQL {
  const conditions: (SQL | undefined)[] = [readableCurricula(actor, table)];
  const scope = filter.scope ?? 'ALL';
  if (scope === 'MINE') {
    conditions.push(
      actor.teacherProfileId ? eq(table.ownerId, actor.teacherProfileId) : sql`false`,
    );
  }
  if (scope === 'LIBRARY') conditions.push(eq(table.visibility, 'PUBLIC'));
  if (filter.languageId) conditions.push(eq(table.languageId, filter.languageId));
  if (filter.level) conditions.push(eq(table.level, filter.level));
  conditions.push(...textSearchConditions(filter.text, [table.title, table.description]));
  return and(...conditions) ?? sql`true`;
}

export const CURRICULUM_SORT_FIELDS = ['TITLE', 'LEVEL', 'CREATED_AT', 'UPDATED_AT'] as const;
export type CurriculumSortField = (typeof CURRICULUM_SORT_FIELDS)[number];

export function curriculumOrder(
  field: CurriculumSortField,
  direction: 'asc' | 'desc',
  table: CurriculumTable = curricula,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const column = {
    TITLE: sql`lower(${table.title})`,
    LEVEL: table.level,
    CREATED_AT: table.createdAt,
    UPDATED_AT: table.updatedAt,
  }[field];
  return [by(column), by(table.id)];
}
