import type { PracticeAssignmentStatus } from '../../gql/graphql.ts';

/**
 * Why Start is off, worked out from what the brief shows, in the order the server checks
 * (practice-intent.service.ts); `null` when Start is on.
 */
export type StartBlock =
  | 'closed'
  | 'draft'
  | 'notStarted'
  | 'pastDue'
  | 'noAttemptsLeft'
  | 'unavailable';

export function startBlock(
  brief: {
    canStart: boolean;
    attemptsLeft: number | null;
    assignment: {
      status: PracticeAssignmentStatus;
      startsAt: string;
      dueAt: string | null;
      myProgress?: { dueAt: string | null } | null;
    };
  },
  now: Date,
): StartBlock | null {
  if (brief.canStart) return null;
  const { assignment } = brief;
  if (assignment.status === 'CLOSED') return 'closed';
  if (assignment.status === 'DRAFT') return 'draft';
  if (now < new Date(assignment.startsAt)) return 'notStarted';
  const dueAt = studentDueAt(assignment);
  if (dueAt && now > new Date(dueAt)) return 'pastDue';
  if (brief.attemptsLeft === 0) return 'noAttemptsLeft';
  return 'unavailable';
}

/** The student's due date: an extension's, else the assignment's. */
export function studentDueAt(assignment: {
  dueAt: string | null;
  myProgress?: { dueAt: string | null } | null;
}): string | null {
  return assignment.myProgress ? assignment.myProgress.dueAt : assignment.dueAt;
}
