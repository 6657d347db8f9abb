import Edit from '@mui/icons-material/EditOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctnessLabel } from '../../practice/components/correctness-chip.tsx';
import { usePracticeReview } from '../use-practice-review.ts';

const MessageGradeDialog = lazy(() =>
  import('./message-grade-dialog.tsx').then((module) => ({ default: module.MessageGradeDialog })),
);

/**
 * Under a student's answer: "Teacher's grade" with the tutor's original when a teacher changed
 * it, and, for the teachers who grade the attempt, the button that changes it.
 */
export function MessageReview({
  intentId,
  messageId,
  onChanged,
}: {
  intentId: string;
  messageId: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { intent, reload } = usePracticeReview(intentId);
  const [editing, setEditing] = useState(false);
  const message = intent?.messages.find((entry) => entry.id === messageId);
  if (!intent || !message) return null;
  const canGrade =
    intent.viewerCanGrade &&
    intent.status === 'COMPLETED' &&
    intent.overallScore !== null &&
    message.gradingStatus === 'GRADED';
  if (!message.teacherGraded && !canGrade) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
      }}
      data-testid="message-review"
    >
      {message.teacherGraded ? (
        <>
          <Chip size="small" color="secondary" icon={<School />} label={t('review.teacherGrade')} />
          {message.aiCorrectness && message.aiCorrectness !== message.correctness ? (
            <Typography variant="caption" color="text.secondary">
              {t('review.tutorSaid', { grade: correctnessLabel(t, message.aiCorrectness) })}
            </Typography>
          ) : null}
        </>
      ) : null}
      {canGrade ? (
        <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)}>
          {t('review.changeGrade')}
        </Button>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <MessageGradeDialog
            message={message}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void reload();
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
