import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AttemptMode } from '../../../gql/graphql.ts';
import { attemptChip } from '../evaluation-labels.ts';
import { attemptChipLabel } from '../evaluation-text.ts';

export function AttemptModeChip({
  attemptMode,
  maxAttempts,
}: {
  attemptMode: AttemptMode;
  maxAttempts?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={attemptChip(attemptMode, maxAttempts).color}
      label={attemptChipLabel(t, attemptMode, maxAttempts)}
    />
  );
}
