import { and, asc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type {
  AuthoringActor,
  AuthoringContext,
  Queryable,
  Transaction,
} from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import { violatedConstraint } from '../authoring/constraint-violation.ts';
import { copyTitle } from '../authoring/copy-title.ts';
import { requireLanguage } from '../authoring/language-lookup.ts';
import { languageDisplayName } from '../authoring/language-names.ts';
import { canEditLibraryItem, ownsLibraryItem } from '../authoring/library-access.ts';
import {
  curricula,
  curriculumScenarios,
  languages,
  rubrics,
  scenarioAttachments,
  scenarioSteps,
  scenarios,
  vocabularyItems,
} from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { parseInput } from '../graphql/validation.ts';
import { SCENARIO_LIMITS, type ScenarioInput, scenarioInputSchema } from './scenario.validation.ts';
import { readableScenarios } from './scenario-access.ts';
import {
  insertVocabularyAndRubrics,
  reorderSteps,
  replaceVocabularyAndRubrics,
  syncSteps,
} from './scenario-children.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;

/** The scenario if the actor may read it, else null (a private scenario of someone else too). */
export async function findReadableScenario(
  { db, actor }: Pick<AuthoringContext, 'actor'> & { db: Queryable },
  id: string,
): Promise<ScenarioRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), readableScenarios(actor)));
  return row ?? null;
}

/**
 * Locks and returns a scenario the actor may change. Unreadable ones are NOT_FOUND, so that a
 * private scenario's existence does not leak; readable but not editable ones are FORBIDDEN.
 */
export async function lockEditableScenario(
  actor: AuthoringActor,
  tx: Transaction,
  id: string,
): Promise<ScenarioRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', { field: 'id' });
  const [row] = await tx
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), readableScenarios(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  if (!canEditLibraryItem(actor, row)) throw new AppError('FORBIDDEN');
  return row;
}

function scenarioColumns(input: ScenarioInput) {
  return {
    title: input.title,
    description: input.description,
    languageId: input.languageId,
    level: input.level,
    characterName: input.characterName,
    characterRole: input.characterRole,
    characterPersonality: input.characterPersonality,
    voiceGender: input.voiceGender,
    voiceName: input.voiceName,
    studentRole: input.studentRole,
    studentGoal: input.studentGoal,
    openingMessage: input.openingMessage,
    openingMessageTranslation: input.openingMessageTranslation,
    estimatedDurationSeconds: input.estimatedDurationSeconds,
  };
}

/**
 * Creates a scenario with its steps, vocabulary and rubrics. A teacher creates their own; staff
 * may create a library scenario (`library`: no owner, always public).
 */
export async function createScenario(
  ctx: AuthoringContext,
  rawInput: unknown,
  options: { library?: boolean } = {},
): Promise<ScenarioRow> {
  const { actor, locale } = ctx;
  if (options.library && !actor.isStaff) throw new AuthoringError('LIBRARY_STAFF_ONLY');
  if (!options.library && !actor.teacherProfileId) {
    throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  }
  const input = parseInput(scenarioInputSchema(locale), rawInput, locale);
  return duplicateVocabularyAsError(
    ctx.db.transaction(async (tx) => {
      await requireLanguage(tx, input.languageId);
      const [scenario] = await tx
        .insert(scenarios)
        .values({
          ...scenarioColumns(input),
          visibility: options.library ? 'PUBLIC' : input.visibility,
          ownerId: options.library ? null : actor.teacherProfileId,
        })
        .returning();
      if (!scenario) throw new Error('insert returned no scenario');
      await tx.insert(scenarioSteps).values(
        input.steps.map((step, position) => ({
          scenarioId: scenario.id,
          position,
          title: step.title,
          goal: step.goal,
          expectedPhrases: step.expectedPhrases,
          scriptedLine: step.scriptedLine,
          scriptedLineTranslation: step.scriptedLineTranslation,
        })),
      );
      await insertVocabularyAndRubrics(tx, scenario.id, input);
      return scenario;
    }),
  );
}

