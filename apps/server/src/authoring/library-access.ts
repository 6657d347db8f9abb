import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CefrLevel } from '../db/schema/index.ts';
import type { AuthoringActor } from './authoring-context.ts';

/**
 * The rules scenarios and curricula share: each is a teacher's own (private or public) or part of
 * the staff-curated library (public, no owner). Who else may read one stays with each feature.
 */
export type LibraryItemOwnership = { ownerId: string | null; visibility: 'PRIVATE' | 'PUBLIC' };

/** The columns of a table whose rows are library items (scenarios, curricula). */
export type LibraryItemTable = {
  ownerId: AnyPgColumn;
  visibility: AnyPgColumn;
  languageId: AnyPgColumn;
  level: AnyPgColumn;
};

export function ownsLibraryItem(actor: AuthoringActor, item: LibraryItemOwnership): boolean {
  return actor.teacherProfileId !== null && item.ownerId === actor.teacherProfileId;
}

/** Who changes a library item: its owner, and staff for anything public (the library). */
export function canEditLibraryItem(actor: AuthoringActor, item: LibraryItemOwnership): boolean {
  return ownsLibraryItem(actor, item) || (actor.isStaff && item.visibility === 'PUBLIC');
}

/** What every reader of library items sees: the public ones and, for a teacher, their own. */
export function publicOrOwnConditions(actor: AuthoringActor, table: LibraryItemTable): SQL[] {
  const conditions: SQL[] = [eq(table.visibility, 'PUBLIC')];
  if (actor.teacherProfileId) conditions.push(eq(table.ownerId, actor.teacherProfileId));
  return conditions;
}

/** MINE: the actor's own; LIBRARY: everything public; ALL: both. */
export type LibraryScope = 'ALL' | 'MINE' | 'LIBRARY';

export type LibraryListFilter = {
  scope?: LibraryScope | null;
  languageId?: string | null;
  level?: CefrLevel | null;
  text?: string | null;
};

/** The scope, language and level narrowing of a list of library items (text search aside). */
export function libraryFilterConditions(
  actor: AuthoringActor,
  filter: LibraryListFilter,
  table: LibraryItemTable,
): SQL[] {
  const conditions: SQL[] = [];
  const scope = filter.scope ?? 'ALL';
  if (scope === 'MINE') {
    conditions.push(
      actor.teacherProfileId ? eq(table.ownerId, actor.teacherProfileId) : sql`false`,
    );
  }
  if (scope === 'LIBRARY') conditions.push(eq(table.visibility, 'PUBLIC'));
  if (filter.languageId) conditions.push(eq(table.languageId, filter.languageId));
  if (filter.level) conditions.push(eq(table.level, filter.level));
  return conditions;
}
