import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
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
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { CefrLevel, CurriculumQuery, Visibility } from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { CreateCurriculumDocument } from '../api/create-curriculum-mutation.ts';
import { DeleteCurriculumDocument } from '../api/delete-curriculum-mutation.ts';
import { DuplicateCurriculumDocument } from '../api/duplicate-curriculum-mutation.ts';
import { ScenariosDocument } from '../api/scenarios-query.ts';
import { UpdateCurriculumDocument } from '../api/update-curriculum-mutation.ts';
import { totalMinutes } from '../curriculum-params.ts';
import { CEFR_LEVELS } from '../list-params.ts';
import { moveItem } from '../scenario-draft.ts';
import { useAuthoringForm } from '../use-authoring-form.ts';
import { type LanguageOption, LanguageSelect } from './language-select.tsx';
import { Section } from './section.tsx';

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
}: {
  curriculum: Curriculum | null;
  languages: readonly LanguageOption[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useAuthoringForm();
  const editable = curriculum ? curriculum.viewerCanEdit : true;
  const disabled = !editable;
  const [title, setTitle] = useState(curriculum?.title ?? '');
  const [description, setDescription] = useState(curriculum?.description ?? '');
  const [languageId, setLanguageId] = useState(curriculum?.language.id ?? languages[0]?.id ?? '');
  const [level, setLevel] = useState<CefrLevel>(curriculum?.level ?? 'A1');
  const [visibility, setVisibility] = useState<Visibility>(curriculum?.visibility ?? 'PRIVATE');
  const [entries, setEntries] = useState<Entry[]>(
    [...(curriculum?.scenarios ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ scenario }) => scenario),
  );
  const [picked, setPicked] = useState<Entry | null>(null);
  const options = useScenarioOptions(languageId).filter(
    (option) => !entries.some((entry) => entry.id === option.id),
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
    const result = await form.submit(() =>
      curriculum
        ? runMutation(UpdateCurriculumDocument, { id: curriculum.id, input }, 'updateCurriculum')
        : runMutation(CreateCurriculumDocument, { input }, 'createCurriculum'),
    );
    if (!result.ok) return;
    showSnackbar(t('curricula.saved'), { color: 'success' });
    const saved = result.value?.[0];
    if (!curriculum && saved) navigate(paths.learning.curriculum.detail.getHref(saved.id));
    else await revalidator.revalidate();
  };

  const onDuplicate = async () => {
    if (!curriculum) return;
    try {
      const [copy] =
        (await runMutation(
          DuplicateCurriculumDocument,
          { id: curriculum.id },
          'duplicateCurriculum',
        )) ?? [];
      showSnackbar(t('curricula.duplicated'), { color: 'success' });
      if (copy) navigate(paths.learning.curriculum.detail.getHref(copy.id));
    } catch (error) {
      reportError(error);
    }
  };

  const onDelete = async () => {
    if (!curriculum) return;
    const confirmed = await confirm({
      title: t('curricula.deleteTitle'),
      message: t('curricula.deleteMessage', { title: curriculum.title }),
      confirmLabel: t('scenarios.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await runMutation(DeleteCurriculumDocument, { id: curriculum.id }, 'deleteCurriculum');
      showSnackbar(t('curricula.deleted'), { color: 'success' });
      navigate(paths.learning.curriculum.list.path);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageHeader
          title={curriculum ? curriculum.title : t('curricula.createTitle')}
          subtitle={t('curricula.total', { count: totalMinutes(entries) })}
          actions={
            curriculum ? (
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
            {t('curricula.readOnly')}
          </Alert>
        ) : null}
        <Stack spacing={3}>
          <Section title={t('scenarios.general')}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField
                  fullWidth
                  required
                  disabled={disabled}
                  label={t('scenarios.fieldTitle')}
                  value={title}
                  onChange={(event) => {
                    setTitle(event.target.value);
                    form.clear('title');
                  }}
                  error={Boolean(form.errors.title)}
                  helperText={form.errors.title}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  disabled={disabled}
                  label={t('scenarios.description')}
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                  error={Boolean(form.errors.description)}
                  helperText={form.errors.description}
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
                  error={Boolean(form.errors.languageId)}
                  helperText={form.errors.languageId}
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
                <TextField
                  select
                  fullWidth
                  disabled={disabled}
                  label={t('scenarios.visibility')}
                  value={visibility}
                  onChange={(event) => {
                    setVisibility(event.target.value as Visibility);
                    form.clear('visibility');
                  }}
                  error={Boolean(form.errors.visibility)}
                  helperText={form.errors.visibility}
                >
                  <MenuItem value="PRIVATE">{t('scenarios.private')}</MenuItem>
                  <MenuItem value="PUBLIC">{t('scenarios.public')}</MenuItem>
                </TextField>
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
                          <IconButton
                            size="small"
                            disabled={index === 0}
                            aria-label={t('scenarios.moveUp')}
                            onClick={() => setEntries(moveItem(entries, index, index - 1))}
                          >
                            <ArrowUpward fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            disabled={index === entries.length - 1}
                            aria-label={t('scenarios.moveDown')}
                            onClick={() => setEntries(moveItem(entries, index, index + 1))}
                          >
                            <ArrowDownward fontSize="small" />
                          </IconButton>
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
                  renderInput={(params) => (
                    <TextField {...params} label={t('curricula.addScenario')} />
                  )}
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
          {editable ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
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
