import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import type {
  AttemptMode,
  EvaluationSettingInput,
  FeedbackCategory,
  HelpFeature,
} from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import type { FieldErrors } from '../../../lib/use-mutation-form.ts';
import {
  ATTEMPT_MODES,
  FEEDBACK_CATEGORIES,
  HELP_FEATURES,
  WEIGHT_TOTAL,
  weightTotal,
} from '../evaluation-labels.ts';
import {
  attemptModeOptionLabel,
  feedbackCategoryLabel,
  helpFeatureLabel,
} from '../evaluation-text.ts';
import { AttemptModeChip } from './attempt-mode-chip.tsx';

/** The fields of an evaluation setting that the API reports errors on. */
export const EVALUATION_SETTING_FIELDS = [
  'name',
  'attemptMode',
  'maxAttempts',
  'helpFeatures',
  'gradedCategories',
  'passingScore',
  'maxDurationSeconds',
  'liveFeedback',
] as const;

export const DEFAULT_EVALUATION_SETTING_INPUT: EvaluationSettingInput = {
  name: '',
  attemptMode: 'UNLIMITED',
  maxAttempts: null,
  helpFeatures: [],
  gradedCategories: [
    { category: 'GRAMMAR', weight: 40 },
    { category: 'VOCABULARY', weight: 30 },
    { category: 'FLUENCY', weight: 30 },
  ],
  passingScore: 60,
  maxDurationSeconds: null,
  liveFeedback: true,
};

/**
 * An evaluation setting being edited, as the fields hold it (numbers as typed); `input()` gives
 * what the API takes. Used by the settings page and the assign dialog's inline form.
 */
export function useEvaluationSettingDraft(initial: EvaluationSettingInput) {
  const [name, setName] = useState(initial.name);
  const [attemptMode, setAttemptMode] = useState<AttemptMode>(initial.attemptMode);
  const [maxAttempts, setMaxAttempts] = useState(String(initial.maxAttempts ?? 3));
  const [helpFeatures, setHelpFeatures] = useState<HelpFeature[]>([
    ...(initial.helpFeatures ?? []),
  ]);
  const [weights, setWeights] = useState<Partial<Record<FeedbackCategory, string>>>(() =>
    Object.fromEntries(initial.gradedCategories.map((c) => [c.category, String(c.weight)])),
  );
  const [passingScore, setPassingScore] = useState(String(initial.passingScore));
  const [maxMinutes, setMaxMinutes] = useState(
    initial.maxDurationSeconds ? String(durationMinutes(initial.maxDurationSeconds)) : '',
  );
  const [liveFeedback, setLiveFeedback] = useState(initial.liveFeedback ?? true);

  const gradedCategories = FEEDBACK_CATEGORIES.filter((c) => weights[c] !== undefined).map(
    (category) => ({ category, weight: Number.parseInt(weights[category] ?? '', 10) }),
  );

  const input = (): EvaluationSettingInput => ({
    name: name.trim(),
    attemptMode,
    maxAttempts: attemptMode === 'LIMITED' ? Number.parseInt(maxAttempts, 10) || 0 : null,
    helpFeatures: HELP_FEATURES.filter((f) => helpFeatures.includes(f)),
    gradedCategories: gradedCategories.map((c) => ({
      ...c,
      weight: Number.isFinite(c.weight) ? c.weight : 0,
    })),
    passingScore: Number.parseInt(passingScore, 10) || 0,
    maxDurationSeconds: maxMinutes.trim() ? (Number.parseInt(maxMinutes, 10) || 0) * 60 : null,
    liveFeedback,
  });

  return {
    name,
    setName,
    attemptMode,
    setAttemptMode,
    maxAttempts,
    setMaxAttempts,
    helpFeatures,
    setHelpFeatures,
    weights,
    setWeights,
    passingScore,
    setPassingScore,
    maxMinutes,
    setMaxMinutes,
    liveFeedback,
    setLiveFeedback,
    total: weightTotal(gradedCategories),
    input,
  };
}

export type EvaluationSettingDraft = ReturnType<typeof useEvaluationSettingDraft>;

/**
 * The sections of an evaluation setting: name and attempts, allowed help, graded skills with
 * their weights, passing score, time limit and live feedback.
 */
