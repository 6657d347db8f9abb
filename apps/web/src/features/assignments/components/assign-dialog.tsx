import Send from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTime } from 'luxon';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import type {
  AssignOptionsQuery,
  AssignPreviewScenarioFragment,
  AssignRosterQuery,
  AttemptMode,
  CefrLevel,
  HelpFeature,
  PracticeAssignmentStatus,
} from '../../../gql/graphql.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { useCloseOnBack, useHoldWhileDirty } from '../../../lib/navigation-guard.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useMutationForm } from '../../../lib/use-mutation-form.ts';
import { CreateEvaluationSettingDocument } from '../../evaluation/api/create-evaluation-setting-mutation.ts';
import {
  DEFAULT_EVALUATION_SETTING_INPUT,
  EVALUATION_SETTING_FIELDS,
  EvaluationSettingFields,
  useEvaluationSettingDraft,
} from '../../evaluation/components/evaluation-setting-fields.tsx';
import { AssignOptionsDocument } from '../api/assign-options-query.ts';
import { AssignRosterDocument } from '../api/assign-roster-query.ts';
import { AssignTargetDocument } from '../api/assign-target-query.ts';
import { CreatePracticeAssignmentDocument } from '../api/create-practice-assignment-mutation.ts';
import { PublishPracticeAssignmentDocument } from '../api/publish-practice-assignment-mutation.ts';
import { UpdatePracticeAssignmentDocument } from '../api/update-practice-assignment-mutation.ts';
import {
  ASSIGN_FIELDS,
  type AssignDraft,
  type AssignField,
  type AssignTarget,
  assignmentInput,
  assignProblems,
  draftFromAssignment,
  type EditableAssignment,
  NEW_EVALUATION_SETTING,
  newAssignDraft,
} from '../assign-form.ts';
import { assignProblemText } from '../assign-text.ts';
import { formatInZone } from '../format-in-zone.ts';
import {
  classroomLanguageFirst,
  type LanguageRef,
  languageDiffers,
  levelDiffers,
} from '../target-language.ts';
import { AssignDateProvider } from './assign-date-provider.tsx';
import { AssignPreview } from './assign-preview.tsx';

type Options = AssignOptionsQuery;
type Student = NonNullable<AssignRosterQuery['classroom']>['paginatedStudents']['objects'][number];
type TargetOption = { id: string; title: string; isLibrary: boolean; language: LanguageRef };

export type AssignDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After saving; `classroomId` is where the assignment now is. */
  onSaved: (classroomId: string) => void;
  /** Opened on a classroom page: the classroom is fixed. */
  classroomId?: string;
  /** Opened on a scenario or curriculum page: the content is fixed, its title the default. */
  target?: AssignTarget & { title: string };
  /** Editing an existing assignment of the classroom given in `classroomId`. */
  assignment?:
    | (EditableAssignment & {
        id: string;
        status: PracticeAssignmentStatus;
        rules: {
          evaluationSettingId: string;
          name: string;
          attemptMode: AttemptMode;
          maxAttempts?: number | null;
          helpFeatures: readonly HelpFeature[];
        };
      })
    | null;
};

/**
 * Assign a scenario or a curriculum to a classroom (or some of its students): title and
 * instructions, the evaluation setting (chosen or made here), start and due dates in the
 * teacher's time zone, and a preview of what students will see; saved as a draft or published.
 */
export function AssignDialog(props: AssignDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation();
  useCloseOnBack(props.open, props.onClose);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="assign-dialog-title"
    >
      {props.open ? (
        <AssignDateProvider>
          <AssignForm {...props} />
        </AssignDateProvider>
      ) : (
        <DialogTitle id="assign-dialog-title">{t('assign.title')}</DialogTitle>
      )}
    </Dialog>
  );
}

