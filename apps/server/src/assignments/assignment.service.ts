import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  AuthoringActor,
  AuthoringContext,
  Transaction,
} from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import { copyTitle } from '../authoring/copy-title.ts';
import { readableCurricula } from '../curricula/curriculum-access.ts';
import {
  classroomStudents,
  classrooms,
  curricula,
  evaluationSettings,
  type PracticeAssignmentStatus,
  practiceAssignmentExtensions,
  practiceAssignmentStudents,
  practiceAssignments,
  practiceIntents,
  scenarios,
} from '../db/schema/index.ts';
import { readableEvaluationSettings } from '../evaluation-settings/evaluation-setting.service.ts';
import { isUuid } from '../graphql/ids.ts';
import { parseInput } from '../graphql/validation.ts';
import { readableScenarios } from '../scenarios/scenario-access.ts';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentInput,
  assignmentInputSchema,
  extensionInputSchema,
} from './assignment.validation.ts';
import { assignmentsTaughtBy } from './assignment-access.ts';

export type AssignmentRow = typeof practiceAssignments.$inferSelect;

function teacherOf(actor: AuthoringActor): string {
  if (!actor.teacherProfileId) throw new AuthoringError('TEACHER_PROFILE_REQUIRED');
  return actor.teacherProfileId;
}

/** The classroom, when the actor teaches it and it is not archived. */
async function teachableClassroom(tx: Transaction, teacherProfileId: string, id: string) {
  const [classroom] = await tx
    .select()
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, id),
        sql`exists (select 1 from classroom_teaching ct
          where ct.classroom_id = ${classrooms.id} and ct.teacher_profile_id = ${teacherProfileId})`,
      ),
    );
  if (!classroom) throw new AuthoringError('NOT_FOUND', { field: 'classroomId' });
  if (classroom.archivedAt)
    throw new AuthoringError('CLASSROOM_ARCHIVED', { field: 'classroomId' });
  return classroom;
}

/** Checks what the input points at: content the actor may read, their setting, the classroom's students. */
async function checkReferences(
  tx: Transaction,
  actor: AuthoringActor,
  input: AssignmentInput,
  current: AssignmentRow | null,
): Promise<void> {
  const teacherProfileId = teacherOf(actor);
  if (!current || current.classroomId !== input.classroomId) {
    await teachableClassroom(tx, teacherProfileId, input.classroomId);
  }
  // One statement at a time: a transaction holds one connection (pg 9 refuses overlapping ones).
  const scenario =
    input.scenarioId && input.scenarioId !== current?.scenarioId
      ? await tx
          .select({ id: scenarios.id })
          .from(scenarios)
          .where(and(eq(scenarios.id, input.scenarioId), readableScenarios(actor)))
      : [{ id: input.scenarioId }];
  if (scenario.length === 0)
    throw new AuthoringError('SCENARIO_NOT_AVAILABLE', { field: 'scenarioId' });
  const curriculum =
    input.curriculumId && input.curriculumId !== current?.curriculumId
      ? await tx
          .select({ id: curricula.id })
          .from(curricula)
          .where(and(eq(curricula.id, input.curriculumId), readableCurricula(actor)))
      : [{ id: input.curriculumId }];
  if (curriculum.length === 0) throw new AuthoringError('NOT_FOUND', { field: 'curriculumId' });
  // A co-teacher editing a colleague's assignment may keep the colleague's setting.
  const setting =
    input.evaluationSettingId !== current?.evaluationSettingId
      ? await tx
          .select({ id: evaluationSettings.id })
          .from(evaluationSettings)
          .where(
            and(
              eq(evaluationSettings.id, input.evaluationSettingId),
              readableEvaluationSettings(actor),
            ),
          )
      : [{ id: input.evaluationSettingId }];
  if (setting.length === 0) throw new AuthoringError('NOT_FOUND', { field: 'evaluationSettingId' });
  const members =
    input.studentProfileIds.length > 0
      ? await tx
          .select({ value: count() })
          .from(classroomStudents)
          .where(
            and(
              eq(classroomStudents.classroomId, input.classroomId),
              inArray(classroomStudents.studentProfileId, input.studentProfileIds),
            ),
          )
      : [{ value: 0 }];
  if ((members[0]?.value ?? 0) !== input.studentProfileIds.length) {
    throw new AuthoringError('STUDENT_NOT_IN_CLASSROOM', { field: 'studentProfileIds' });
  }
}

