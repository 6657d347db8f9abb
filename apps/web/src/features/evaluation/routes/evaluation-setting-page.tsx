import Delete from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type {
  AttemptMode,
  EvaluationSettingInput,
  FeedbackCategory,
  HelpFeature,
} from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useUnsavedChanges } from '../../../lib/navigation-guard.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useMutationForm } from '../../../lib/use-mutation-form.ts';
import { CreateEvaluationSettingDocument } from '../api/create-evaluation-setting-mutation.ts';
import { DeleteEvaluationSettingDocument } from '../api/delete-evaluation-setting-mutation.ts';
import { EvaluationSettingDocument } from '../api/evaluation-setting-query.ts';
import { EvaluationSettingsDocument } from '../api/evaluation-settings-query.ts';
import { UpdateEvaluationSettingDocument } from '../api/update-evaluation-setting-mutation.ts';
import { AttemptModeChip } from '../components/attempt-mode-chip.tsx';
import { EvaluationSettingList } from '../components/evaluation-setting-list.tsx';
import {
  ATTEMPT_MODES,
  FEEDBACK_CATEGORIES,
  HELP_FEATURES,
  NEW_SETTING_ID,
  WEIGHT_TOTAL,
  weightTotal,
} from '../evaluation-labels.ts';
import {
  attemptModeOptionLabel,
  feedbackCategoryLabel,
  helpFeatureLabel,
} from '../evaluation-text.ts';

const FIELDS = [
  'name',
  'attemptMode',
  'maxAttempts',
  'helpFeatures',
  'gradedCategories',
  'passingScore',
  'maxDurationSeconds',
  'liveFeedback',
] as const;

const DEFAULT_INPUT: EvaluationSettingInput = {
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

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? NEW_SETTING_ID;
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1') || 1;
  const [list, detail] = await Promise.all([
    graphqlRequest(EvaluationSettingsDocument, { page }),
    id === NEW_SETTING_ID ? null : graphqlRequest(EvaluationSettingDocument, { id }),
  ]);
  if (detail && !detail.evaluationSetting) {
    throw new Response('Not Found', { status: 404 });
  }
  return { id, list: list.evaluationSettings, setting: detail?.evaluationSetting ?? null };
}

/** Creates and edits an evaluation setting: attempts, allowed help, graded skills, limits. */
export function Component() {
  const { id, list, setting } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <EvaluationSettingList page={list} selectedId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <EvaluationSettingForm
            key={`${id}-${setting?.updatedAt ?? ''}`}
            id={setting ? id : null}
            initial={
              setting
                ? {
                    name: setting.name,
                    attemptMode: setting.attemptMode,
                    maxAttempts: setting.maxAttempts,
                    helpFeatures: setting.helpFeatures,
                    gradedCategories: setting.gradedCategories.map(({ category, weight }) => ({
                      category,
                      weight,
                    })),
                    passingScore: setting.passingScore,
                    maxDurationSeconds: setting.maxDurationSeconds,
                    liveFeedback: setting.liveFeedback,
                  }
                : DEFAULT_INPUT
            }
          />
        </Grid>
      </Grid>
    </Container>
  );
}

function EvaluationSettingForm({
  id,
  initial,
}: {
  id: string | null;
  initial: EvaluationSettingInput;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useMutationForm(FIELDS);
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
  const allowLeaving = useUnsavedChanges({
    name,
    attemptMode,
    maxAttempts,
    helpFeatures,
    weights,
    passingScore,
    maxMinutes,
    liveFeedback,
  });

  const gradedCategories = FEEDBACK_CATEGORIES.filter((c) => weights[c] !== undefined).map(
    (category) => ({ category, weight: Number.parseInt(weights[category] ?? '', 10) }),
  );
  const total = weightTotal(gradedCategories);

  const toggleFeature = (feature: HelpFeature, on: boolean) =>
    setHelpFeatures((current) =>
      on
        ? [...current.filter((f) => f !== feature), feature]
        : current.filter((f) => f !== feature),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: EvaluationSettingInput = {
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
    };
    const result = await form.submit(() =>
      id
        ? runMutation(UpdateEvaluationSettingDocument, { id, input }, 'updateEvaluationSetting')
        : runMutation(CreateEvaluationSettingDocument, { input }, 'createEvaluationSetting'),
    );
    if (!result.ok) return;
    showSnackbar(t('evaluation.saved'), { color: 'success' });
    const saved = result.value?.[0];
    allowLeaving();
    if (!id && saved) navigate(paths.evaluation.evaluationSetting.detail.getHref(saved.id));
    else await revalidator.revalidate();
  };

  const onDelete = async () => {
    if (!id) return;
    const confirmed = await confirm({
      title: t('evaluation.deleteTitle'),
      message: t('evaluation.deleteMessage', { name: initial.name }),
      confirmLabel: t('evaluation.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await runMutation(DeleteEvaluationSettingDocument, { id }, 'deleteEvaluationSetting');
      showSnackbar(t('evaluation.deleted'), { color: 'success' });
      allowLeaving();
      navigate(paths.evaluation.evaluationSetting.detail.getHref(NEW_SETTING_ID));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeader
        title={id ? initial.name : t('evaluation.createTitle')}
        subtitle={t('evaluationSetting.subtitle')}
        actions={
          id ? (
            <Button color="error" startIcon={<Delete />} onClick={() => void onDelete()}>
              {t('evaluation.delete')}
            </Button>
          ) : null
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={3}>
            <TextField
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
              <FormLabel id="attempt-mode-label" sx={{ display: 'block', mb: 1 }}>
                {t('evaluation.attemptModeLabel')}
              </FormLabel>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: 'center' }}
              >
                <ToggleButtonGroup
                  exclusive
                  aria-labelledby="attempt-mode-label"
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

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Save />}
            loading={form.pending}
          >
            {t('evaluation.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
