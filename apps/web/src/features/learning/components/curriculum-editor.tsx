import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import { paths } from '../../../config/paths.ts';
import type { CefrLevel, CurriculumQuery, Visibility } from '../../../gql/graphql.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useUnsavedChanges } from '../../../lib/navigation-guard.ts';
import { reportError } from '../../../lib/report-error.ts';
import { CreateCurriculumDocument } from '../api/create-curriculum-mutation.ts';
import { DeleteCurriculumDocument } from '../api/delete-curriculum-mutation.ts';
import { ScenariosDocument } from '../api/scenarios-query.ts';
import { UpdateCurriculumDocument } from '../api/update-curriculum-mutation.ts';
import { totalMinutes } from '../curriculum-params.ts';
import {
  useConfirmAndDelete,
  useDuplicateCurriculum,
  useSaveAndOpen,
} from '../library-item-actions.ts';
import { CEFR_LEVELS } from '../list-params.ts';
import { moveItem } from '../scenario-draft.ts';
import { pathError, useAuthoringForm } from '../use-authoring-form.ts';
import { EditorFrame } from './editor-frame.tsx';
import { type LanguageOption, LanguageSelect } from './language-select.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { Section } from './section.tsx';
import { VisibilitySelect } from './visibility-select.tsx';

type Curriculum = NonNullable<CurriculumQuery['curriculum']>;
type Entry = {
  id: string;
  title: string;
  level: CefrLevel;
  isLibrary: boolean;
  estimatedDurationSeconds: number;
};

function useScenarioOptions(languageId: string): Entry[] {
  const [options, setOptions] = useState<Entry[]>([]);
  useEffect(() => {
    if (!languageId) return;
    let current = true;
    graphqlRequest(ScenariosDocument, { filter: { languageId }, pageSize: 'All' })
      .then((data) => {
        if (current) setOptions(data.scenarios.objects);
      })
      .catch(reportError);
    return () => {
      current = false;
    };
  }, [languageId]);
  return options;
}

