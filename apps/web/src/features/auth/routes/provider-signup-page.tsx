import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { getProviderSignup, providerSignup } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { EmailInput } from '../components/email-input.tsx';
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
        icon={<Icon name="howToReg" />}
        title={t('providerSignup.title')}
        subtitle={t('providerSignup.subtitle', {
          provider: info.providerName,
          account: info.accountName,
        })}
      />
      <AuthForm onSubmit={onSubmit} pending={form.pending} submitLabel={t('providerSignup.submit')}>
        <EmailInput {...form.bindInput('email', email, setEmail)} />
      </AuthForm>
    </>
  );
}
