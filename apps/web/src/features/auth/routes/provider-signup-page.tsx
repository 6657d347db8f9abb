import HowToReg from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { getProviderSignup, providerSignup } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { rememberPendingEmail } from '../pending-email.ts';
import { emailValidators } from '../validators.ts';

const FIELDS = ['email'] as const;

export async function loader() {
  const response = await getProviderSignup();
  if (response.status !== 200 || !response.data) throw redirect(paths.accounts.login.path);
  const { account, email, user } = response.data;
  return {
    providerName: account.provider.name,
    accountName: account.display,
    email: email[0]?.email ?? user.email ?? '',
  };
}

/** The provider did not give an e-mail address (or it is taken): ask for one to finish. */
export function Component() {
  const { t } = useTranslation();
  const info = useLoaderData<typeof loader>();
  const [email, setEmail] = useState(info.email);
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate(email.trim(), emailValidators(t), 'email');
    if (check !== true) {
      form.setFieldErrors({ email: check });
      return;
    }
    rememberPendingEmail(email.trim());
    await form.submit(() => providerSignup({ email: email.trim() }));
  };

  return (
    <>
      <FormHeading
        icon={<HowToReg />}
        title={t('providerSignup.title')}
        subtitle={t('providerSignup.subtitle', {
          provider: info.providerName,
          account: info.accountName,
        })}
      />
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
          <Button type="submit" variant="contained" size="large" loading={form.pending}>
            {t('providerSignup.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
