import Delete from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { EvaluationSettingInput } from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
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
import {
  DEFAULT_EVALUATION_SETTING_INPUT,
  EVALUATION_SETTING_FIELDS,
  EvaluationSettingFields,
  useEvaluationSettingDraft,
} from '../components/evaluation-setting-fields.tsx';
import { EvaluationSettingList } from '../components/evaluation-setting-list.tsx';
import { NEW_SETTING_ID } from '../evaluation-labels.ts';

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
                : DEFAULT_EVALUATION_SETTING_INPUT
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
  const form = useMutationForm(EVALUATION_SETTING_FIELDS);
  const draft = useEvaluationSettingDraft(initial);
  const allowLeaving = useUnsavedChanges({
    name: draft.name,
    attemptMode: draft.attemptMode,
    maxAttempts: draft.maxAttempts,
    helpFeatures: draft.helpFeatures,
    weights: draft.weights,
    passingScore: draft.passingScore,
    maxMinutes: draft.maxMinutes,
    liveFeedback: draft.liveFeedback,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = draft.input();
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
        <EvaluationSettingFields draft={draft} form={form} />
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
