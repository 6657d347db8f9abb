import School from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccountLanguageChange } from '../../../lib/auth/use-account-language-change.ts';
import { formatDateTime, useViewerTimeZone } from '../../../lib/time-zone.ts';
import { usePracticeReview } from '../use-practice-review.ts';
import { AttemptGradeForm } from './attempt-grade-form.tsx';

/**
 * The result page's teacher part: the teacher's grade and comment, marked as theirs, with the
 * tutor's original score beside it (for the student and the teachers); and for the teachers who
 * grade the attempt, the form that changes its scores, "reviewed", and the history of changes.
 */
export function AttemptReview({
  intentId,
  onChanged,
}: {
  intentId: string;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useViewerTimeZone();
  const { intent, reload } = usePracticeReview(intentId);
  // The page's one reader of the shared review state: feedback to edit in the new language.
  useAccountLanguageChange(() => void reload());
  if (!intent) return null;
  const grade = intent.teacherGrade;
  const changed = () => {
    void reload();
    onChanged();
  };
  return (
    <>
      {grade ? (
        <Alert
          severity="info"
          icon={<School />}
          sx={{ mb: 3, borderRadius: 3 }}
          data-testid="teacher-grade"
        >
          <AlertTitle>
            {grade.gradedByName
              ? t('review.gradedBy', {
                  name: grade.gradedByName,
                  date: formatDateTime(grade.gradedAt, i18n.language, zone),
                })
              : t('review.teacherGrade')}
          </AlertTitle>
          {grade.comment ? (
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', textAlign: 'left', mb: 1 }}>
              {grade.comment}
            </Typography>
          ) : null}
          {grade.aiOverallScore !== null && grade.aiOverallScore !== intent.overallScore ? (
            <Typography variant="body2" color="text.secondary">
              {t('review.tutorScore', {
                score: grade.aiOverallScore,
                now: intent.overallScore ?? 0,
              })}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {intent.viewerCanGrade && intent.review ? (
        <AttemptGradeForm intent={intent} review={intent.review} onChanged={changed} />
      ) : null}
    </>
  );
}
