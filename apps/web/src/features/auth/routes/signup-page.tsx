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
import { signup } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { rememberPendingEmail } from '../pending-email.ts';
import { emailValidators, newPasswordValidators } from '../validators.ts';

const FIELDS = ['email', 'password', 'password2'] as const;

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: validate(email.trim(), emailValidators(t), 'email'),
      password: validate(password, newPasswordValidators(t), 'password'),
      password2: password === password2 ? true : t('validation.passwordsDiffer'),
    };
    const messages = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== true),
    );
    if (Object.keys(messages).length) {
      form.setFieldErrors(messages);
      return;
    }
    rememberPendingEmail(email.trim());
    await form.submit(() => signup({ email: email.trim(), password }));
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    error: Boolean(form.fieldErrors[name]),
    helperText: form.fieldErrors[name],
  });

  return (
    <>
      <FormHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
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
            {...field('email')}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.clearFieldError('password');
            }}
            {...field('password')}
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
            {...field('password2')}
          />
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </Box>
      <ProviderButtons />
      <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link
          component={RouterLink}
          to={paths.accounts.login.getHref(next)}
          sx={{ fontWeight: 600 }}
        >
          {t('auth.signIn')}
        </Link>
      </Typography>
    </>
  );
}
