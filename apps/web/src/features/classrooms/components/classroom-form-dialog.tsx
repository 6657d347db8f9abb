import AddAPhoto from '@mui/icons-material/AddAPhotoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import type { CefrLevel } from '../../../gql/graphql.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useLanguageName, useLanguagesByName } from '../../../lib/language-names.ts';
import { MutationError } from '../../../lib/mutation-result.ts';
import { useCloseOnBack, useHoldWhileDirty } from '../../../lib/navigation-guard.ts';
import { PHOTO_ACCEPT, photoChoiceProblem } from '../../../lib/photo-choice.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { CreateClassroomDocument } from '../api/create-classroom-mutation.ts';
import { ClassroomLanguagesDocument } from '../api/languages-query.ts';
import { UpdateClassroomDocument } from '../api/update-classroom-mutation.ts';

export const CEFR_LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

export type EditableClassroom = {
  id: string;
  name: string;
  description: string;
  level: CefrLevel;
  avatar: string;
  language: { id: string };
};

type Language = { id: string; name: string; isoLanguageCode: string };

/** Create a classroom, or edit one when `classroom` is given; resolves with its id on save. */
export function ClassroomFormDialog({
  open,
  classroom,
  onClose,
  onSaved,
}: {
  open: boolean;
  classroom?: EditableClassroom | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const photoId = useId();
  const [catalogue, setCatalogue] = useState<readonly Language[]>([]);
  const languages = useLanguagesByName(catalogue);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [languageId, setLanguageId] = useState('');
  const [level, setLevel] = useState<CefrLevel>('A1');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty =
    open &&
    (name !== (classroom?.name ?? '') ||
      description !== (classroom?.description ?? '') ||
      languageId !== (classroom?.language.id ?? '') ||
      level !== (classroom?.level ?? 'A1') ||
      photo !== null);
  const allowLeaving = useHoldWhileDirty(dirty);
  useCloseOnBack(open, onClose);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  useEffect(() => {
    if (!open) return;
    setName(classroom?.name ?? '');
    setDescription(classroom?.description ?? '');
    setLanguageId(classroom?.language.id ?? '');
    setLevel(classroom?.level ?? 'A1');
    setPhoto(null);
    setErrors({});
    graphqlRequest(ClassroomLanguagesDocument)
      .then((data) => setCatalogue(data.languages))
      .catch(reportError);
  }, [open, classroom]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = t('classrooms.form.required');
    if (!languageId) missing.languageId = t('classrooms.form.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      const fields = { name: name.trim(), description, languageId, level };
      const [saved] =
        (classroom
          ? await runMutation(
              UpdateClassroomDocument,
              { id: classroom.id, input: { ...fields, ...(photo ? { photo } : {}) } },
              'updateClassroom',
            )
          : await runMutation(
              CreateClassroomDocument,
              { input: { ...fields, ...(photo ? { photo } : {}) } },
              'createClassroom',
            )) ?? [];
      showSnackbar(classroom ? t('classrooms.form.updated') : t('classrooms.form.created'), {
        color: 'success',
      });
      allowLeaving();
      onSaved(saved?.id ?? classroom?.id ?? '');
    } catch (error) {
      if (error instanceof MutationError && error.fieldErrors.some((e) => e.field)) {
        setErrors(
          Object.fromEntries(error.fieldErrors.map((e) => [e.field ?? '', e.messages.join(' ')])),
        );
      } else reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>
          {classroom ? t('classrooms.form.editTitle') : t('classrooms.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <UserAvatar
                picture={{ image: preview ?? classroom?.avatar ?? null }}
                kind="classroom"
                size={72}
                decorative
              />
              <Box>
                <Button
                  component="label"
                  htmlFor={photoId}
                  variant="outlined"
                  startIcon={<AddAPhoto />}
                >
                  {t('classrooms.form.photo')}
                  <Box
                    component="input"
                    id={photoId}
                    type="file"
                    accept={PHOTO_ACCEPT}
                    sx={{ display: 'none' }}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                      const chosen = event.target.files?.[0] ?? null;
                      const problem = chosen ? photoChoiceProblem(t, chosen) : null;
                      if (problem) setErrors((current) => ({ ...current, photo: problem }));
                      else {
                        setPhoto(chosen);
                        setErrors(({ photo: _refused, ...rest }) => rest);
                      }
                      // The same file can be chosen again after a refusal.
                      event.target.value = '';
                    }}
                  />
                </Button>
                {errors.photo ? (
                  <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                    {errors.photo}
                  </Typography>
                ) : null}
              </Box>
            </Stack>
            <LimitedTextField
              maxLength={INPUT_LIMITS.classroom.nameMax}
              label={t('classrooms.form.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={Boolean(errors.name)}
              helperText={errors.name}
              autoFocus
            />
            <LimitedTextField
              maxLength={INPUT_LIMITS.classroom.descriptionMax}
              label={t('classrooms.form.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('classrooms.form.language')}
                value={languages.length ? languageId : ''}
                onChange={(event) => setLanguageId(event.target.value)}
                required
                fullWidth
                error={Boolean(errors.languageId)}
                helperText={errors.languageId}
              >
                {languages.map((language) => (
                  <MenuItem key={language.id} value={language.id}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <LanguageFlag isoLanguageCode={language.isoLanguageCode} size={20} />
                      <span>{nameOf(language)}</span>
                    </Stack>
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('classrooms.form.level')}
                value={level}
                onChange={(event) => setLevel(event.target.value as CefrLevel)}
                required
                fullWidth
              >
                {CEFR_LEVELS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('classrooms.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
