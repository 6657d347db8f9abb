import { and, count, eq, sql } from 'drizzle-orm';
import { assignmentScenarioIds, assignmentsAddressedTo } from '../assignments/assignment-access.ts';
import type { AuthoringContext, Transaction } from '../authoring/authoring-context.ts';
import {
  practiceAssignmentExtensions,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
} from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import type { Locale } from '../platform/locales.ts';
import {
  attemptsAllowed,
  loadRulesSnapshots,
  loadScenarioSnapshots,
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

    const [rulesById, scenariosById, [used]] = await Promise.all([
      loadRulesSnapshots(tx, [row.evaluationSettingId]),
      loadScenarioSnapshots(tx, [scenarioId]),
      tx
        .select({ value: count() })
        .from(practiceIntents)
        .where(
          and(
            eq(practiceIntents.studentProfileId, studentProfileId),
            eq(practiceIntents.assignmentId, row.id),
            eq(practiceIntents.scenarioId, scenarioId),
          ),
        ),
    ]);
    const rules = rulesById.get(row.evaluationSettingId);
    const scenario = scenariosById.get(scenarioId);
    if (!rules || !scenario) throw new Error('assignment without its setting or scenario');
    const attemptsUsed = used?.value ?? 0;
    const allowed = attemptsAllowed(rules, extension?.extraAttempts ?? 0);
    if (allowed !== null && attemptsUsed >= allowed) {
      throw new AppError('NO_ATTEMPTS_LEFT', { values: { max: allowed } });
    }

    const [created] = await tx
      .insert(practiceIntents)
      .values({
        studentProfileId,
        assignmentId: row.id,
        scenarioId,
        scenarioSnapshot: scenario,
        rulesSnapshot: rules,
        attemptNumber: attemptsUsed + 1,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      // The attempt opens with the character's opening line, which leads into the first step.
      await tx.insert(practiceMessages).values({
        intentId: created.id,
        role: 'ASSISTANT',
        text: scenario.openingMessage,
        stepIndex: 0,
        createdAt: created.startedAt,
      });
      return created;
    }
    const [winner] = await inProgress(tx, studentProfileId, row.id, scenarioId);
    if (!winner) throw new Error('attempt neither created nor found');
    return winner;
  });
}
