import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { CefrLevel, ScenarioQuery, Visibility } from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { CreateScenarioDocument } from '../api/create-scenario-mutation.ts';
import { DeleteScenarioDocument } from '../api/delete-scenario-mutation.ts';
import { DuplicateScenarioDocument } from '../api/duplicate-scenario-mutation.ts';
import { UpdateScenarioDocument } from '../api/update-scenario-mutation.ts';
import { CEFR_LEVELS } from '../list-params.ts';
import {
  draftFromScenario,
  emptyScenario,
  type ScenarioDraft,
  scenarioInput,
} from '../scenario-draft.ts';
import { useAuthoringForm } from '../use-authoring-form.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { type LanguageOption, LanguageSelect } from './language-select.tsx';
import { RubricsEditor } from './rubrics-editor.tsx';
import { Section } from './section.tsx';
import { StepsEditor } from './steps-editor.tsx';
import { VocabularyEditor } from './vocabulary-editor.tsx';
import { VoicePicker } from './voice-picker.tsx';

type Scenario = NonNullable<ScenarioQuery['scenario']>;

/** The whole scenario on one page; a library scenario of someone else is read-only. */
export function ScenarioEditor({
  scenario,
  languages,
}: {
  scenario: Scenario | null;
  languages: readonly LanguageOption[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useAuthoringForm();
  const [draft, setDraft] = useState<ScenarioDraft>(() =>
    scenario ? draftFromScenario(scenario) : emptyScenario(languages[0]?.id ?? ''),
  );
  const editable = scenario ? scenario.viewerCanEdit : true;
  const disabled = !editable;
  const language = languages.find((entry) => entry.id === draft.languageId);

  const set = <K extends keyof ScenarioDraft>(key: K, value: ScenarioDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  const text = (key: keyof ScenarioDraft & string, label: string, required = false) => ({
    label,
    required,
    disabled,
    fullWidth: true,
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as ScenarioDraft[typeof key]),
    error: Boolean(form.errors[key]),
    helperText: form.errors[key],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = scenarioInput(draft);
    const result = await form.submit(() =>
      scenario
        ? runMutation(UpdateScenarioDocument, { id: scenario.id, input }, 'updateScenario')
        : runMutation(CreateScenarioDocument, { input }, 'createScenario'),
    );
    if (!result.ok) return;
    showSnackbar(t('scenarios.saved'), { color: 'success' });
    const saved = result.value?.[0];
    if (!scenario && saved) navigate(paths.learning.scenario.detail.getHref(saved.id));
    else await revalidator.revalidate();
  };

  const onDuplicate = async () => {
    if (!scenario) return;
    try {
      const [copy] =
        (await runMutation(DuplicateScenarioDocument, { id: scenario.id }, 'duplicateScenario')) ??
        [];
      showSnackbar(t('scenarios.duplicated'), { color: 'success' });
      if (copy) navigate(paths.learning.scenario.detail.getHref(copy.id));
    } catch (error) {
      reportError(error);
    }
  };

  const onDelete = async () => {
    if (!scenario) return;
    const confirmed = await confirm({
      title: t('scenarios.deleteTitle'),
      message: t('scenarios.deleteMessage', { title: scenario.title }),
      confirmLabel: t('scenarios.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await runMutation(DeleteScenarioDocument, { id: scenario.id }, 'deleteScenario');
      showSnackbar(t('scenarios.deleted'), { color: 'success' });
      navigate(paths.learning.scenario.list.path);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageHeader
          title={scenario ? scenario.title : t('scenarios.createTitle')}
          subtitle={
            scenario
              ? t('scenarios.minutes', { count: durationMinutes(draft.estimatedDurationSeconds) })
              : t('scenarios.subtitle')
          }
          actions={
            scenario ? (
              <>
                <Button startIcon={<ContentCopy />} onClick={() => void onDuplicate()}>
                  {t('scenarios.duplicate')}
                </Button>
                {editable ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlined />}
                    onClick={() => void onDelete()}
                  >
                    {t('scenarios.delete')}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        />
        {disabled ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('scenarios.readOnly')}
          </Alert>
        ) : null}
        <Stack spacing={3}>
          <Section title={t('scenarios.general')}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField {...text('title', t('scenarios.fieldTitle'), true)} />
              </Grid>
              <Grid size={12}>
                <TextField
                  {...text('description', t('scenarios.description'))}
                  multiline
                  minRows={2}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <LanguageSelect
                  fullWidth
                  required
                  disabled={disabled}
                  label={t('scenarios.language')}
                  languages={languages}
                  value={draft.languageId}
                  onChange={(id) => set('languageId', id)}
                  error={Boolean(form.errors.languageId)}
                  helperText={form.errors.languageId}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  fullWidth
                  required
                  disabled={disabled}
                  label={t('scenarios.level')}
                  value={draft.level}
                  onChange={(event) => set('level', event.target.value as CefrLevel)}
                  error={Boolean(form.errors.level)}
                  helperText={form.errors.level}
                >
                  {CEFR_LEVELS.map((level) => (
                    <MenuItem key={level} value={level}>
                      {level}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  type="number"
                  fullWidth
                  required
                  disabled={disabled}
                  label={t('scenarios.estimatedDuration')}
                  value={String(durationMinutes(draft.estimatedDurationSeconds))}
                  onChange={(event) =>
                    set(
                      'estimatedDurationSeconds',
                      (Number.parseInt(event.target.value, 10) || 0) * 60,
                    )
                  }
                  slotProps={{ htmlInput: { min: 1 } }}
                  error={Boolean(form.errors.estimatedDurationSeconds)}
                  helperText={form.errors.estimatedDurationSeconds ?? t('scenarios.minutesHint')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  fullWidth
                  disabled={disabled}
                  label={t('scenarios.visibility')}
                  value={draft.visibility}
                  onChange={(event) => set('visibility', event.target.value as Visibility)}
                  error={Boolean(form.errors.visibility)}
                  helperText={form.errors.visibility}
                >
                  <MenuItem value="PRIVATE">{t('scenarios.private')}</MenuItem>
                  <MenuItem value="PUBLIC">{t('scenarios.public')}</MenuItem>
                </TextField>
              </Grid>
            </Grid>
          </Section>

          <Section title={t('scenarios.character')} hint={t('scenarios.characterHint')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...text('characterName', t('scenarios.characterName'), true)} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...text('characterRole', t('scenarios.characterRole'), true)} />
              </Grid>
              <Grid size={12}>
                <TextField
                  {...text('characterPersonality', t('scenarios.characterPersonality'))}
                  multiline
                />
              </Grid>
              <Grid size={12}>
                <VoicePicker
                  language={language?.isoLanguageCode ?? 'en'}
                  gender={draft.voiceGender}
                  voiceName={draft.voiceName}
                  sample={draft.openingMessage}
                  onGenderChange={(gender) => set('voiceGender', gender)}
                  onVoiceNameChange={(name) => set('voiceName', name)}
                />
              </Grid>
            </Grid>
          </Section>

          <Section title={t('scenarios.student')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...text('studentRole', t('scenarios.studentRole'), true)} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...text('studentGoal', t('scenarios.studentGoal'), true)} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...text('openingMessage', t('scenarios.openingMessage'), true)}
                  multiline
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...text('openingMessageTranslation', t('scenarios.openingMessageTranslation'))}
                  multiline
                />
              </Grid>
            </Grid>
          </Section>

          <Section title={t('scenarios.steps')} hint={t('scenarios.stepsHint')}>
            <StepsEditor
              steps={draft.steps}
              errors={form.errors}
              disabled={disabled}
              onChange={(steps) => set('steps', steps)}
            />
          </Section>

          <Section title={t('scenarios.vocabulary')} hint={t('scenarios.vocabularyHint')}>
            <VocabularyEditor
              items={draft.vocabularyItems}
              errors={form.errors}
              disabled={disabled}
              onChange={(items) => set('vocabularyItems', items)}
            />
          </Section>

          <Section title={t('scenarios.rubrics')} hint={t('scenarios.rubricsHint')}>
            <RubricsEditor
              rubrics={draft.rubrics}
              errors={form.errors}
              disabled={disabled}
              onChange={(rubrics) => set('rubrics', rubrics)}
            />
          </Section>

          <Section title={t('scenarios.attachments')} hint={t('scenarios.attachmentsHint')}>
            <AttachmentsSection
              scenarioId={scenario?.id ?? null}
              attachments={scenario?.attachments ?? []}
              editable={editable}
              onChanged={() => revalidator.revalidate()}
            />
          </Section>

          {editable ? (
            <Box
              sx={{
                position: 'sticky',
                bottom: 16,
                display: 'flex',
                justifyContent: 'flex-end',
                zIndex: 2,
              }}
            >
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<Save />}
                loading={form.pending}
              >
                {t('scenarios.save')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