function AssignForm({ onClose, onSaved, classroomId, target, assignment }: AssignDialogProps) {
  const { t, i18n } = useTranslation();
  const [options, setOptions] = useState<Options | null>(null);
  const zone = options?.readUser?.timeZone ?? 'UTC';
  const [draft, setDraft] = useState<AssignDraft | null>(null);
  const [roster, setRoster] = useState<readonly Student[]>([]);
  const [preview, setPreview] = useState<readonly AssignPreviewScenarioFragment[]>([]);
  const [classroomLanguage, setClassroomLanguage] = useState<LanguageRef | null>(null);
  const [contentLanguage, setContentLanguage] = useState<LanguageRef | null>(null);
  const [classroomLevel, setClassroomLevel] = useState<CefrLevel | null>(null);
  const [contentLevel, setContentLevel] = useState<CefrLevel | null>(null);
  const nameOf = useLanguageName();
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  // Once created, later tries update it: a publication that failed must not make a second draft.
  const [savedId, setSavedId] = useState<string | null>(assignment?.id ?? null);
  const [touched, setTouched] = useState(false);
  const allowLeaving = useHoldWhileDirty(touched);
  const assignForm = useMutationForm(ASSIGN_FIELDS);
  const settingForm = useMutationForm(EVALUATION_SETTING_FIELDS);
  const settingDraft = useEvaluationSettingDraft(DEFAULT_EVALUATION_SETTING_INPUT);
  // What the dialog was opened with: pages pass fresh objects on every render.
  const [opening] = useState(() => ({ classroomId, target, assignment }));

  useEffect(() => {
    const { classroomId, target, assignment } = opening;
    graphqlRequest(AssignOptionsDocument, {
      withClassrooms: !classroomId,
      withScenarios: !target,
      withCurricula: !target,
    })
      .then((data) => {
        const timeZone = data.readUser?.timeZone ?? 'UTC';
        setOptions(data);
        setDraft(
          assignment && classroomId
            ? draftFromAssignment(assignment, classroomId, timeZone)
            : newAssignDraft({
                title: target?.title ?? '',
                target: target ? { kind: target.kind, id: target.id } : null,
                classroomId: classroomId ?? '',
                zone: timeZone,
              }),
        );
      })
      .catch(reportError);
  }, [opening]);

  const chosenClassroom = draft?.classroomId ?? '';
  useEffect(() => {
    setRoster([]);
    setClassroomLanguage(null);
    setClassroomLevel(null);
    if (!chosenClassroom) return;
    graphqlRequest(AssignRosterDocument, { id: chosenClassroom })
      .then((data) => {
        setRoster(data.classroom?.paginatedStudents.objects ?? []);
        setClassroomLanguage(data.classroom?.language ?? null);
        setClassroomLevel(data.classroom?.level ?? null);
      })
      .catch(reportError);
  }, [chosenClassroom]);

  const chosenKind = draft?.target?.kind;
  const chosenTarget = draft?.target?.id ?? '';
  useEffect(() => {
    setPreview([]);
    setContentLanguage(null);
    setContentLevel(null);
    if (!chosenTarget || !chosenKind) return;
    graphqlRequest(AssignTargetDocument, {
      scenarioId: chosenTarget,
      curriculumId: chosenTarget,
      isScenario: chosenKind === 'scenario',
      isCurriculum: chosenKind === 'curriculum',
    })
      .then((data) => {
        setPreview(
          data.scenario
            ? [data.scenario]
            : (data.curriculum?.scenarios.map((entry) => entry.scenario) ?? []),
        );
        setContentLanguage(data.scenario?.language ?? data.curriculum?.language ?? null);
        setContentLevel(data.scenario?.level ?? data.curriculum?.level ?? null);
      })
      .catch(reportError);
  }, [chosenKind, chosenTarget]);

  const settings = useMemo(() => {
    const own = options?.evaluationSettings.objects ?? [];
    // A co-teacher editing sees the setting in use even when it is not one of theirs.
    const inUse = assignment?.rules;
    if (inUse && !own.some((s) => s.id === inUse.evaluationSettingId)) {
      return [
        ...own,
        {
          id: inUse.evaluationSettingId,
          name: inUse.name,
          attemptMode: inUse.attemptMode,
          maxAttempts: inUse.maxAttempts ?? null,
          helpFeatures: [...inUse.helpFeatures],
          passingScore: 0,
          maxDurationSeconds: null,
        },
      ];
    }
    return own;
  }, [options, assignment]);

  if (!draft || !options) {
    return (
      <>
        <DialogTitle id="assign-dialog-title">{t('assign.title')}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary">{t('assign.loading')}</Typography>
        </DialogContent>
      </>
    );
  }

  const update = (patch: Partial<AssignDraft>, ...fields: AssignField[]) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setTouched(true);
    for (const field of fields) assignForm.clearFieldError(field);
  };
  const problems = assignProblems(draft);
  const errorOf = (field: AssignField): string | undefined => {
    const fromServer = assignForm.fieldErrors[field];
    if (fromServer) return fromServer;
    const problem = problems[field];
    return showProblems && problem ? assignProblemText(t, problem) : undefined;
  };
  const targetError = errorOf('scenarioId') ?? errorOf('curriculumId');

  const creatingSetting = draft.evaluationSettingId === NEW_EVALUATION_SETTING;
  const chosenSetting = settings.find((s) => s.id === draft.evaluationSettingId);
  const newSetting = settingDraft.input();
  const previewRules = creatingSetting
    ? { ...newSetting, helpFeatures: newSetting.helpFeatures ?? [] }
    : chosenSetting
      ? {
          attemptMode: chosenSetting.attemptMode,
          maxAttempts: chosenSetting.maxAttempts,
          helpFeatures: chosenSetting.helpFeatures,
        }
      : null;
  const dueText =
    draft.dueAt?.isValid && draft.dueAt.toISO()
      ? formatInZone(draft.dueAt.toISO() ?? '', zone, i18n.language)
      : null;

  const targetOptions: readonly TargetOption[] = classroomLanguageFirst(
    draft.target?.kind === 'curriculum'
      ? (options.curricula?.objects ?? [])
      : (options.scenarios?.objects ?? []),
    classroomLanguage,
    nameOf,
  );
  const chosenOption = targetOptions.find((option) => option.id === draft.target?.id) ?? null;
  const chosenStudents = roster.filter((student) => draft.studentProfileIds.includes(student.id));
  const editingPublished = Boolean(assignment && assignment.status !== 'DRAFT');

  const save = async (publish: boolean) => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      let settingId = draft.evaluationSettingId;
      if (creatingSetting) {
        const created = await settingForm.submit(() =>
          runMutation(
            CreateEvaluationSettingDocument,
            { input: settingDraft.input() },
            'createEvaluationSetting',
          ),
        );
        const id = created.ok ? created.value?.[0]?.id : undefined;
        if (!id) return;
        settingId = id;
        // Saved: a second try uses it instead of making another.
        const made = settingDraft.input();
        setOptions((current) =>
          current
            ? {
                ...current,
                evaluationSettings: {
                  ...current.evaluationSettings,
                  objects: [
                    ...current.evaluationSettings.objects,
                    {
                      id,
                      name: made.name,
                      attemptMode: made.attemptMode,
                      maxAttempts: made.maxAttempts ?? null,
                      helpFeatures: made.helpFeatures ?? [],
                      passingScore: made.passingScore,
                      maxDurationSeconds: made.maxDurationSeconds ?? null,
                    },
                  ],
                },
              }
            : current,
        );
        update({ evaluationSettingId: id });
      }
      const input = assignmentInput(draft, settingId);
      const saved = await assignForm.submit(async () => {
        const [row] =
          (savedId
            ? await runMutation(
                UpdatePracticeAssignmentDocument,
                { id: savedId, input },
                'updatePracticeAssignment',
              )
            : await runMutation(
                CreatePracticeAssignmentDocument,
                { input },
                'createPracticeAssignment',
              )) ?? [];
        if (row) setSavedId(row.id);
        if (publish && row && row.status === 'DRAFT') {
          await runMutation(
            PublishPracticeAssignmentDocument,
            { id: row.id },
            'publishPracticeAssignment',
          );
        }
        return row;
      });
      if (!saved.ok) return;
      showSnackbar(publish ? t('assign.published') : t('assign.saved'), { color: 'success' });
      allowLeaving();
      onSaved(draft.classroomId);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter saves without publishing: publishing mails the students, so it takes its button.
    void save(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <DialogTitle id="assign-dialog-title">
        {assignment ? t('assign.editTitle') : t('assign.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2.5}>
              <TextField
                label={t('assign.fieldTitle')}
                value={draft.title}
                required
                autoFocus={!target}
                onChange={(event) => update({ title: event.target.value }, 'title')}
                error={Boolean(errorOf('title'))}
                helperText={errorOf('title')}
                slotProps={{
                  htmlInput: { dir: 'auto', maxLength: INPUT_LIMITS.assignment.titleMax },
                }}
              />
              <TextField
                label={t('assign.instructions')}
                value={draft.instructions}
                multiline
                minRows={2}
                onChange={(event) => update({ instructions: event.target.value }, 'instructions')}
                error={Boolean(errorOf('instructions'))}
                helperText={errorOf('instructions') ?? t('assign.instructionsHint')}
                slotProps={{
                  htmlInput: { dir: 'auto', maxLength: INPUT_LIMITS.assignment.instructionsMax },
                }}
              />
              {target ? (
                <TextField
                  label={target.kind === 'scenario' ? t('assign.scenario') : t('assign.curriculum')}
                  value={target.title}
                  slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'auto' } }}
                  error={Boolean(targetError)}
                  helperText={targetError}
                />
              ) : (
                <Stack spacing={1}>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    aria-label={t('assign.contentKind')}
                    value={draft.target?.kind ?? 'scenario'}
                    onChange={(_event, kind: AssignTarget['kind'] | null) => {
                      if (kind && kind !== (draft.target?.kind ?? 'scenario')) {
                        update({ target: { kind, id: '' } }, 'scenarioId', 'curriculumId');
                      }
                    }}
                  >
                    <ToggleButton value="scenario">{t('assign.scenario')}</ToggleButton>
                    <ToggleButton value="curriculum">{t('assign.curriculum')}</ToggleButton>
                  </ToggleButtonGroup>
                  <Autocomplete
                    options={targetOptions}
                    value={chosenOption}
                    groupBy={(option) =>
                      languageDiffers(option.language, classroomLanguage)
                        ? t('assign.otherLanguage', { language: nameOf(option.language) })
                        : option.isLibrary
                          ? t('assign.library')
                          : t('assign.mine')
                    }
                    getOptionLabel={(option) => option.title}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    onChange={(_event, option) => {
                      const kind = draft.target?.kind ?? 'scenario';
                      update(
                        {
                          target: option ? { kind, id: option.id } : null,
                          title: draft.title.trim() ? draft.title : (option?.title ?? ''),
                        },
                        'scenarioId',
                        'curriculumId',
                      );
                    }}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        required
                        label={
                          draft.target?.kind === 'curriculum'
                            ? t('assign.curriculum')
                            : t('assign.scenario')
                        }
                        error={Boolean(targetError)}
                        helperText={targetError}
                      />
                    )}
                  />
                </Stack>
              )}
              {languageDiffers(contentLanguage, classroomLanguage) &&
              contentLanguage &&
              classroomLanguage ? (
                <Alert severity="warning" data-testid="language-mismatch">
                  {t('assign.languageMismatch', {
                    content: nameOf(contentLanguage),
                    classroom: nameOf(classroomLanguage),
                  })}
                </Alert>
              ) : null}
              {levelDiffers(contentLevel, classroomLevel) ? (
                <Alert severity="warning" data-testid="level-mismatch">
                  {t(
                    chosenKind === 'curriculum'
                      ? 'assign.levelMismatchCurriculum'
                      : 'assign.levelMismatchScenario',
                    { content: contentLevel, classroom: classroomLevel },
                  )}
                </Alert>
              ) : null}
              {classroomId ? null : (
                <TextField
                  select
                  required
                  label={t('assign.classroom')}
                  value={draft.classroomId}
                  onChange={(event) =>
                    update(
                      { classroomId: event.target.value, studentProfileIds: [] },
                      'classroomId',
                      'studentProfileIds',
                    )
                  }
                  error={Boolean(errorOf('classroomId'))}
                  helperText={
                    errorOf('classroomId') ??
                    ((options.classrooms?.objects.length ?? 0) === 0
                      ? t('assign.noClassrooms')
                      : undefined)
                  }
                >
                  {(options.classrooms?.objects ?? [])
                    .filter((classroom) => classroom.viewerRole !== 'STUDENT')
                    .map((classroom) => (
                      <MenuItem key={classroom.id} value={classroom.id} dir="auto">
                        {classroom.name}
                      </MenuItem>
                    ))}
                </TextField>
              )}
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.wholeClassroom}
                      onChange={(event) =>
                        update({ wholeClassroom: event.target.checked }, 'studentProfileIds')
                      }
                    />
                  }
                  label={t('assign.wholeClassroom')}
                />
                <Typography variant="body2" color="text.secondary">
                  {draft.wholeClassroom ? t('assign.wholeClassroomHint') : t('assign.someHint')}
                </Typography>
                {draft.wholeClassroom ? null : (
                  <Autocomplete
                    multiple
                    sx={{ mt: 1.5 }}
                    options={roster}
                    value={chosenStudents}
                    getOptionLabel={(student) => displayName(student.user)}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    onChange={(_event, students) =>
                      update(
                        { studentProfileIds: students.map((student) => student.id) },
                        'studentProfileIds',
                      )
                    }
                    noOptionsText={t('assign.noStudents')}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('assign.students')}
                        error={Boolean(errorOf('studentProfileIds'))}
                        helperText={errorOf('studentProfileIds')}
                      />
                    )}
                  />
                )}
              </Box>
              <TextField
                select
                required
                label={t('assign.evaluationSetting')}
                value={draft.evaluationSettingId}
                onChange={(event) =>
                  update({ evaluationSettingId: event.target.value }, 'evaluationSettingId')
                }
                error={Boolean(errorOf('evaluationSettingId'))}
                helperText={errorOf('evaluationSettingId') ?? t('assign.evaluationSettingHint')}
              >
                {settings.map((setting) => (
                  <MenuItem key={setting.id} value={setting.id} dir="auto">
                    {setting.name}
                  </MenuItem>
                ))}
                <MenuItem value={NEW_EVALUATION_SETTING}>{t('assign.newSetting')}</MenuItem>
              </TextField>
              {creatingSetting ? (
                <Stack
                  spacing={2}
                  component="fieldset"
                  sx={{ border: 0, p: 0, m: 0 }}
                  aria-label={t('assign.newSettingTitle')}
                >
                  <Typography variant="subtitle1" component="legend" sx={{ fontWeight: 600 }}>
                    {t('assign.newSettingTitle')}
                  </Typography>
                  <EvaluationSettingFields draft={settingDraft} form={settingForm} />
                </Stack>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateTimePicker
                  label={t('assign.startsAt')}
                  timezone={zone}
                  value={draft.startsAt}
                  onChange={(value: DateTime | null) => update({ startsAt: value }, 'startsAt')}
                  slotProps={{
                    textField: {
                      fullWidth: true,
                      error: Boolean(errorOf('startsAt')),
                      helperText: errorOf('startsAt') ?? t('assign.startsAtHint'),
                    },
                    field: { clearable: true },
                  }}
                />
                <DateTimePicker
                  label={t('assign.dueAt')}
                  timezone={zone}
                  value={draft.dueAt}
                  onChange={(value: DateTime | null) => update({ dueAt: value }, 'dueAt')}
                  slotProps={{
                    textField: {
                      fullWidth: true,
                      error: Boolean(errorOf('dueAt')),
                      helperText: errorOf('dueAt') ?? t('assign.dueAtHint'),
                    },
                    field: { clearable: true },
                  }}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" data-testid="assign-zone">
                {t('assign.timeZone', { zone })}
              </Typography>
              {editingPublished ? (
                <Alert severity="info">{t('assign.editingPublished')}</Alert>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <AssignPreview
              title={draft.title}
              instructions={draft.instructions}
              scenarios={preview}
              rules={previewRules}
              due={dueText}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {t('assign.cancel')}
        </Button>
        {editingPublished ? (
          <Button variant="contained" loading={saving} onClick={() => void save(false)}>
            {t('assign.save')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" loading={saving} onClick={() => void save(false)}>
              {t('assign.saveDraft')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Send />}
              loading={saving}
              onClick={() => void save(true)}
            >
              {t('assign.saveAndPublish')}
            </Button>
          </>
        )}
      </DialogActions>
    </Box>
  );
}