export function EvaluationSettingFields({
  draft,
  form,
}: {
  draft: EvaluationSettingDraft;
  form: { fieldErrors: FieldErrors; clearFieldError: (field: string) => void };
}) {
  const { t } = useTranslation();
  const attemptModeLabelId = useId();
  const {
    name,
    setName,
    attemptMode,
    setAttemptMode,
    maxAttempts,
    setMaxAttempts,
    helpFeatures,
    setHelpFeatures,
    weights,
    setWeights,
    passingScore,
    setPassingScore,
    maxMinutes,
    setMaxMinutes,
    liveFeedback,
    setLiveFeedback,
    total,
  } = draft;

  const toggleFeature = (feature: HelpFeature, on: boolean) =>
    setHelpFeatures((current) =>
      on
        ? [...current.filter((f) => f !== feature), feature]
        : current.filter((f) => f !== feature),
    );

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <LimitedTextField
            maxLength={INPUT_LIMITS.evaluationSetting.nameMax}
            label={t('evaluation.name')}
            value={name}
            required
            onChange={(event) => {
              setName(event.target.value);
              form.clearFieldError('name');
            }}
            error={Boolean(form.fieldErrors.name)}
            helperText={form.fieldErrors.name}
          />
          <Box>
            <FormLabel id={attemptModeLabelId} sx={{ display: 'block', mb: 1 }}>
              {t('evaluation.attemptModeLabel')}
            </FormLabel>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <ToggleButtonGroup
                exclusive
                aria-labelledby={attemptModeLabelId}
                value={attemptMode}
                onChange={(_, value: AttemptMode | null) => value && setAttemptMode(value)}
                size="small"
              >
                {ATTEMPT_MODES.map((mode) => (
                  <ToggleButton key={mode} value={mode}>
                    {attemptModeOptionLabel(t, mode)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {attemptMode === 'LIMITED' ? (
                <TextField
                  size="small"
                  type="number"
                  label={t('evaluation.maxAttempts')}
                  value={maxAttempts}
                  onChange={(event) => {
                    setMaxAttempts(event.target.value);
                    form.clearFieldError('maxAttempts');
                  }}
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                  error={Boolean(form.fieldErrors.maxAttempts)}
                  helperText={form.fieldErrors.maxAttempts}
                  sx={{ width: 160 }}
                />
              ) : null}
              <AttemptModeChip
                attemptMode={attemptMode}
                maxAttempts={Number.parseInt(maxAttempts, 10) || 0}
              />
            </Stack>
            {form.fieldErrors.attemptMode ? (
              <FormHelperText error>{form.fieldErrors.attemptMode}</FormHelperText>
            ) : null}
          </Box>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('evaluation.helpFeatures')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('evaluation.helpFeaturesHint')}
        </Typography>
        <Grid container>
          {HELP_FEATURES.map((feature) => (
            <Grid key={feature} size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={helpFeatures.includes(feature)}
                    onChange={(event) => toggleFeature(feature, event.target.checked)}
                  />
                }
                label={helpFeatureLabel(t, feature)}
              />
            </Grid>
          ))}
        </Grid>
        {form.fieldErrors.helpFeatures ? (
          <FormHelperText error>{form.fieldErrors.helpFeatures}</FormHelperText>
        ) : null}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('evaluation.gradedCategories')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('evaluation.gradedCategoriesHint', { total: WEIGHT_TOTAL })}
        </Typography>
        <Stack spacing={1}>
          {FEEDBACK_CATEGORIES.map((category) => {
            const on = weights[category] !== undefined;
            return (
              <Stack key={category} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1 }}
                  control={
                    <Checkbox
                      checked={on}
                      onChange={(event) => {
                        form.clearFieldError('gradedCategories');
                        setWeights((current) => {
                          const next = { ...current };
                          if (event.target.checked) next[category] = '0';
                          else delete next[category];
                          return next;
                        });
                      }}
                    />
                  }
                  label={feedbackCategoryLabel(t, category)}
                />
                <TextField
                  size="small"
                  type="number"
                  disabled={!on}
                  label={t('evaluation.weight')}
                  value={weights[category] ?? ''}
                  onChange={(event) => {
                    form.clearFieldError('gradedCategories');
                    setWeights((current) => ({ ...current, [category]: event.target.value }));
                  }}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max: 100,
                      'aria-label': `${t('evaluation.weight')}: ${feedbackCategoryLabel(t, category)}`,
                    },
                  }}
                  sx={{ width: 120 }}
                />
              </Stack>
            );
          })}
        </Stack>
        <Alert
          severity={
            total === WEIGHT_TOTAL && !form.fieldErrors.gradedCategories ? 'success' : 'warning'
          }
          sx={{ mt: 2 }}
        >
          {form.fieldErrors.gradedCategories ??
            t('evaluation.weightTotal', { total, expected: WEIGHT_TOTAL })}
        </Alert>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={t('evaluation.passingScore')}
            value={passingScore}
            onChange={(event) => {
              setPassingScore(event.target.value);
              form.clearFieldError('passingScore');
            }}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
            error={Boolean(form.fieldErrors.passingScore)}
            helperText={form.fieldErrors.passingScore ?? t('evaluation.passingScoreHint')}
            fullWidth
          />
          <TextField
            type="number"
            label={t('evaluation.maxDuration')}
            value={maxMinutes}
            onChange={(event) => {
              setMaxMinutes(event.target.value);
              form.clearFieldError('maxDurationSeconds');
            }}
            slotProps={{ htmlInput: { min: 1 } }}
            error={Boolean(form.fieldErrors.maxDurationSeconds)}
            helperText={form.fieldErrors.maxDurationSeconds ?? t('evaluation.maxDurationHint')}
            fullWidth
          />
        </Stack>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Switch
              checked={liveFeedback}
              onChange={(event) => setLiveFeedback(event.target.checked)}
            />
          }
          label={t('evaluation.liveFeedback')}
        />
        <FormHelperText>{t('evaluation.liveFeedbackHint')}</FormHelperText>
      </Paper>
    </>
  );
}
