import { DateTime } from 'luxon';
import type {
  PracticeAssignmentExtensionInput,
  PracticeAssignmentInput,
} from '../../gql/graphql.ts';

/** The evaluation setting choice that opens the inline "new setting" form. */
export const NEW_EVALUATION_SETTING = 'new';

export type AssignTarget = { kind: 'scenario' | 'curriculum'; id: string };

/** What the assign dialog holds; dates are Luxon DateTimes in the teacher's zone. */
export type AssignDraft = {
  title: string;
  instructions: string;
  target: AssignTarget | null;
  classroomId: string;
  wholeClassroom: boolean;
  studentProfileIds: string[];
  /** An id, NEW_EVALUATION_SETTING, or '' while none is chosen. */
  evaluationSettingId: string;
  startsAt: DateTime | null;
  dueAt: DateTime | null;
};

/** The fields of the dialog that errors can be shown on (the API's names). */
export const ASSIGN_FIELDS = [
  'title',
  'instructions',
  'scenarioId',
  'curriculumId',
  'classroomId',
  'studentProfileIds',
  'evaluationSettingId',
  'startsAt',
  'dueAt',
] as const;
export type AssignField = (typeof ASSIGN_FIELDS)[number];

/** Why the dialog or the extension refuse to send; `assign-text.ts` words each. */
export type AssignProblem =
  | 'titleRequired'
  | 'targetRequired'
  | 'classroomRequired'
  | 'studentsRequired'
  | 'settingRequired'
  | 'invalidDate'
  | 'dueBeforeStart'
  | 'studentRequired'
  | 'extensionEmpty';

export type AssignProblems = Partial<Record<AssignField, AssignProblem>>;

/** A new assignment: starting now in the teacher's zone, for the whole classroom. */
export function newAssignDraft({
  title = '',
  target = null,
  classroomId = '',
  zone,
  now = DateTime.now(),
}: {
  title?: string;
  target?: AssignTarget | null;
  classroomId?: string;
  zone: string;
  now?: DateTime;
}): AssignDraft {
  return {
    title,
    instructions: '',
    target,
    classroomId,
    wholeClassroom: true,
    studentProfileIds: [],
    evaluationSettingId: '',
    startsAt: now.setZone(zone).startOf('minute'),
    dueAt: null,
  };
}

/** An assignment as the classroom list reads it, to edit it in the dialog. */
export type EditableAssignment = {
  title: string;
  instructions: string;
  startsAt: string;
  dueAt?: string | null;
  wholeClassroom: boolean;
  scenario?: { id: string } | null;
  curriculum?: { id: string } | null;
  rules: { evaluationSettingId: string };
  students: readonly { id: string }[];
};

export function draftFromAssignment(
  assignment: EditableAssignment,
  classroomId: string,
  zone: string,
): AssignDraft {
  const target: AssignTarget | null = assignment.curriculum
    ? { kind: 'curriculum', id: assignment.curriculum.id }
    : assignment.scenario
      ? { kind: 'scenario', id: assignment.scenario.id }
      : null;
  return {
    title: assignment.title,
    instructions: assignment.instructions,
    target,
    classroomId,
    wholeClassroom: assignment.wholeClassroom,
    studentProfileIds: assignment.students.map((student) => student.id),
    evaluationSettingId: assignment.rules.evaluationSettingId,
    startsAt: DateTime.fromISO(assignment.startsAt, { zone }),
    dueAt: assignment.dueAt ? DateTime.fromISO(assignment.dueAt, { zone }) : null,
  };
}

/**
 * What must be fixed before sending, per field; the server checks
 * the same and more, and its answers land on the same fields.
 */
export function assignProblems(draft: AssignDraft): AssignProblems {
  const problems: AssignProblems = {};
  if (!draft.title.trim()) problems.title = 'titleRequired';
  if (!draft.target?.id) problems.scenarioId = 'targetRequired';
  if (!draft.classroomId) problems.classroomId = 'classroomRequired';
  if (!draft.wholeClassroom && draft.studentProfileIds.length === 0) {
    problems.studentProfileIds = 'studentsRequired';
  }
  if (!draft.evaluationSettingId) {
    problems.evaluationSettingId = 'settingRequired';
  }
  if (draft.startsAt && !draft.startsAt.isValid) problems.startsAt = 'invalidDate';
  if (draft.dueAt && !draft.dueAt.isValid) problems.dueAt = 'invalidDate';
  else if (draft.dueAt && draft.startsAt?.isValid && draft.dueAt <= draft.startsAt) {
    problems.dueAt = 'dueBeforeStart';
  }
  return problems;
}

function isoOf(date: DateTime | null): string | null {
  return date?.isValid ? date.toUTC().toISO() : null;
}

/** The API input for a checked draft, with the setting it ends up using (chosen or just made). */
export function assignmentInput(
  draft: AssignDraft,
  evaluationSettingId: string,
): PracticeAssignmentInput {
  return {
    title: draft.title.trim(),
    instructions: draft.instructions.trim(),
    classroomId: draft.classroomId,
    scenarioId: draft.target?.kind === 'scenario' ? draft.target.id : null,
    curriculumId: draft.target?.kind === 'curriculum' ? draft.target.id : null,
    evaluationSettingId,
    studentProfileIds: draft.wholeClassroom ? [] : draft.studentProfileIds,
    startsAt: isoOf(draft.startsAt),
    dueAt: isoOf(draft.dueAt),
  };
}

/** "Give more time" as typed: a student, and a later due date and/or extra attempts. */
export function extensionInput({
  assignmentId,
  studentProfileId,
  dueAt,
  extraAttempts,
}: {
  assignmentId: string;
  studentProfileId: string;
  dueAt: DateTime | null;
  extraAttempts: string;
}): { ok: true; input: PracticeAssignmentExtensionInput } | { ok: false; problem: AssignProblem } {
  if (!studentProfileId) return { ok: false, problem: 'studentRequired' };
  if (dueAt && !dueAt.isValid) return { ok: false, problem: 'invalidDate' };
  const extra = Number.parseInt(extraAttempts, 10);
  const attempts = Number.isFinite(extra) && extra > 0 ? extra : 0;
  if (!dueAt && attempts === 0) return { ok: false, problem: 'extensionEmpty' };
  return {
    ok: true,
    input: {
      assignmentId,
      studentProfileId,
      dueAt: isoOf(dueAt),
      extraAttempts: attempts || null,
    },
  };
}