/** Replaces a scenario's fields and nested lists with the editor's input. */
export async function updateScenario(
  ctx: AuthoringContext,
  id: string,
  rawInput: unknown,
): Promise<ScenarioRow> {
  const input = parseInput(scenarioInputSchema(ctx.locale), rawInput, ctx.locale);
  return duplicateVocabularyAsError(
    ctx.db.transaction(async (tx) => {
      const current = await lockEditableScenario(ctx.actor, tx, id);
      await requireLanguage(tx, input.languageId);
      if (input.languageId !== current.languageId) {
        await refuseLanguageChangeWhileInCurricula(ctx, tx, current);
      }
      // The library (no owner) is public by definition.
      const visibility = current.ownerId === null ? 'PUBLIC' : input.visibility;
      if (current.visibility === 'PUBLIC' && visibility === 'PRIVATE') {
        await refuseUnpublishingWhileShared(tx, current);
      }
      const [updated] = await tx
        .update(scenarios)
        .set({ ...scenarioColumns(input), visibility })
        .where(eq(scenarios.id, current.id))
        .returning();
      if (!updated) throw new Error('update returned no scenario');
      await syncSteps(tx, current.id, input.steps);
      await replaceVocabularyAndRubrics(tx, current.id, input);
      return updated;
    }),
  );
}

/**
 * Validation compares vocabulary in JavaScript's lower case; the unique index in PostgreSQL's.
 * Where the two differ, the index has the last word, reported as the same error.
 */
async function duplicateVocabularyAsError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (violatedConstraint(error, 'unique') === 'vocabulary_items_scenario_text_unique') {
      throw new AuthoringError('DUPLICATE_VOCABULARY', {
        field: 'vocabularyItems',
        values: { text: '…' },
      });
    }
    throw error;
  }
}

async function refuseLanguageChangeWhileInCurricula(
  ctx: AuthoringContext,
  tx: Transaction,
  current: ScenarioRow,
): Promise<void> {
  const [used] = await tx
    .select({ isoLanguageCode: languages.isoLanguageCode })
    .from(curriculumScenarios)
    .innerJoin(curricula, eq(curricula.id, curriculumScenarios.curriculumId))
    .innerJoin(languages, eq(languages.id, curricula.languageId))
    .where(eq(curriculumScenarios.scenarioId, current.id))
    .limit(1);
  if (used) {
    throw new AuthoringError('SCENARIO_LANGUAGE_LOCKED', {
      field: 'languageId',
      values: { language: languageDisplayName(used.isoLanguageCode, ctx.locale) },
    });
  }
}

/**
 * Public curricula, and other teachers' curricula, were built on this public scenario: it must
 * stay readable to their readers.
 */
async function refuseUnpublishingWhileShared(tx: Transaction, current: ScenarioRow): Promise<void> {
  const ownerIsSomeoneElse =
    current.ownerId === null
      ? isNotNull(curricula.ownerId)
      : or(isNull(curricula.ownerId), ne(curricula.ownerId, current.ownerId));
  const [shared] = await tx
    .select({ curriculumId: curricula.id })
    .from(curriculumScenarios)
    .innerJoin(curricula, eq(curricula.id, curriculumScenarios.curriculumId))
    .where(
      and(
        eq(curriculumScenarios.scenarioId, current.id),
        or(ownerIsSomeoneElse, eq(curricula.visibility, 'PUBLIC')),
      ),
    )
    .limit(1);
  if (shared) throw new AuthoringError('SCENARIO_SHARED', { field: 'visibility' });
}

/**
 * Deletes a scenario with its steps, vocabulary, rubrics and attachments. Curricula (and, later,
 * practice assignments) reference scenarios with ON DELETE RESTRICT: the database refuses, and
 * the refusal becomes SCENARIO_IN_USE. Returns the media keys no other row uses any more.
 */
export async function deleteScenario(ctx: AuthoringContext, id: string): Promise<string[]> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await lockEditableScenario(ctx.actor, tx, id);
      const files = await tx
        .select({ file: scenarioAttachments.file, thumbnail: scenarioAttachments.thumbnail })
        .from(scenarioAttachments)
        .where(eq(scenarioAttachments.scenarioId, current.id));
      await tx.delete(scenarios).where(eq(scenarios.id, current.id));
      return unusedMediaKeys(
        tx,
        files.flatMap((row) => (row.thumbnail ? [row.file, row.thumbnail] : [row.file])),
      );
    });
  } catch (error) {
    if (violatedConstraint(error, 'foreign-key') !== null) {
      throw new AuthoringError('SCENARIO_IN_USE');
    }
    throw error;
  }
}

