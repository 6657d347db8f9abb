import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AuthoringActor,
  AuthoringContext,
  Queryable,
  Transaction,
} from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import { violatedConstraint } from '../authoring/constraint-violation.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { evaluationSettingCategories, evaluationSettings } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { parseInput } from '../graphql/validation.ts';
import {
  type EvaluationSettingInput,
  evaluationSettingInputSchema,
} from './evaluation-setting.validation.ts';

export type EvaluationSettingRow = typeof evaluationSettings.$inferSelect;
type EvaluationSettingTable = typeof evaluationSettings;

/**
 * Evaluation settings are a teacher's own tools: only the owner reads and changes them. Practice
 * will let the students and teachers of an assignment read the setting through the assignment.
 */
export function readableEvaluationSettings(
  actor: AuthoringActor,
  table: EvaluationSettingTable = evaluationSettings,
): SQL {
  return actor.teacherProfileId ? eq(table.ownerId, actor.teacherProfileId) : sql`false`;
}

export function evaluationSettingListCondition(
  actor: AuthoringActor,
  filter: { text?: string | null },
  table: EvaluationSettingTable = evaluationSettings,
): SQL {
  return (
    and(
      readableEvaluationSettings(actor, table),
      ...textSearchConditions(filter.text, [table.name]),
    ) ?? sql`false`
  );
}

export const EVALUATION_SETTING_SORT_FIELDS = ['NAME', 'CREATED_AT', 'UPDATED_AT'] as const;
export type EvaluationSettingSortField = (typeof EVALUATION_SETTING_SORT_FIELDS)[number];

export function evaluationSettingOrder(
  field: EvaluationSettingSortField,
  direction: 'asc' | 'desc',
  table: EvaluationSettingTable = evaluationSettings,
): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const column = {
    NAME: sql`lower(${table.name})`,
    CREATED_AT: table.createdAt,
    UPDATED_AT: table.updatedAt,
  }[field];
  return [by(column), by(table.id)];
}

export async function findReadableEvaluationSetting(
  { db, actor }: Pick<AuthoringContext, 'actor'> & { db: Queryable },
  id: string,
): Promise<EvaluationSettingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(evaluationSettings)
    .where(and(eq(evaluationSettings.id, id), readableEvaluationSettings(actor)));
  return row ?? null;
}

async function lockOwn(actor: AuthoringActor, tx: Transaction, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', { field: 'id' });
  const [row] = await tx
    .select()
    .from(evaluationSettings)
    .where(and(eq(evaluationSettings.id, id), readableEvaluationSettings(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return row;
}

function settingColumns(input: EvaluationSettingInput) {
  return {
    name: input.name,
    attemptMode: input.attemptMode,
    maxAttempts: input.maxAttempts,
    helpFeatures: input.helpFeatures,
    passingScore: input.passingScore,
    maxDurationSeconds: input.maxDurationSeconds,
    liveFeedback: input.liveFeedback,
  };
}

async function writeCategories(
  tx: Transaction,
  evaluationSettingId: string,
  input: EvaluationSettingInput,
): Promise<void> {
  await tx
    .delete(evaluationSettingCategories)
    .where(eq(evaluationSettingCategories.evaluationSettingId, evaluationSettingId));
  await tx
    .insert(evaluationSettingCategories)
    .values(input.gradedCategories.map((entry) => ({ ...entry, evaluationSettingId })));
}

export async function createEvaluationSetting(
  ctx: AuthoringContext,
  rawInput: unknown,
): Promise<EvaluationSettingRow> {
  const { actor, locale } = ctx;
  const ownerId = actor.teacherProfileId;
  if (!ownerId) throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  const input = parseInput(evaluationSettingInputSchema(locale), rawInput, locale);
  return ctx.db.transaction(async (tx) => {
    const [setting] = await tx
      .insert(evaluationSettings)
      .values({ ...settingColumns(input), ownerId })
      .returning();
    if (!setting) throw new Error('insert returned no evaluation setting');
    await writeCategories(tx, setting.id, input);
    return setting;
  });
}

export async function updateEvaluationSetting(
  ctx: AuthoringContext,
  id: string,
  rawInput: unknown,
): Promise<EvaluationSettingRow> {
  const input = parseInput(evaluationSettingInputSchema(ctx.locale), rawInput, ctx.locale);
  return ctx.db.transaction(async (tx) => {
    const current = await lockOwn(ctx.actor, tx, id);
    const [updated] = await tx
      .update(evaluationSettings)
      .set(settingColumns(input))
      .where(eq(evaluationSettings.id, current.id))
      .returning();
    if (!updated) throw new Error('update returned no evaluation setting');
    await writeCategories(tx, current.id, input);
    return updated;
  });
}

/** Practice assignments will reference settings with RESTRICT: in use becomes a stable error. */
export async function deleteEvaluationSetting(ctx: AuthoringContext, id: string): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockOwn(ctx.actor, tx, id);
      await tx.delete(evaluationSettings).where(eq(evaluationSettings.id, current.id));
    });
  } catch (error) {
    if (violatedConstraint(error, 'foreign-key') !== null) {
      throw new AuthoringError('EVALUATION_SETTING_IN_USE');
    }
    throw error;
  }
}
