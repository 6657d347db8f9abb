import type { TFunction } from 'i18next';
import type { PracticeAssignmentStatus, PracticeIntentStatus } from '../../gql/graphql.ts';
import type { StartBlock } from './start-availability.ts';

/** Each label is a literal key so the extractor finds it. */
export function assignmentStatusLabel(t: TFunction, status: PracticeAssignmentStatus): string {
  switch (status) {
    case 'DRAFT':
      return t('assignmentBadges.status.draft');
    case 'PUBLISHED':
      return t('assignmentBadges.status.published');
    case 'CLOSED':
      return t('assignmentBadges.status.closed');
  }
}

export function assignmentStatusColor(
  status: PracticeAssignmentStatus,
): 'default' | 'success' | 'warning' {
  if (status === 'PUBLISHED') return 'success';
  return status === 'DRAFT' ? 'warning' : 'default';
}

export function intentStatusLabel(t: TFunction, status: PracticeIntentStatus): string {
  switch (status) {
    case 'IN_PROGRESS':
      return t('assignmentBadges.intent.inProgress');
    case 'COMPLETED':
      return t('assignmentBadges.intent.completed');
    case 'ABANDONED':
      return t('assignmentBadges.intent.abandoned');
  }
}

/** Why Start is off; `date` is already written in the viewer's zone. */
export function startBlockLabel(t: TFunction, block: StartBlock, date: string): string {
  switch (block) {
    case 'closed':
      return t('practiceAssignmentScenario.blocked.closed');
    case 'draft':
      return t('practiceAssignmentScenario.blocked.draft');
    case 'notStarted':
      return t('practiceAssignmentScenario.blocked.notStarted', { date });
    case 'pastDue':
      return t('practiceAssignmentScenario.blocked.pastDue', { date });
    case 'noAttemptsLeft':
      return t('practiceAssignmentScenario.blocked.noAttemptsLeft');
    case 'unavailable':
      return t('practiceAssignmentScenario.blocked.unavailable');
  }
}