/** A curriculum: its details and its scenarios in order (own and public, same language). */
export function CurriculumEditor({
  curriculum,
  languages,
  defaultLanguageId,
  extraActions,
}: {
  curriculum: Curriculum | null;
  languages: readonly LanguageOption[];
  /** What a new curriculum starts in: the teacher's language. */
  defaultLanguageId?: string;
  /** More header actions for a saved curriculum (e.g. "Assign"). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useAuthoringForm();
  const editable = curriculum ? curriculum.viewerCanEdit : true;
  const disabled = !editable;
  const [title, setTitle] = useState(curriculum?.title ?? '');
  const [description, setDescription] = useState(curriculum?.description ?? '');
  const [languageId, setLanguageId] = useState(
    curriculum?.language.id ?? defaultLanguageId ?? languages[0]?.id ?? '',
  );
  const [level, setLevel] = useState<CefrLevel>(curriculum?.level ?? 'A1');
  const [visibility, setVisibility] = useState<Visibility>(curriculum?.visibility ?? 'PRIVATE');
  const [entries, setEntries] = useState<Entry[]>(
    [...(curriculum?.scenarios ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ scenario }) => scenario),
  );
  const [picked, setPicked] = useState<Entry | null>(null);
  const allowLeaving = useUnsavedChanges(
    { title, description, languageId, level, visibility, entries: entries.map((e) => e.id) },
    editable,
  );
  const options = useScenarioOptions(languageId).filter(
    (option) => !entries.some((entry) => entry.id === option.id),
  );

  const save = useSaveAndOpen(
    form.submit,
    paths.learning.curriculum.detail.getHref,
    t('curricula.saved'),
    allowLeaving,
  );
  const duplicate = useDuplicateCurriculum();
  const remove = useConfirmAndDelete(
    (id) => runMutation(DeleteCurriculumDocument, { id }, 'deleteCurriculum'),
    {
      title: t('curricula.deleteTitle'),
      message: (name) => t('curricula.deleteMessage', { title: name }),
      deleted: t('curricula.deleted'),
    },
    paths.learning.curriculum.list.path,
    allowLeaving,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: title.trim(),
      description: description.trim(),
      languageId,
      level,
      visibility,
      scenarioIds: entries.map((entry) => entry.id),
    };
    await save(
      () =>
        curriculum
          ? runMutation(UpdateCurriculumDocument, { id: curriculum.id, input }, 'updateCurriculum')
          : runMutation(CreateCurriculumDocument, { input }, 'createCurriculum'),
      !curriculum,
    );
  };

  return (
    <EditorFrame
      title={curriculum ? curriculum.title : t('curricula.createTitle')}
      subtitle={t('curricula.total', { count: totalMinutes(entries) })}
      onSubmit={onSubmit}
      onDuplicate={curriculum ? () => void duplicate(curriculum.id) : undefined}
      extraActions={extraActions}
      onDelete={curriculum && editable ? () => void remove(curriculum) : undefined}
      editable={editable}
      readOnlyNotice={t('curricula.readOnly')}
      pending={form.pending}
    >
      <Section title={t('scenarios.general')}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <LimitedTextField
              maxLength={INPUT_LIMITS.curriculum.titleMax}
              fullWidth
              required
              disabled={disabled}
              label={t('scenarios.fieldTitle')}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                form.clear('title');
              }}
              {...pathError(form.errors, 'title')}
            />
          </Grid>
          <Grid size={12}>
            <LimitedTextField
              maxLength={INPUT_LIMITS.curriculum.descriptionMax}
              fullWidth
              multiline
              minRows={2}
              disabled={disabled}
              label={t('scenarios.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              {...pathError(form.errors, 'description')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <LanguageSelect
              fullWidth
              required
              disabled={disabled}
              label={t('scenarios.language')}
              languages={languages}
              value={languageId}
              onChange={(id) => {
                setLanguageId(id);
                form.clear('languageId');
              }}
              {...pathError(form.errors, 'languageId')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              fullWidth
              disabled={disabled}
              label={t('scenarios.level')}
              value={level}
              onChange={(event) => setLevel(event.target.value as CefrLevel)}
            >
              {CEFR_LEVELS.map((entry) => (
                <MenuItem key={entry} value={entry}>
                  {entry}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <VisibilitySelect
              value={visibility}
              onChange={(value) => {
                setVisibility(value);
                form.clear('visibility');
              }}
              disabled={disabled}
              {...pathError(form.errors, 'visibility')}
            />
          </Grid>
        </Grid>
      </Section>
      <Section
        title={t('curricula.scenarios')}
        hint={t('curricula.scenariosHint')}
        action={<Chip label={t('curricula.total', { count: totalMinutes(entries) })} />}
      >
        {form.errors.scenarioIds ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.errors.scenarioIds}
          </Alert>
        ) : null}
        {entries.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {t('curricula.noScenarios')}
          </Typography>
        ) : (
          <List sx={{ mb: 2 }}>
            {entries.map((entry, index) => (
              <ListItem
                key={entry.id}
                data-testid="curriculum-scenario"
                divider
                secondaryAction={
                  disabled ? null : (
                    <Box>
                      <MoveButtons
                        index={index}
                        count={entries.length}
                        onMove={(from, to) => setEntries(moveItem(entries, from, to))}
                      />
                      <IconButton
                        size="small"
                        aria-label={`${t('scenarios.remove')}: ${entry.title}`}
                        onClick={() => setEntries(entries.filter((e) => e.id !== entry.id))}
                      >
                        <Close fontSize="small" />
                      </IconButton>
                    </Box>
                  )
                }
              >
                <Typography sx={{ width: 32, fontWeight: 600, color: 'text.secondary' }}>
                  {index + 1}
                </Typography>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={paths.learning.scenario.detail.getHref(entry.id)}
                    >
                      {entry.title}
                    </Link>
                  }
                  secondary={`${entry.level} · ${t('scenarios.minutes', {
                    count: Math.ceil(entry.estimatedDurationSeconds / 60),
                  })}${entry.isLibrary ? ` · ${t('scenarios.library')}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {disabled ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Autocomplete
              sx={{ flex: 1 }}
              options={options}
              value={picked}
              onChange={(_, value) => setPicked(value)}
              getOptionLabel={(option) => `${option.title} (${option.level})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => <TextField {...params} label={t('curricula.addScenario')} />}
            />
            <Button
              variant="outlined"
              startIcon={<Add />}
              disabled={!picked}
              onClick={() => {
                if (picked) setEntries([...entries, picked]);
                setPicked(null);
              }}
            >
              {t('curricula.add')}
            </Button>
          </Stack>
        )}
      </Section>
    </EditorFrame>
  );
}
