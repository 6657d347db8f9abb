import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AuthoringActor,
  AuthoringContext,
  Queryable,
  Transaction,
} from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import { violatedConstraint } from '../authoring/constraint-violation.ts';
import { copyTitle } from '../authoring/copy-title.ts';
import { type LanguageRow, requireLanguage } from '../authoring/language-lookup.ts';
import { languageDisplayName } from '../authoring/language-names.ts';
import { canEditLibraryItem, ownsLibraryItem } from '../authoring/library-access.ts';
import { curricula, curriculumScenarios, languages, scenarios } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { appErrorEntry, parseInput, ValidationFailure } from '../graphql/validation.ts';
import type { Locale } from '../platform/locales.ts';
import { readableScenarios } from '../scenarios/scenario-access.ts';
import {
  CURRICULUM_LIMITS,
  type CurriculumInput,
  curriculumInputSchema,
  scenarioIdListSchema,
} from './curriculum.validation.ts';
import { readableCurricula } from './curriculum-access.ts';

export type CurriculumRow = typeof curricula.$inferSelect;

export async function findReadableCurriculum(
  { db, actor }: Pick<AuthoringContext, 'actor'> & { db: Queryable },
  id: string,
): Promise<CurriculumRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(curricula)
    .where(and(eq(curricula.id, id), readableCurricula(actor)));
  return row ?? null;
}