function checkDates(startsAt: Date, dueAt: Date | null): void {
  if (dueAt && dueAt.getTime() <= startsAt.getTime()) {
    throw new AuthoringError('DUE_BEFORE_START', { field: 'dueAt' });
  }
}

async function writeStudents(tx: Transaction, assignmentId: string, ids: readonly string[]) {
  await tx
    .delete(practiceAssignmentStudents)
    .where(eq(practiceAssignmentStudents.assignmentId, assignmentId));
  if (ids.length > 0) {
    await tx
      .insert(practiceAssignmentStudents)
      .values(ids.map((studentProfileId) => ({ assignmentId, studentProfileId })));
  }
}

/** The assignment, locked for a change, when the actor teaches its classroom. */
async function lockManageable(tx: Transaction, actor: AuthoringActor, id: string) {
  const teacherProfileId = teacherOf(actor);
  if (!isUuid(id)) throw new AuthoringError('NOT_FOUND', { field: 'id' });
  const [row] = await tx
    .select()
    .from(practiceAssignments)
    .where(and(eq(practiceAssignments.id, id), assignmentsTaughtBy(teacherProfileId)))
    .for('update');
  if (!row) throw new AuthoringError('NOT_FOUND', { field: 'id' });
  return row;
}

export async function createAssignment(
  ctx: AuthoringContext,
  rawInput: unknown,
): Promise<AssignmentRow> {
  const input = parseInput(assignmentInputSchema(ctx.locale), rawInput, ctx.locale);
  const startsAt = input.startsAt ?? new Date();
  checkDates(startsAt, input.dueAt);
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, ctx.actor, input, null);
    const { studentProfileIds, ...columns } = input;
    const [row] = await tx
      .insert(practiceAssignments)
      .values({ ...columns, startsAt, createdById: ctx.actor.teacherProfileId })
      .returning();
    if (!row) throw new Error('insert returned no assignment');
    await writeStudents(tx, row.id, studentProfileIds);
    return row;
  });
}

export async function updateAssignment(
  ctx: AuthoringContext,
  id: string,
  rawInput: unknown,
): Promise<AssignmentRow> {
  const input = parseInput(assignmentInputSchema(ctx.locale), rawInput, ctx.locale);
  return ctx.db.transaction(async (tx) => {
    const current = await lockManageable(tx, ctx.actor, id);
    const startsAt = input.startsAt ?? current.startsAt;
    checkDates(startsAt, input.dueAt);
    const contentChanged =
      input.scenarioId !== current.scenarioId ||
      input.curriculumId !== current.curriculumId ||
      input.evaluationSettingId !== current.evaluationSettingId ||
      input.classroomId !== current.classroomId;
    if (contentChanged && (await hasAttempts(tx, current.id))) {
      throw new AuthoringError('ASSIGNMENT_LOCKED');
    }
    await checkReferences(tx, ctx.actor, input, current);
    const { studentProfileIds, ...columns } = input;
    const [row] = await tx
      .update(practiceAssignments)
      .set({ ...columns, startsAt })
      .where(eq(practiceAssignments.id, current.id))
      .returning();
    if (!row) throw new Error('update returned no assignment');
    await writeStudents(tx, row.id, studentProfileIds);
    return row;
  });
}

async function hasAttempts(tx: Transaction, assignmentId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: practiceIntents.id })
    .from(practiceIntents)
    .where(eq(practiceIntents.assignmentId, assignmentId))
    .limit(1);
  return found !== undefined;
}

const TRANSITIONS: Record<PracticeAssignmentStatus, readonly PracticeAssignmentStatus[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['CLOSED'],
  CLOSED: ['PUBLISHED'],
};

/** DRAFT → PUBLISHED → CLOSED, and CLOSED → PUBLISHED. `firstPublication` tells when to mail. */
export async function changeAssignmentStatus(
  ctx: AuthoringContext,
  id: string,
  to: PracticeAssignmentStatus,
  allowedFrom: readonly PracticeAssignmentStatus[] = ['DRAFT', 'PUBLISHED', 'CLOSED'],
): Promise<{ assignment: AssignmentRow; firstPublication: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockManageable(tx, ctx.actor, id);
    if (!allowedFrom.includes(current.status) || !TRANSITIONS[current.status].includes(to)) {
      throw new AuthoringError('ASSIGNMENT_STATUS_CHANGE', {
        values: { from: current.status, to },
      });
    }
    const now = new Date();
    const [assignment] = await tx
      .update(practiceAssignments)
      .set(
        to === 'CLOSED'
          ? { status: to, closedAt: now }
          : { status: to, closedAt: null, publishedAt: current.publishedAt ?? now },
      )
      .where(eq(practiceAssignments.id, current.id))
      .returning();
    if (!assignment) throw new Error('update returned no assignment');
    return { assignment, firstPublication: to === 'PUBLISHED' && current.publishedAt === null };
  });
}

