import Shield from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { safeNext } from '../../../config/paths.ts';
import { reauthenticate } from '../../../lib/auth/allauth-client.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';

const FIELDS = ['password'] as const;

/** Confirms the password before a sensitive action, then goes back to `next`. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const [password, setPassword] = useState('');
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const response = await form.submit(() => reauthenticate({ password }));
    // A reauthentication is normally an auth change (REAUTHENTICATED); when the session was
    // already fresh nothing changes, so go on ourselves.
    if (response?.status === 200) {
      navigate(safeNext(searchParams.get('next')) ?? '/', { replace: true });
    }
  };

  return (
    <>
      <FormHeading
        icon={<Shield />}
        title={t('reauthenticate.title')}
        subtitle={
          user?.email
            ? t('reauthenticate.subtitleFor', { email: user.email })
            : t('reauthenticate.subtitle')
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clearFieldError('password');
            }}
            error={Boolean(form.fieldErrors.password)}
            helperText={form.fieldErrors.password}
          />
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('reauthenticate.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