/** The keys among `keys` that no attachment row references (duplicates share files). */
export async function unusedMediaKeys(db: Queryable, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const stillUsed = await db
    .select({ file: scenarioAttachments.file, thumbnail: scenarioAttachments.thumbnail })
    .from(scenarioAttachments)
    .where(
      or(
        ...keys.map((key) =>
          or(eq(scenarioAttachments.file, key), eq(scenarioAttachments.thumbnail, key)),
        ),
      ),
    );
  const used = new Set(stillUsed.flatMap((row) => [row.file, row.thumbnail]));
  return keys.filter((key) => !used.has(key));
}

/**
 * Copies a scenario the actor may read (their own, or a public one) into a private scenario of
 * their own, with its steps, vocabulary, rubrics and attachments (sharing the stored files).
 */
export async function duplicateScenario(ctx: AuthoringContext, id: string): Promise<ScenarioRow> {
  const { actor, locale } = ctx;
  if (!actor.teacherProfileId) throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  const ownerId = actor.teacherProfileId;
  return ctx.db.transaction(async (tx) => {
    const source = await findReadableScenario({ actor, db: tx }, id);
    if (!source) throw new AppError('NOT_FOUND', { field: 'id' });
    const { id: sourceId, createdAt: _created, updatedAt: _updated, ...columns } = source;
    const title = ownsLibraryItem(actor, source)
      ? copyTitle(source.title, locale, SCENARIO_LIMITS.titleMax)
      : source.title;
    const [copy] = await tx
      .insert(scenarios)
      .values({ ...columns, title, ownerId, visibility: 'PRIVATE', duplicatedFromId: sourceId })
      .returning();
    if (!copy) throw new Error('insert returned no scenario');

    // One transaction is one connection: its queries run one after the other.
    const steps = await tx
      .select()
      .from(scenarioSteps)
      .where(eq(scenarioSteps.scenarioId, sourceId));
    const vocabulary = await tx
      .select()
      .from(vocabularyItems)
      .where(eq(vocabularyItems.scenarioId, sourceId));
    const rubricRows = await tx.select().from(rubrics).where(eq(rubrics.scenarioId, sourceId));
    const attachments = await tx
      .select()
      .from(scenarioAttachments)
      .where(eq(scenarioAttachments.scenarioId, sourceId))
      .orderBy(asc(scenarioAttachments.position));
    const fresh = <T extends { id: string }>({ id: _id, ...rest }: T) => ({
      ...rest,
      scenarioId: copy.id,
    });
    if (steps.length > 0) {
      await tx
        .insert(scenarioSteps)
        .values(steps.map(({ createdAt: _c, updatedAt: _u, ...step }) => fresh(step)));
    }
    if (vocabulary.length > 0) {
      await tx
        .insert(vocabularyItems)
        .values(vocabulary.map(({ createdAt: _c, ...item }) => fresh(item)));
    }
    if (rubricRows.length > 0) {
      await tx
        .insert(rubrics)
        .values(rubricRows.map(({ createdAt: _c, ...rubric }) => fresh(rubric)));
    }
    if (attachments.length > 0) {
      await tx
        .insert(scenarioAttachments)
        .values(attachments.map(({ createdAt: _c, ...attachment }) => fresh(attachment)));
    }
    return copy;
  });
}

/** Puts a scenario's steps in the order of `stepIds` (drag and drop in the editor). */
export async function reorderScenarioSteps(
  ctx: AuthoringContext,
  id: string,
  stepIds: readonly string[],
): Promise<ScenarioRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockEditableScenario(ctx.actor, tx, id);
    await reorderSteps(tx, current.id, stepIds);
    const [touched] = await tx
      .update(scenarios)
      .set({ updatedAt: new Date() })
      .where(eq(scenarios.id, current.id))
      .returning();
    return touched ?? current;
  });
}