async function lockEditableCurriculum(
  actor: AuthoringActor,
  tx: Transaction,
  id: string,
): Promise<CurriculumRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', { field: 'id' });
  const [row] = await tx
    .select()
    .from(curricula)
    .where(and(eq(curricula.id, id), readableCurricula(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  if (!canEditLibraryItem(actor, row)) throw new AppError('FORBIDDEN');
  return row;
}

/**
 * Checks that each scenario may go into this curriculum: the actor can read it (their own or a
 * public one), it is in the curriculum's language, and it is public when the curriculum is.
 * Errors name the scenario by its position in `scenarioIds`.
 */
async function checkScenarios(
  tx: Transaction,
  actor: AuthoringActor,
  locale: Locale,
  curriculum: { language: LanguageRow; visibility: 'PRIVATE' | 'PUBLIC' },
  scenarioIds: readonly string[],
  field = 'scenarioIds',
): Promise<void> {
  if (scenarioIds.length === 0) return;
  const rows = await tx
    .select({
      id: scenarios.id,
      visibility: scenarios.visibility,
      languageId: scenarios.languageId,
      isoLanguageCode: languages.isoLanguageCode,
    })
    .from(scenarios)
    .innerJoin(languages, eq(languages.id, scenarios.languageId))
    .where(and(inArray(scenarios.id, [...scenarioIds]), readableScenarios(actor)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors = scenarioIds.flatMap((id, index) => {
    const at = { field: `${field}.${index}` };
    const scenario = byId.get(id);
    if (!scenario) return [new AuthoringError('SCENARIO_NOT_AVAILABLE', at)];
    if (scenario.languageId !== curriculum.language.id) {
      return [
        new AuthoringError('LANGUAGE_MISMATCH', {
          ...at,
          values: {
            scenarioLanguage: languageDisplayName(scenario.isoLanguageCode, locale),
            curriculumLanguage: languageDisplayName(curriculum.language.isoLanguageCode, locale),
          },
        }),
      ];
    }
    if (curriculum.visibility === 'PUBLIC' && scenario.visibility !== 'PUBLIC') {
      return [new AuthoringError('SCENARIO_NOT_PUBLIC', at)];
    }
    return [];
  });
  if (errors.length > 0) {
    throw new ValidationFailure(errors.map((error) => appErrorEntry(error, locale)));
  }
}

/** Makes the curriculum's scenarios exactly `scenarioIds`, in that order. */
async function writeEntries(
  tx: Transaction,
  curriculumId: string,
  scenarioIds: readonly string[],
): Promise<void> {
  await tx.delete(curriculumScenarios).where(eq(curriculumScenarios.curriculumId, curriculumId));
  if (scenarioIds.length > 0) {
    await tx
      .insert(curriculumScenarios)
      .values(scenarioIds.map((scenarioId, position) => ({ curriculumId, scenarioId, position })));
  }
}

async function entryIds(tx: Queryable, curriculumId: string): Promise<string[]> {
  const rows = await tx
    .select({ scenarioId: curriculumScenarios.scenarioId })
    .from(curriculumScenarios)
    .where(eq(curriculumScenarios.curriculumId, curriculumId))
    .orderBy(asc(curriculumScenarios.position));
  return rows.map((row) => row.scenarioId);
}

function curriculumColumns(input: CurriculumInput) {
  return {
    title: input.title,
    description: input.description,
    languageId: input.languageId,
    level: input.level,
  };
}

export async function createCurriculum(
  ctx: AuthoringContext,
  rawInput: unknown,
  options: { library?: boolean } = {},
): Promise<CurriculumRow> {
  const { actor, locale } = ctx;
  if (options.library && !actor.isStaff) throw new AuthoringError('LIBRARY_STAFF_ONLY');
  if (!options.library && !actor.teacherProfileId) {
    throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  }
  const input = parseInput(curriculumInputSchema(locale), rawInput, locale);
  const visibility = options.library ? 'PUBLIC' : input.visibility;
  return ctx.db.transaction(async (tx) => {
    const language = await requireLanguage(tx, input.languageId);
    await checkScenarios(tx, actor, locale, { language, visibility }, input.scenarioIds);
    const [curriculum] = await tx
      .insert(curricula)
      .values({
        ...curriculumColumns(input),
        visibility,
        ownerId: options.library ? null : actor.teacherProfileId,
      })
      .returning();
    if (!curriculum) throw new Error('insert returned no curriculum');
    await writeEntries(tx, curriculum.id, input.scenarioIds);
    return curriculum;
  });
}

export async function updateCurriculum(
  ctx: AuthoringContext,
  id: string,
  rawInput: unknown,
): Promise<CurriculumRow> {
  const { actor, locale } = ctx;
  const input = parseInput(curriculumInputSchema(locale), rawInput, locale);
  return ctx.db.transaction(async (tx) => {
    const current = await lockEditableCurriculum(actor, tx, id);
    const visibility = current.ownerId === null ? 'PUBLIC' : input.visibility;
    const language = await requireLanguage(tx, input.languageId);
    await checkScenarios(tx, actor, locale, { language, visibility }, input.scenarioIds);
    const [updated] = await tx
      .update(curricula)
      .set({ ...curriculumColumns(input), visibility })
      .where(eq(curricula.id, current.id))
      .returning();
    if (!updated) throw new Error('update returned no curriculum');
    await writeEntries(tx, current.id, input.scenarioIds);
    return updated;
  });
}

/** Changes a curriculum's scenario list through `change`, re-checking what is added. */
async function editEntries(
  ctx: AuthoringContext,
  curriculumId: string,
  change: (current: string[]) => { scenarioIds: string[]; added: string[] },
): Promise<CurriculumRow> {
  const { actor, locale } = ctx;
  return ctx.db.transaction(async (tx) => {
    const current = await lockEditableCurriculum(actor, tx, curriculumId);
    const { scenarioIds, added } = change(await entryIds(tx, current.id));
    parseInput(scenarioIdListSchema(locale), scenarioIds, locale);
    const language = await requireLanguage(tx, current.languageId);
    await checkScenarios(
      tx,
      actor,
      locale,
      { language, visibility: current.visibility },
      added,
      'scenarioId',
    );
    await writeEntries(tx, current.id, scenarioIds);
    const [touched] = await tx
      .update(curricula)
      .set({ updatedAt: new Date() })
      .where(eq(curricula.id, current.id))
      .returning();
    return touched ?? current;
  });
}

/** Adds a scenario (own or public) at `position` (from 0; default: at the end). */
export function addScenarioToCurriculum(
  ctx: AuthoringContext,
  curriculumId: string,
  scenarioId: string,
  position?: number | null,
): Promise<CurriculumRow> {
  return editEntries(ctx, curriculumId, (current) => {
    if (current.includes(scenarioId)) {
      throw new AuthoringError('DUPLICATE_CURRICULUM_SCENARIO', { field: 'scenarioId' });
    }
    if (!isUuid(scenarioId)) {
      throw new AuthoringError('SCENARIO_NOT_AVAILABLE', { field: 'scenarioId' });
    }
    const at = Math.min(Math.max(position ?? current.length, 0), current.length);
    const scenarioIds = [...current.slice(0, at), scenarioId, ...current.slice(at)];
    return { scenarioIds, added: [scenarioId] };
  });
}

export function removeScenarioFromCurriculum(
  ctx: AuthoringContext,
  curriculumId: string,
  scenarioId: string,
): Promise<CurriculumRow> {
  return editEntries(ctx, curriculumId, (current) => {
    if (!current.includes(scenarioId)) throw new AppError('NOT_FOUND', { field: 'scenarioId' });
    return { scenarioIds: current.filter((id) => id !== scenarioId), added: [] };
  });
}

/** Puts the scenarios in the order of `scenarioIds`, which must list each of them once. */
export function reorderCurriculumScenarios(
  ctx: AuthoringContext,
  curriculumId: string,
  scenarioIds: readonly string[],
): Promise<CurriculumRow> {
  return editEntries(ctx, curriculumId, (current) => {
    const wanted = new Set(scenarioIds);
    const sameSet =
      wanted.size === scenarioIds.length &&
      current.length === scenarioIds.length &&
      current.every((id) => wanted.has(id));
    if (!sameSet) {
      throw new AuthoringError('CURRICULUM_SCENARIO_LIST_MISMATCH', { field: 'scenarioIds' });
    }
    return { scenarioIds: [...scenarioIds], added: [] };
  });
}

/** Deletes a curriculum; its scenarios stay. Assignments will reference it with RESTRICT. */
export async function deleteCurriculum(ctx: AuthoringContext, id: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockEditableCurriculum(ctx.actor, tx, id);
      await tx.delete(curricula).where(eq(curricula.id, current.id));
    });
  } catch (error) {
    if (violatedConstraint(error, 'foreign-key') !== null) {
      throw new AuthoringError('CURRICULUM_IN_USE');
    }
    throw error;
  }
}

/**
 * Copies a readable curriculum into a private one of the actor's, with the same scenarios in the
 * same order (the scenarios themselves are shared, not copied).
 */
export async function duplicateCurriculum(
  ctx: AuthoringContext,
  id: string,
): Promise<CurriculumRow> {
  const { actor, locale } = ctx;
  if (!actor.teacherProfileId) throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  const ownerId = actor.teacherProfileId;
  return ctx.db.transaction(async (tx) => {
    const source = await findReadableCurriculum({ actor, db: tx }, id);
    if (!source) throw new AppError('NOT_FOUND', { field: 'id' });
    const { id: sourceId, createdAt: _created, updatedAt: _updated, ...columns } = source;
    const title = ownsLibraryItem(actor, source)
      ? copyTitle(source.title, locale, CURRICULUM_LIMITS.titleMax)
      : source.title;
    const [copy] = await tx
      .insert(curricula)
      .values({ ...columns, title, ownerId, visibility: 'PRIVATE', duplicatedFromId: sourceId })
      .returning();
    if (!copy) throw new Error('insert returned no curriculum');
    await writeEntries(tx, copy.id, await entryIds(tx, sourceId));
    return copy;
  });
}
