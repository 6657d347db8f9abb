import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AssignmentResultStatus } from '../../../gql/graphql.ts';

export function resultStatusLabel(t: TFunction, status: AssignmentResultStatus): string {
  switch (status) {
    case 'NOT_STARTED':
      return t('assignmentResults.status.notStarted');
    case 'IN_PROGRESS':
      return t('assignmentResults.status.inProgress');
    case 'COMPLETED':
      return t('assignmentResults.status.completed');
    case 'PASSED':
      return t('assignmentResults.status.passed');
  }
}

const COLOR = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'info',
  COMPLETED: 'warning',
  PASSED: 'success',
} as const;

export function ResultStatusChip({ status }: { status: AssignmentResultStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'NOT_STARTED' ? 'outlined' : 'filled'}
      color={COLOR[status]}
      icon={status === 'PASSED' ? <CheckCircle /> : undefined}
      label={resultStatusLabel(t, status)}
    />
  );
}
