import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { assignmentScenarioIds, assignmentsAddressedTo } from '../assignments/assignment-access.ts';
import type { AuthoringContext, Transaction } from '../authoring/authoring-context.ts';
import {
  HELP_FEATURES,
  practiceAssignmentExtensions,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
  scenarios,
} from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import type { Locale } from '../platform/locales.ts';
import { readableScenarios } from '../scenarios/scenario-access.ts';
import {
  attemptsAllowed,
  loadRulesSnapshots,
  loadScenarioSnapshots,
  type RulesSnapshot,
  type ScenarioSnapshot,
} from './practice-snapshots.ts';

export type PracticeIntentRow = typeof practiceIntents.$inferSelect;

const formatDate = (date: Date, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);

function inProgress(
  tx: Transaction,
  studentProfileId: string,
  assignmentId: string,
  scenarioId: string,
) {
  return tx
    .select()
    .from(practiceIntents)
    .where(
      and(
        eq(practiceIntents.studentProfileId, studentProfileId),
        eq(practiceIntents.assignmentId, assignmentId),
        eq(practiceIntents.scenarioId, scenarioId),
        eq(practiceIntents.status, 'IN_PROGRESS'),
      ),
    );
}

/**
 * Starts an attempt of one scenario of an assignment, or returns the attempt in progress (Resume).
 * Every refusal has its own code (docs/decisions/0009-practice-assignments.md). Two parallel
 * starts give one attempt: the partial unique index refuses the second insert, which then reads
 * the first one's row.
 */
export async function startPracticeIntent(
  ctx: AuthoringContext & { timeZone: string },
  assignmentId: string,
  scenarioId: string,
): Promise<PracticeIntentRow> {
  const studentProfileId = ctx.actor.studentProfileId;
  if (!studentProfileId || !isUuid(assignmentId) || !isUuid(scenarioId)) {
    throw new AppError('NOT_ASSIGNED');
  }
  return ctx.db.transaction(async (tx) => {
    const [assignment] = await tx
      .select({
        row: practiceAssignments,
        includesScenario: sql<boolean>`${scenarioId}::uuid in ${assignmentScenarioIds()}`,
      })
      .from(practiceAssignments)
      .where(
        and(eq(practiceAssignments.id, assignmentId), assignmentsAddressedTo(studentProfileId)),
      );
    if (!assignment?.includesScenario) throw new AppError('NOT_ASSIGNED');
    const { row } = assignment;

    const [running] = await inProgress(tx, studentProfileId, row.id, scenarioId);
    if (running) return running;

    if (row.status === 'CLOSED') throw new AppError('ASSIGNMENT_CLOSED');
    if (row.status !== 'PUBLISHED') throw new AppError('ASSIGNMENT_NOT_PUBLISHED');
    const now = new Date();
    if (now < row.startsAt) {
      throw new AppError('ASSIGNMENT_NOT_STARTED', {
        values: { date: formatDate(row.startsAt, ctx.locale, ctx.timeZone) },
      });
    }
    const [extension] = await tx
      .select()
      .from(practiceAssignmentExtensions)
      .where(
        and(
          eq(practiceAssignmentExtensions.assignmentId, row.id),
          eq(practiceAssignmentExtensions.studentProfileId, studentProfileId),
        ),
      );
    const dueAt = extension?.dueAt ?? row.dueAt;
    if (dueAt && now > dueAt) {
      throw new AppError('ASSIGNMENT_PAST_DUE', {
        values: { date: formatDate(dueAt, ctx.locale, ctx.timeZone) },
      });
    }

    // One statement at a time: a transaction holds one connection.
    const rulesById = await loadRulesSnapshots(tx, [row.evaluationSettingId]);
    const scenariosById = await loadScenarioSnapshots(tx, [scenarioId]);
    const [used] = await tx
      .select({ value: count() })
      .from(practiceIntents)
      .where(
        and(
          eq(practiceIntents.studentProfileId, studentProfileId),
          eq(practiceIntents.assignmentId, row.id),
          eq(practiceIntents.scenarioId, scenarioId),
        ),
      );
    const rules = rulesById.get(row.evaluationSettingId);
    const scenario = scenariosById.get(scenarioId);
    if (!rules || !scenario) throw new Error('assignment without its setting or scenario');
    const attemptsUsed = used?.value ?? 0;
    const allowed = attemptsAllowed(rules, extension?.extraAttempts ?? 0);
    if (allowed !== null && attemptsUsed >= allowed) {
      throw new AppError('NO_ATTEMPTS_LEFT', { values: { max: allowed } });
    }

    const created = await insertIntent(tx, {
      studentProfileId,
      assignmentId: row.id,
      scenarioSnapshot: scenario,
      rulesSnapshot: rules,
      attemptNumber: attemptsUsed + 1,
    });
    if (created) return created;
    const [winner] = await inProgress(tx, studentProfileId, row.id, scenarioId);
    if (!winner) throw new Error('attempt neither created nor found');
    return winner;
  });
}

