import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { errorMessages, reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { feedbackCategoryLabel } from '../../evaluation/evaluation-text.ts';
import { GradePracticeIntentDocument } from '../api/grade-practice-intent-mutation.ts';
import { MarkPracticeIntentReviewedDocument } from '../api/mark-practice-intent-reviewed-mutation.ts';
import type { ReviewedIntent } from '../use-practice-review.ts';
import { GradeHistory } from './grade-history.tsx';

type Review = NonNullable<ReviewedIntent['review']>;

const asScore = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The teacher's scores of the attempt: a score per skill (empty: it follows the answers) and
 * overall (empty: the setting's weighted mean), a comment for the student; "reviewed".
 */
export function AttemptGradeForm({
  intent,
  review,
  onChanged,
}: {
  intent: ReviewedIntent;
  review: Review;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      review.teacherCategoryScores.map((entry) => [entry.category, entry.score?.toString() ?? '']),
    ),
  );
  const [overall, setOverall] = useState(review.teacherOverallScore?.toString() ?? '');
  const [comment, setComment] = useState(intent.teacherGrade?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const scorable = intent.status === 'COMPLETED' && intent.overallScore !== null;
  const current = new Map(intent.categoryScores.map((entry) => [entry.category, entry.score]));

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await runMutation(
        GradePracticeIntentDocument,
        {
          input: {
            intentId: intent.id,
            categoryScores: intent.rules.gradedCategories.flatMap(({ category }) => {
              const score = asScore(scores[category] ?? '');
              return score === null ? [] : [{ category, score }];
            }),
            overallScore: asScore(overall),
            comment,
          },
        },
        'gradePracticeIntent',
      );
      showSnackbar(t('review.gradeSaved'), { color: 'success' });
      onChanged();
    } catch (error) {
      const fields =
        (error as { fieldErrors?: { field: string; messages: string[] }[] }).fieldErrors ?? [];
      setErrors(
        fields.length > 0
          ? Object.fromEntries(fields.map((entry) => [entry.field, entry.messages]))
          : { __all__: errorMessages(error) },
      );
    } finally {
      setSaving(false);
    }
  };

  const markReviewed = async (reviewed: boolean) => {
    try {
      await runMutation(
        MarkPracticeIntentReviewedDocument,
        { intentId: intent.id, reviewed },
        'markPracticeIntentReviewed',
      );
      showSnackbar(reviewed ? t('review.markedReviewed') : t('review.backInQueue'), {
        color: 'success',
      });
      onChanged();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby="attempt-review-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mb: 3 }}
      data-testid="attempt-review"
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="attempt-review-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('review.title')}
        </Typography>
        {review.reviewedAt ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              color="success"
              icon={<CheckCircle />}
              label={
                review.reviewedByName
                  ? t('review.reviewedBy', { name: review.reviewedByName })
                  : t('review.reviewed')
              }
            />
            <Button size="small" onClick={() => void markReviewed(false)}>
              {t('review.putBack')}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="outlined"
            startIcon={<CheckCircle />}
            onClick={() => void markReviewed(true)}
            disabled={!scorable}
          >
            {t('review.markReviewed')}
          </Button>
        )}
      </Box>
      {scorable ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('review.scoresHint')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(auto-fill, minmax(180px, 1fr))',
              },
              mb: 2,
            }}
          >
            {intent.rules.gradedCategories.map(({ category }) => (
              <TextField
                key={category}
                type="number"
                size="small"
                label={feedbackCategoryLabel(t, category)}
                value={scores[category] ?? ''}
                placeholder={current.get(category)?.toString() ?? '—'}
                onChange={(event) =>
                  setScores((all) => ({ ...all, [category]: event.target.value }))
                }
                slotProps={{
                  htmlInput: { min: 0, max: 100, step: 1 },
                  inputLabel: { shrink: true },
                }}
                error={Boolean(errors.categoryScores)}
                helperText={errors.categoryScores?.join(' ')}
              />
            ))}
            <TextField
              type="number"
              size="small"
              label={t('review.overallScore')}
              value={overall}
              placeholder={intent.overallScore?.toString() ?? '—'}
              onChange={(event) => setOverall(event.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1 }, inputLabel: { shrink: true } }}
              error={Boolean(errors.overallScore)}
              helperText={errors.overallScore?.join(' ')}
            />
          </Box>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('review.comment')}
            helperText={errors.comment?.join(' ') ?? t('review.commentHint')}
            error={Boolean(errors.comment)}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            sx={{ mb: 2 }}
          />
          {errors.__all__ ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.__all__.join(' ')}
            </Alert>
          ) : null}
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t('review.saveGrade')}
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">{t('review.notYet')}</Typography>
      )}
      <GradeHistory intent={intent} changes={review.changes} />
    </Paper>
  );
}
