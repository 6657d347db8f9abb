import Cancel from '@mui/icons-material/CancelOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RemoveCircle from '@mui/icons-material/RemoveCircleOutlineOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Correctness, GradingStatus } from '../../../gql/graphql.ts';

/** Each result's words; colour and icon only repeat them. */
export function correctnessLabel(t: TFunction, correctness: Correctness): string {
  switch (correctness) {
    case 'CORRECTING':
      return t('practiceSession.correctness.correcting');
    case 'YES':
      return t('practiceSession.correctness.yes');
    case 'PARTIAL':
      return t('practiceSession.correctness.partial');
    case 'NO':
      return t('practiceSession.correctness.no');
  }
}

/**
 * A student line's grade: CORRECTING with a spinner, then YES, PARTIAL or NO in words with a
 * colour and an icon (never the colour alone); a grading that gave up, or one kept for the end.
 */
export function CorrectnessChip({
  correctness,
  gradingStatus,
  feedbackHidden,
}: {
  correctness: Correctness | null;
  gradingStatus: GradingStatus | null;
  feedbackHidden: boolean;
}) {
  const { t } = useTranslation();
  if (gradingStatus === 'FAILED') {
    return (
      <Chip
        size="small"
        variant="outlined"
        color="error"
        icon={<ErrorOutline />}
        label={t('practiceSession.correctness.failed')}
      />
    );
  }
  if (feedbackHidden || !correctness) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<VisibilityOff />}
        label={t('practiceSession.correctness.hidden')}
      />
    );
  }
  if (correctness === 'CORRECTING') {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={14} aria-hidden sx={{ mx: 0.5 }} />}
        label={correctnessLabel(t, correctness)}
        data-correctness={correctness}
      />
    );
  }
  const look = {
    YES: { color: 'success', icon: <CheckCircle /> },
    PARTIAL: { color: 'warning', icon: <RemoveCircle /> },
    NO: { color: 'error', icon: <Cancel /> },
  } as const;
  return (
    <Chip
      size="small"
      color={look[correctness].color}
      icon={look[correctness].icon}
      label={correctnessLabel(t, correctness)}
      data-correctness={correctness}
    />
  );
}
