import KeyOff from '@mui/icons-material/KeyOff';
import Password from '@mui/icons-material/Password';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useParams,
} from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { getPasswordReset, resetPassword } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { newPasswordValidators } from '../validators.ts';

const FIELDS = ['password', 'password2', 'key'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const response = await getPasswordReset(params.key ?? '');
  return { valid: response.status === 200, email: response.data?.user?.email ?? null };
}

/** The page the reset mail links to: choose the new password. */
export function Component() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const info = useLoaderData<typeof loader>();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [done, setDone] = useState(false);
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate(password, newPasswordValidators(t), 'password');
    if (check !== true || password !== password2) {
      form.setFieldErrors({
        password: check === true ? undefined : check,
        password2: password === password2 ? undefined : t('validation.passwordsDiffer'),
      });
      return;
    }
    const response = await form.submit(() => resetPassword({ key, password }));
    // 200 signs the user in (an auth change takes over); 401 means "done, now sign in".
    if (response?.status === 401 || response?.status === 200) setDone(true);
  };

  if (!info.valid || form.fieldErrors.key) {
    return (
      <>
        <FormHeading
          icon={<KeyOff />}
          title={t('passwordResetKey.invalidTitle')}
          subtitle={t('passwordResetKey.invalid')}
        />
        <Button
          component={RouterLink}
          to={paths.accounts.passwordReset.path}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('passwordResetKey.requestAgain')}
        </Button>
      </>
    );
  }

  if (done) {
    return (
      <>
        <FormHeading
          icon={<TaskAlt />}
          title={t('passwordResetKey.doneTitle')}
          subtitle={t('passwordResetKey.done')}
        />
        <Button
          component={RouterLink}
          to={paths.accounts.login.path}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.signIn')}
        </Button>
      </>
    );
  }

  return (
    <>
      <FormHeading
        icon={<Password />}
        title={t('passwordResetKey.title')}
        subtitle={
          info.email
            ? t('passwordResetKey.subtitleFor', { email: info.email })
            : t('passwordResetKey.subtitle')
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <PasswordField
            label={t('passwordResetKey.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clearFieldError('password');
            }}
            error={Boolean(form.fieldErrors.password)}
            helperText={form.fieldErrors.password ?? t('signup.passwordHint')}
          />
          <PasswordField
            label={t('signup.confirmPassword')}
            name="password2"
            autoComplete="new-password"
            required
            value={password2}
            onChange={(event) => {
              setPassword2(event.target.value);
              form.clearFieldError('password2');
            }}
            error={Boolean(form.fieldErrors.password2)}
            helperText={form.fieldErrors.password2}
          />
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('passwordResetKey.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
