import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Correctness, FeedbackCategory } from '../../../gql/graphql.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { errorMessages } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { feedbackCategoryLabel } from '../../evaluation/evaluation-text.ts';
import { correctnessLabel } from '../../practice/components/correctness-chip.tsx';
import { GradePracticeMessageDocument } from '../api/grade-practice-message-mutation.ts';
import type { ReviewedIntent } from '../use-practice-review.ts';

type Message = ReviewedIntent['messages'][number];
type Item = Message['feedback'][number];

const GRADES = ['YES', 'PARTIAL', 'NO'] as const satisfies readonly Correctness[];
const CATEGORIES = [
  'GRAMMAR',
  'VOCABULARY',
  'COHESION',
  'FLUENCY',
  'PRONUNCIATION',
  'OTHER',
] as const satisfies readonly FeedbackCategory[];

const newItem = (): Item => ({
  category: 'GRAMMAR',
  code: 'TEACHER',
  severity: 'error',
  message: '',
  excerpt: null,
  suggestion: null,
  span: null,
});

/** The teacher's grade of one answer: its correctness and its feedback items, edited in place. */
export function MessageGradeDialog({
  message,
  onClose,
  onSaved,
}: {
  message: Message;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const titleId = useId();
  const [correctness, setCorrectness] = useState<Correctness>(
    message.correctness === 'CORRECTING' || !message.correctness ? 'PARTIAL' : message.correctness,
  );
  const [items, setItems] = useState<Item[]>(message.feedback);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const change = (index: number, patch: Partial<Item>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const save = async () => {
    setSaving(true);
    setErrors([]);
    try {
      await runMutation(
        GradePracticeMessageDocument,
        {
          input: {
            messageId: message.id,
            correctness,
            feedback: items.map((item) => ({
              category: item.category,
              code: item.code,
              severity: item.severity,
              message: item.message,
              excerpt: item.excerpt,
              suggestion: item.suggestion,
              span: item.span ? { start: item.span.start, end: item.span.end } : null,
            })),
          },
        },
        'gradePracticeMessage',
      );
      showSnackbar(t('review.gradeSaved'), { color: 'success' });
      onSaved();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('review.changeGradeTitle')}</DialogTitle>
      <DialogContent>
        <Typography
          dir="auto"
          sx={{ p: 1.5, mb: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'left' }}
        >
          {message.text}
        </Typography>
        <FormLabel id={`${titleId}-grade`}>{t('review.grade')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${titleId}-grade`}
          value={correctness}
          onChange={(event) => setCorrectness(event.target.value as Correctness)}
          sx={{ mb: 2 }}
        >
          {GRADES.map((grade) => (
            <FormControlLabel
              key={grade}
              value={grade}
              control={<Radio />}
              label={correctnessLabel(t, grade)}
            />
          ))}
        </RadioGroup>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('review.feedbackItems')}
        </Typography>
        <Stack spacing={1.5}>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('review.noFeedbackItems')}
            </Typography>
          ) : null}
          {items.map((item, index) => (
            <Paper
              // Items have no id; their place is their identity while the dialog is open.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                <TextField
                  select
                  size="small"
                  label={t('review.category')}
                  value={item.category}
                  onChange={(event) =>
                    change(index, { category: event.target.value as FeedbackCategory })
                  }
                  sx={{ minWidth: 140 }}
                >
                  {CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {feedbackCategoryLabel(t, category)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('review.severity')}
                  value={item.severity}
                  onChange={(event) => change(index, { severity: event.target.value })}
                  sx={{ minWidth: 120 }}
                >
                  <MenuItem value="error">{t('review.severityError')}</MenuItem>
                  <MenuItem value="advice">{t('review.severityAdvice')}</MenuItem>
                </TextField>
                <IconButton
                  aria-label={t('review.removeItem')}
                  onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                  sx={{ ms: 'auto' }}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
              <TextField
                fullWidth
                size="small"
                multiline
                label={t('review.itemMessage')}
                value={item.message}
                onChange={(event) => change(index, { message: event.target.value })}
                sx={{ mb: 1 }}
              />
              <TextField
                fullWidth
                size="small"
                label={t('review.itemSuggestion')}
                value={item.suggestion ?? ''}
                onChange={(event) => change(index, { suggestion: event.target.value || null })}
              />
            </Paper>
          ))}
          <Box>
            <Button
              startIcon={<Add />}
              onClick={() => setItems((current) => [...current, newItem()])}
            >
              {t('review.addItem')}
            </Button>
          </Box>
        </Stack>
        {errors.length > 0 ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.join(' ')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('review.saveGrade')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
