import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import { rubrics, scenarioSteps, vocabularyItems } from '../db/schema/index.ts';
import type { ScenarioInput, ScenarioStepInput } from './scenario.validation.ts';

/**
 * Makes the scenario's steps exactly `steps`, in that order. Steps sent with an id keep it (practice
 * records which step a student is on); steps without one are new; the others are deleted.
 * Positions are first moved out of the way (negative) so the unique (scenario, position) index
 * holds at every statement.
 */
export async function syncSteps(
  tx: Transaction,
  scenarioId: string,
  steps: ScenarioStepInput[],
): Promise<void> {
  const existing = await tx
    .select({ id: scenarioSteps.id })
    .from(scenarioSteps)
    .where(eq(scenarioSteps.scenarioId, scenarioId));
  const existingIds = new Set(existing.map((row) => row.id));
  steps.forEach((step, index) => {
    if (step.id && !existingIds.has(step.id)) {
      throw new AuthoringError('UNKNOWN_STEP', { field: `steps.${index}.id` });
    }
  });
  const keptIds = steps.flatMap((step) => (step.id ? [step.id] : []));

  await tx
    .delete(scenarioSteps)
    .where(
      keptIds.length > 0
        ? and(eq(scenarioSteps.scenarioId, scenarioId), notInArray(scenarioSteps.id, keptIds))
        : eq(scenarioSteps.scenarioId, scenarioId),
    );
  await moveOutOfTheWay(tx, scenarioId);

  const inserts: (typeof scenarioSteps.$inferInsert)[] = [];
  for (const [position, step] of steps.entries()) {
    const values = {
      position,
      title: step.title,
      goal: step.goal,
      expectedPhrases: step.expectedPhrases,
      scriptedLine: step.scriptedLine,
      scriptedLineTranslation: step.scriptedLineTranslation,
    };
    if (step.id) {
      await tx.update(scenarioSteps).set(values).where(eq(scenarioSteps.id, step.id));
    } else {
      inserts.push({ ...values, scenarioId });
    }
  }
  if (inserts.length > 0) await tx.insert(scenarioSteps).values(inserts);
}

/** Puts the steps in the order of `stepIds`, which must list each of the scenario's steps once. */
export async function reorderSteps(
  tx: Transaction,
  scenarioId: string,
  stepIds: readonly string[],
): Promise<void> {
  const existing = await tx
    .select({ id: scenarioSteps.id })
    .from(scenarioSteps)
    .where(eq(scenarioSteps.scenarioId, scenarioId));
  const wanted = new Set(stepIds);
  const sameSet =
    wanted.size === stepIds.length &&
    existing.length === stepIds.length &&
    existing.every((row) => wanted.has(row.id));
  if (!sameSet) throw new AuthoringError('STEP_LIST_MISMATCH', { field: 'stepIds' });
  if (stepIds.length === 0) return;

  await moveOutOfTheWay(tx, scenarioId);
  await tx
    .update(scenarioSteps)
    .set({ position: positionOf(scenarioSteps.id, stepIds) })
    .where(and(eq(scenarioSteps.scenarioId, scenarioId), inArray(scenarioSteps.id, [...stepIds])));
}

/** `case id when $1 then 0 when $2 then 1 … end`: each row's index in `ids`, in one statement. */
export function positionOf(column: AnyPgColumn, ids: readonly string[]): SQL {
  const cases = ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`);
  return sql`case ${column} ${sql.join(cases, sql` `)} end`;
}

async function moveOutOfTheWay(tx: Transaction, scenarioId: string): Promise<void> {
  await tx
    .update(scenarioSteps)
    .set({ position: sql`-1 - ${scenarioSteps.position}` })
    .where(eq(scenarioSteps.scenarioId, scenarioId));
}

/**
 * Vocabulary and rubrics are replaced as a whole: nothing refers to their rows (grading reads
 * them by scenario), and replacing avoids clashes on lower(text) when two items swap their texts.
 */
export async function replaceVocabularyAndRubrics(
  tx: Transaction,
  scenarioId: string,
  input: Pick<ScenarioInput, 'vocabularyItems' | 'rubrics'>,
): Promise<void> {
  await tx.delete(vocabularyItems).where(eq(vocabularyItems.scenarioId, scenarioId));
  await tx.delete(rubrics).where(eq(rubrics.scenarioId, scenarioId));
  await insertVocabularyAndRubrics(tx, scenarioId, input);
}

export async function insertVocabularyAndRubrics(
  tx: Transaction,
  scenarioId: string,
  input: Pick<ScenarioInput, 'vocabularyItems' | 'rubrics'>,
): Promise<void> {
  if (input.vocabularyItems.length > 0) {
    await tx
      .insert(vocabularyItems)
      .values(input.vocabularyItems.map((item, position) => ({ ...item, scenarioId, position })));
  }
  if (input.rubrics.length > 0) {
    await tx.insert(rubrics).values(input.rubrics.map((rubric) => ({ ...rubric, scenarioId })));
  }
}
