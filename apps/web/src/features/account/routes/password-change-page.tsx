import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { changePassword } from '../../../lib/auth/allauth-client.ts';
import { useAuth } from '../../../lib/auth/auth-store.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { validate } from '../../../lib/validation.ts';
import { SettingsPage } from '../components/settings-page.tsx';

const FIELDS = ['current_password', 'new_password', 'new_password2'] as const;
const MIN_LENGTH = 8;

/** Change the password (or set one, for accounts created through a provider). */
export function Component() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const hasPassword = session?.data?.user?.has_usable_password !== false;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [next2, setNext2] = useState('');
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate(next, [
      (value: string) => (value ? true : t('validation.required')),
      (value: string) =>
        value.length >= MIN_LENGTH ? true : t('validation.passwordTooShort', { count: MIN_LENGTH }),
    ]);
    if (check !== true || next !== next2) {
      form.setFieldErrors({
        new_password: check === true ? undefined : check,
        new_password2: next === next2 ? undefined : t('validation.passwordsDiffer'),
      });
      return;
    }
    const response = await form.submit(() =>
      changePassword(
        hasPassword ? { current_password: current, new_password: next } : { new_password: next },
      ),
    );
    if (response && response.status === 200) {
      setCurrent('');
      setNext('');
      setNext2('');
      showSnackbar(t('passwordChange.done'), { color: 'success' });
    }
  };

  return (
    <SettingsPage
      title={hasPassword ? t('passwordChange.title') : t('passwordChange.setTitle')}
      subtitle={t('passwordChange.subtitle')}
      maxWidth="sm"
    >
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {hasPassword ? (
              <PasswordField
                label={t('passwordChange.current')}
                name="current_password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(event) => {
                  setCurrent(event.target.value);
                  form.clearFieldError('current_password');
                }}
                error={Boolean(form.fieldErrors.current_password)}
                helperText={form.fieldErrors.current_password}
              />
            ) : null}
            <PasswordField
              label={t('passwordResetKey.newPassword')}
              name="new_password"
              autoComplete="new-password"
              required
              value={next}
              onChange={(event) => {
                setNext(event.target.value);
                form.clearFieldError('new_password');
              }}
              error={Boolean(form.fieldErrors.new_password)}
              helperText={form.fieldErrors.new_password ?? t('signup.passwordHint')}
            />
            <PasswordField
              label={t('signup.confirmPassword')}
              name="new_password2"
              autoComplete="new-password"
              required
              value={next2}
              onChange={(event) => {
                setNext2(event.target.value);
                form.clearFieldError('new_password2');
              }}
              error={Boolean(form.fieldErrors.new_password2)}
              helperText={form.fieldErrors.new_password2}
            />
            <Box>
              <Button type="submit" variant="contained" size="large" loading={form.pending}>
                {t('passwordChange.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Card>
    </SettingsPage>
  );
}
