import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AuthoringActor } from '../authoring/authoring-context.ts';
import {
  type LibraryListFilter,
  libraryFilterConditions,
  publicOrOwnConditions,
} from '../authoring/library-access.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { curricula } from '../db/schema/index.ts';

type CurriculumTable = typeof curricula;

/**
 * Who reads a curriculum: its owner, and anyone with a user type when it is public. Practice will
 * add "a student whose assignment gives it", as it does for scenarios.
 */
export function readableCurricula(actor: AuthoringActor, table: CurriculumTable = curricula): SQL {
  return or(...publicOrOwnConditions(actor, table)) ?? sql`false`;
}

export function curriculumListCondition(
  actor: AuthoringActor,
  filter: LibraryListFilter,
  table: CurriculumTable = curricula,
): SQL {
  return (
    and(
      readableCurricula(actor, table),
      ...libraryFilterConditions(actor, filter, table),
      ...textSearchConditions(filter.text, [table.title, table.description]),
    ) ?? sql`true`
  );
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