type NewIntent = {
  studentProfileId?: string;
  previewTeacherProfileId?: string;
  assignmentId?: string;
  scenarioSnapshot: ScenarioSnapshot;
  rulesSnapshot: RulesSnapshot;
  attemptNumber: number;
};

/**
 * Inserts an attempt with the character's opening line, which leads into the first step. Null
 * when the one-in-progress index refused it (a parallel start won).
 */
async function insertIntent(tx: Transaction, intent: NewIntent): Promise<PracticeIntentRow | null> {
  const [created] = await tx
    .insert(practiceIntents)
    .values({ ...intent, scenarioId: intent.scenarioSnapshot.id })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await tx.insert(practiceMessages).values({
    intentId: created.id,
    role: 'ASSISTANT',
    text: intent.scenarioSnapshot.openingMessage,
    stepIndex: 0,
    createdAt: created.startedAt,
  });
  return created;
}

/** The rules of practice outside an assignment: every help, no limits, the scenario's rubrics graded. */
export function freePracticeRules(scenario: ScenarioSnapshot): RulesSnapshot {
  const categories =
    scenario.rubrics.length > 0
      ? scenario.rubrics.map(({ category, weight }) => ({ category, weight }))
      : [
          { category: 'GRAMMAR' as const, weight: 50 },
          { category: 'VOCABULARY' as const, weight: 50 },
        ];
  return {
    evaluationSettingId: '',
    name: '',
    attemptMode: 'UNLIMITED',
    maxAttempts: null,
    helpFeatures: [...HELP_FEATURES],
    gradedCategories: categories,
    passingScore: 60,
    maxDurationSeconds: null,
    liveFeedback: true,
  };
}

/**
 * Practice without an assignment: a teacher trying any scenario they can read (a preview, never
 * counted), or a student practising a public library scenario (counted in their own progress).
 */
export async function startFreePractice(
  ctx: AuthoringContext,
  scenarioId: string,
  as: 'TEACHER' | 'STUDENT',
): Promise<PracticeIntentRow> {
  if (!isUuid(scenarioId)) throw new AppError('SCENARIO_NOT_AVAILABLE', { field: 'scenarioId' });
  const teacherProfileId = as === 'TEACHER' ? ctx.actor.teacherProfileId : null;
  const studentProfileId = as === 'STUDENT' ? ctx.actor.studentProfileId : null;
  if (!teacherProfileId && !studentProfileId) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const [readable] = await tx
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(
        and(
          eq(scenarios.id, scenarioId),
          studentProfileId ? eq(scenarios.visibility, 'PUBLIC') : readableScenarios(ctx.actor),
        ),
      );
    if (!readable) throw new AppError('SCENARIO_NOT_AVAILABLE', { field: 'scenarioId' });
    const scenario = (await loadScenarioSnapshots(tx, [scenarioId])).get(scenarioId);
    if (!scenario) throw new Error('scenario vanished');
    const [previous] = await tx
      .select({ value: count() })
      .from(practiceIntents)
      .where(
        and(
          eq(practiceIntents.scenarioId, scenarioId),
          isNull(practiceIntents.assignmentId),
          studentProfileId
            ? eq(practiceIntents.studentProfileId, studentProfileId)
            : eq(practiceIntents.previewTeacherProfileId, teacherProfileId ?? ''),
        ),
      );
    const created = await insertIntent(tx, {
      ...(studentProfileId
        ? { studentProfileId }
        : { previewTeacherProfileId: teacherProfileId ?? '' }),
      scenarioSnapshot: scenario,
      rulesSnapshot: freePracticeRules(scenario),
      attemptNumber: (previous?.value ?? 0) + 1,
    });
    if (!created) throw new Error('free practice insert refused');
    return created;
  });
}
