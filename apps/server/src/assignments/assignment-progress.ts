import type { PracticeAssignmentStatus } from '../db/schema/index.ts';
import type { PracticeIntentRow } from '../practice/practice-intent.service.ts';
import { attemptsAllowed, type RulesSnapshot } from '../practice/practice-snapshots.ts';
import type { AssignmentBucket } from './assignment-access.ts';

type IntentFacts = Pick<
  PracticeIntentRow,
  'id' | 'scenarioId' | 'status' | 'overallScore' | 'passed' | 'startedAt'
>;

export type ScenarioProgress = {
  scenarioId: string;
  attemptsUsed: number;
  /** Null: unlimited. */
  attemptsAllowed: number | null;
  attemptsLeft: number | null;
  bestScore: number | null;
  passed: boolean;
  completed: boolean;
  inProgressId: string | null;
  /** The student may start (or resume) now. */
  canStart: boolean;
};

export type AssignmentProgress = {
  bucket: AssignmentBucket;
  dueAt: Date | null;
  scenarios: ScenarioProgress[];
  completedScenarios: number;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
};

type AssignmentFacts = {
  status: PracticeAssignmentStatus;
  startsAt: Date;
  dueAt: Date | null;
};

/**
 * Where an assignment stands for one student, from their attempts: the same rules the server
 * applies when they press Start (practice-intent.service.ts), so the screen never offers what the
 * server refuses.
 */
export function assignmentProgress(
  assignment: AssignmentFacts,
  scenarioIds: readonly string[],
  intents: readonly IntentFacts[],
  rules: RulesSnapshot,
  extension: { dueAt: Date | null; extraAttempts: number } | null,
  now: Date,
): AssignmentProgress {
  const dueAt = extension?.dueAt ?? assignment.dueAt;
  const open =
    assignment.status === 'PUBLISHED' && now >= assignment.startsAt && (!dueAt || now <= dueAt);
  const allowed = attemptsAllowed(rules, extension?.extraAttempts ?? 0);
  const scenarios = scenarioIds.map((scenarioId): ScenarioProgress => {
    const mine = intents.filter((intent) => intent.scenarioId === scenarioId);
    const completed = mine.filter((intent) => intent.status === 'COMPLETED');
    const scores = completed.flatMap((intent) =>
      intent.overallScore === null ? [] : [intent.overallScore],
    );
    const inProgress = mine.find((intent) => intent.status === 'IN_PROGRESS') ?? null;
    const attemptsLeft = allowed === null ? null : Math.max(0, allowed - mine.length);
    return {
      scenarioId,
      attemptsUsed: mine.length,
      attemptsAllowed: allowed,
      attemptsLeft,
      bestScore: scores.length > 0 ? Math.max(...scores) : null,
      passed: completed.some((intent) => intent.passed === true),
      completed: completed.length > 0,
      inProgressId: inProgress?.id ?? null,
      canStart: inProgress !== null || (open && (attemptsLeft === null || attemptsLeft > 0)),
    };
  });
  const completedScenarios = scenarios.filter((entry) => entry.completed).length;
  const done = scenarios.length > 0 && completedScenarios === scenarios.length;
  const over = assignment.status === 'CLOSED' || (dueAt !== null && now > dueAt);
  // An attempt in progress keeps the assignment in To do, where the student looks for Resume
  // (inBucket in assignment-access.ts is the same rule in SQL).
  const running = scenarios.some((entry) => entry.inProgressId !== null);
  const bests = scenarios.flatMap((entry) => (entry.bestScore === null ? [] : [entry.bestScore]));
  return {
    bucket: running ? 'TO_DO' : done ? 'DONE' : over ? 'CLOSED' : 'TO_DO',
    dueAt,
    scenarios,
    completedScenarios,
    attemptsUsed: scenarios.reduce((sum, entry) => sum + entry.attemptsUsed, 0),
    // A curriculum's score is the mean of its scenarios' best scores, once all have one.
    bestScore:
      done && bests.length === scenarios.length
        ? Math.round(bests.reduce((sum, score) => sum + score, 0) / bests.length)
        : null,
    passed: done && scenarios.every((entry) => entry.passed),
  };
}
