import Badge from '@mui/icons-material/BadgeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import { safeNext } from '../../../config/paths.ts';
import { refreshCurrentUser, useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { isProfileComplete } from '../../../lib/auth/current-user.ts';
import { homeFor } from '../../../lib/auth/user-home.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import {
  browserTimeZone,
  rememberTimeZoneChosen,
  timeZoneChosenByHand,
} from '../../../lib/time-zone.ts';
import { useMutationForm } from '../../../lib/use-mutation-form.ts';
import { LanguagesDocument } from '../api/languages-query.ts';
import { MyProfileDocument } from '../api/my-profile-query.ts';
import { UpdateProfileDocument } from '../api/update-profile-mutation.ts';
import {
  type LanguageOption,
  LanguagePicker,
  LanguagesPicker,
} from '../components/language-picker.tsx';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { TimeZonePicker } from '../components/time-zone-picker.tsx';
import { editableProfile } from '../editable-profile.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'nativeLanguageId',
  'languageIds',
  'photo',
  'timeZone',
] as const;

export async function loader() {
  const [me, catalogue] = await Promise.all([
    graphqlRequest(MyProfileDocument),
    graphqlRequest(LanguagesDocument),
  ]);
  return { profile: editableProfile(me.readUser), languages: catalogue.languages };
}

/** After choosing a type: names, languages and a photo, before going home. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { profile, languages } = useLoaderData<typeof loader>();
  const isTeacher = profile.userType === 'TEACHER';
  const currentUser = useCurrentUser();
  const isEditing = currentUser ? isProfileComplete(currentUser) : false;
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [nativeLanguage, setNativeLanguage] = useState<LanguageOption | null>(
    profile.nativeLanguage,
  );
  const [chosen, setChosen] = useState<LanguageOption[]>(profile.languages);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  // Until the user picks one, the account follows the browser (app/time-zone-sync.ts).
  const [initialTimeZone] = useState(() =>
    currentUser && timeZoneChosenByHand(currentUser.id) ? profile.timeZone : browserTimeZone(),
  );
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const form = useMutationForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      firstName: firstName.trim() ? undefined : t('validation.required'),
      lastName: lastName.trim() ? undefined : t('validation.required'),
      nativeLanguageId: nativeLanguage ? undefined : t('validation.required'),
      languageIds: chosen.length ? undefined : t('completeProfile.chooseLanguage'),
    };
    if (Object.values(missing).some(Boolean)) {
      form.setFieldErrors(missing);
      return;
    }
    const result = await form.submit(async () => {
      await runMutation(
        UpdateProfileDocument,
        {
          input: {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            nativeLanguageId: nativeLanguage?.id ?? null,
            languageIds: chosen.map((language) => language.id),
            ...(photo ? { photo } : {}),
            ...(photoRemoved && !photo ? { removePhoto: true } : {}),
            ...(timeZone !== profile.timeZone ? { timeZone } : {}),
          },
        },
        'updateProfile',
      );
      if (timeZone !== initialTimeZone && currentUser) rememberTimeZoneChosen(currentUser.id);
      return refreshCurrentUser();
    });
    if (result.ok)
      navigate(safeNext(searchParams.get('next')) ?? homeFor(profile.userType), { replace: true });
  };

  return (
    <>
      <FormHeading
        icon={<Badge />}
        title={isEditing ? t('completeProfile.editTitle') : t('completeProfile.title')}
        subtitle={
          isTeacher ? t('completeProfile.subtitleTeacher') : t('completeProfile.subtitleStudent')
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <PhotoPicker
            person={{ firstName, lastName }}
            kind={isTeacher ? 'teacher' : 'student'}
            current={profile.photo}
            file={photo}
            onFile={(file) => {
              setPhoto(file);
              setPhotoRemoved(false);
              form.clearFieldError('photo');
            }}
            removed={photoRemoved}
            onRemove={() => {
              setPhoto(null);
              setPhotoRemoved(true);
            }}
            error={form.fieldErrors.photo}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LimitedTextField
              maxLength={INPUT_LIMITS.profile.firstNameMax}
              label={t('profile.firstName')}
              name="firstName"
              autoComplete="given-name"
              required
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
                form.clearFieldError('firstName');
              }}
              error={Boolean(form.fieldErrors.firstName)}
              helperText={form.fieldErrors.firstName}
            />
            <LimitedTextField
              maxLength={INPUT_LIMITS.profile.lastNameMax}
              label={t('profile.lastName')}
              name="lastName"
              autoComplete="family-name"
              required
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
                form.clearFieldError('lastName');
              }}
              error={Boolean(form.fieldErrors.lastName)}
              helperText={form.fieldErrors.lastName}
            />
          </Stack>
          <LanguagePicker
            name="nativeLanguage"
            label={t('profile.nativeLanguage')}
            required
            options={languages}
            value={nativeLanguage}
            onChange={(value) => {
              setNativeLanguage(value);
              form.clearFieldError('nativeLanguageId');
            }}
            error={form.fieldErrors.nativeLanguageId}
          />
          <LanguagesPicker
            name="languages"
            label={isTeacher ? t('profile.languagesTaught') : t('profile.learningLanguages')}
            required
            options={languages}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              form.clearFieldError('languageIds');
            }}
            error={form.fieldErrors.languageIds}
            helperText={
              isTeacher ? t('completeProfile.taughtHint') : t('completeProfile.learningHint')
            }
          />
          {isEditing ? (
            <TimeZonePicker
              label={t('timeZone.label')}
              helperText={t('timeZone.hint')}
              value={timeZone}
              onChange={(zone) => {
                setTimeZone(zone);
                form.clearFieldError('timeZone');
              }}
              error={form.fieldErrors.timeZone}
            />
          ) : null}
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('completeProfile.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