/** A draft copy with the same content, setting, students and dates. */
export async function duplicateAssignment(
  ctx: AuthoringContext,
  id: string,
): Promise<AssignmentRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockManageable(tx, ctx.actor, id);
    await teachableClassroom(tx, teacherOf(ctx.actor), current.classroomId);
    const students = await tx
      .select({ id: practiceAssignmentStudents.studentProfileId })
      .from(practiceAssignmentStudents)
      .where(eq(practiceAssignmentStudents.assignmentId, current.id));
    const [row] = await tx
      .insert(practiceAssignments)
      .values({
        title: copyTitle(current.title, ctx.locale, ASSIGNMENT_LIMITS.titleMax),
        instructions: current.instructions,
        classroomId: current.classroomId,
        scenarioId: current.scenarioId,
        curriculumId: current.curriculumId,
        evaluationSettingId: current.evaluationSettingId,
        createdById: ctx.actor.teacherProfileId,
        startsAt: current.startsAt,
        dueAt: current.dueAt,
      })
      .returning();
    if (!row) throw new Error('insert returned no assignment');
    await writeStudents(
      tx,
      row.id,
      students.map((student) => student.id),
    );
    return row;
  });
}

/** Only drafts, which nobody has practised, can be deleted. */
export async function deleteAssignment(ctx: AuthoringContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockManageable(tx, ctx.actor, id);
    if (current.status !== 'DRAFT') throw new AuthoringError('ASSIGNMENT_NOT_DRAFT');
    await tx.delete(practiceAssignments).where(eq(practiceAssignments.id, current.id));
  });
}

/** A later due date and/or extra attempts for one student the assignment is for. */
export async function grantExtension(
  ctx: AuthoringContext,
  rawInput: unknown,
): Promise<AssignmentRow> {
  const input = parseInput(extensionInputSchema(ctx.locale), rawInput, ctx.locale);
  return ctx.db.transaction(async (tx) => {
    const current = await lockManageable(tx, ctx.actor, input.assignmentId);
    const [target] = await tx
      .select({ id: classroomStudents.studentProfileId })
      .from(classroomStudents)
      .where(
        and(
          eq(classroomStudents.classroomId, current.classroomId),
          eq(classroomStudents.studentProfileId, input.studentProfileId),
          sql`(not exists (select 1 from practice_assignment_students s where s.assignment_id = ${current.id})
            or exists (select 1 from practice_assignment_students s
              where s.assignment_id = ${current.id} and s.student_profile_id = ${input.studentProfileId}))`,
        ),
      );
    if (!target)
      throw new AuthoringError('STUDENT_NOT_IN_CLASSROOM', { field: 'studentProfileId' });
    if (input.dueAt) checkDates(current.startsAt, input.dueAt);
    const values = {
      dueAt: input.dueAt ?? null,
      extraAttempts: input.extraAttempts ?? 0,
      grantedById: ctx.actor.teacherProfileId,
    };
    await tx
      .insert(practiceAssignmentExtensions)
      .values({ assignmentId: current.id, studentProfileId: input.studentProfileId, ...values })
      .onConflictDoUpdate({
        target: [
          practiceAssignmentExtensions.assignmentId,
          practiceAssignmentExtensions.studentProfileId,
        ],
        set: values,
      });
    return current;
  });
}

/** Archiving a classroom closes its published assignments. */
export async function closeClassroomAssignments(
  db: Transaction | AuthoringContext['db'],
  classroomId: string,
) {
  await db
    .update(practiceAssignments)
    .set({ status: 'CLOSED', closedAt: new Date() })
    .where(
      and(
        eq(practiceAssignments.classroomId, classroomId),
        eq(practiceAssignments.status, 'PUBLISHED'),
      ),
    );
}
