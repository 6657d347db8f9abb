import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ProviderButtons } from '../../../components/provider-buttons.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { login, TOO_MANY_LOGIN_ATTEMPTS } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';

const FIELDS = ['email', 'password'] as const;

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLockedOut(null);
    const response = await form.submit(() => login({ email: email.trim(), password }), {
      keepErrorCodes: [TOO_MANY_LOGIN_ATTEMPTS],
    });
    const tooMany = response?.errors?.find((error) => error.code === TOO_MANY_LOGIN_ATTEMPTS);
    if (tooMany) setLockedOut(tooMany.message);
    // Success and pending flows arrive as auth changes: the router takes the user on from here.
  };

  return (
    <>
      <FormHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {lockedOut ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {lockedOut}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <TextInput
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              form.clearFieldError('email');
            }}
            error={Boolean(form.fieldErrors.email)}
            helperText={form.fieldErrors.email}
          />
          <Box>
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                form.clearFieldError('password');
              }}
              error={Boolean(form.fieldErrors.password)}
              helperText={form.fieldErrors.password}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Link component={RouterLink} to={paths.accounts.passwordReset.path} variant="body2">
                {t('login.forgotPassword')}
              </Link>
            </Box>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </Box>
      <ProviderButtons />
      <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link
          component={RouterLink}
          to={paths.accounts.signup.getHref(next)}
          sx={{ fontWeight: 600 }}
        >
          {t('auth.signUp')}
        </Link>
      </Typography>
    </>
  );
}
