import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import { paths } from '../../../config/paths.ts';
import type { CefrLevel, ScenarioQuery } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useUnsavedChanges } from '../../../lib/navigation-guard.ts';
import { CreateScenarioDocument } from '../api/create-scenario-mutation.ts';
import { DeleteScenarioDocument } from '../api/delete-scenario-mutation.ts';
import { UpdateScenarioDocument } from '../api/update-scenario-mutation.ts';
import {
  useConfirmAndDelete,
  useDuplicateScenario,
  useSaveAndOpen,
} from '../library-item-actions.ts';
import { CEFR_LEVELS } from '../list-params.ts';
import {
  draftFromScenario,
  emptyScenario,
  type ScenarioDraft,
  scenarioInput,
} from '../scenario-draft.ts';
import { pathError, useAuthoringForm } from '../use-authoring-form.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { type LanguageOption, LanguageSelect } from './language-select.tsx';
import { RubricsEditor } from './rubrics-editor.tsx';
import { Section } from './section.tsx';
import { StepsEditor } from './steps-editor.tsx';
import { VisibilitySelect } from './visibility-select.tsx';
import { VocabularyEditor } from './vocabulary-editor.tsx';
import { VoicePicker } from './voice-picker.tsx';

type Scenario = NonNullable<ScenarioQuery['scenario']>;

const L = INPUT_LIMITS.scenario;

/** The whole scenario on one page; a library scenario of someone else is read-only. */
export function ScenarioEditor({
  scenario,
  languages,
  defaultLanguageId,
  extraActions,
}: {
  scenario: Scenario | null;
  languages: readonly LanguageOption[];
  /** What a new scenario starts in: the teacher's language. */
  defaultLanguageId?: string;
  /** More header actions for a saved scenario (e.g. "Assign"). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const form = useAuthoringForm();
  const [draft, setDraft] = useState<ScenarioDraft>(() =>
    scenario
      ? draftFromScenario(scenario)
      : emptyScenario(defaultLanguageId ?? languages[0]?.id ?? ''),
  );
  const editable = scenario ? scenario.viewerCanEdit : true;
  const disabled = !editable;
  const language = languages.find((entry) => entry.id === draft.languageId);
  const allowLeaving = useUnsavedChanges(draft, editable);

  const set = <K extends keyof ScenarioDraft>(key: K, value: ScenarioDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  const text = (
    key: keyof ScenarioDraft & string,
    label: string,
    maxLength: number,
    required = false,
  ) => ({
    label,
    required,
    maxLength,
    disabled,
    fullWidth: true,
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as ScenarioDraft[typeof key]),
    ...pathError(form.errors, key),
  });

  const save = useSaveAndOpen(
    form.submit,
    paths.learning.scenario.detail.getHref,
    t('scenarios.saved'),
    allowLeaving,
  );
  const duplicate = useDuplicateScenario();
  const remove = useConfirmAndDelete(
    (id) => runMutation(DeleteScenarioDocument, { id }, 'deleteScenario'),
    {
      title: t('scenarios.deleteTitle'),
      message: (name) => t('scenarios.deleteMessage', { title: name }),
      deleted: t('scenarios.deleted'),
    },
    paths.learning.scenario.list.path,
    allowLeaving,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = scenarioInput(draft);
    await save(
      () =>
        scenario
          ? runMutation(UpdateScenarioDocument, { id: scenario.id, input }, 'updateScenario')
          : runMutation(CreateScenarioDocument, { input }, 'createScenario'),
      !scenario,
    );
  };

  return (
    <EditorFrame
      title={scenario ? scenario.title : t('scenarios.createTitle')}
      subtitle={
        scenario
          ? t('scenarios.minutes', { count: durationMinutes(draft.estimatedDurationSeconds) })
          : t('scenarios.subtitle')
      }
      onSubmit={onSubmit}
      onDuplicate={scenario ? () => void duplicate(scenario.id) : undefined}
      extraActions={extraActions}
      onDelete={scenario && editable ? () => void remove(scenario) : undefined}
      editable={editable}
      readOnlyNotice={t('scenarios.readOnly')}
      pending={form.pending}
      stickySave
    >
      <Section title={t('scenarios.general')}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <LimitedTextField {...text('title', t('scenarios.fieldTitle'), L.titleMax, true)} />
          </Grid>
          <Grid size={12}>
            <LimitedTextField
              {...text('description', t('scenarios.description'), L.descriptionMax)}
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
              {...pathError(form.errors, 'languageId')}
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
              {...pathError(form.errors, 'level')}
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
                set('estimatedDurationSeconds', (Number.parseInt(event.target.value, 10) || 0) * 60)
              }
              slotProps={{ htmlInput: { min: 1 } }}
              error={Boolean(form.errors.estimatedDurationSeconds)}
              helperText={form.errors.estimatedDurationSeconds ?? t('scenarios.minutesHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <VisibilitySelect
              value={draft.visibility}
              onChange={(visibility) => set('visibility', visibility)}
              disabled={disabled}
              {...pathError(form.errors, 'visibility')}
            />
          </Grid>
        </Grid>
      </Section>

      <Section title={t('scenarios.character')} hint={t('scenarios.characterHint')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <LimitedTextField
              {...text('characterName', t('scenarios.characterName'), L.nameMax, true)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LimitedTextField
              {...text('characterRole', t('scenarios.characterRole'), L.roleMax, true)}
              multiline
            />
          </Grid>
          <Grid size={12}>
            <LimitedTextField
              {...text(
                'characterPersonality',
                t('scenarios.characterPersonality'),
                L.personalityMax,
              )}
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
            <LimitedTextField
              {...text('studentRole', t('scenarios.studentRole'), L.roleMax, true)}
              multiline
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LimitedTextField
              {...text('studentGoal', t('scenarios.studentGoal'), L.goalMax, true)}
              multiline
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LimitedTextField
              {...text('openingMessage', t('scenarios.openingMessage'), L.lineMax, true)}
              multiline
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LimitedTextField
              {...text(
                'openingMessageTranslation',
                t('scenarios.openingMessageTranslation'),
                L.lineMax,
              )}
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
    </EditorFrame>
  );
}
