import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { ProviderButtons } from '../../../components/provider-buttons.tsx';
import { paths } from '../../../config/paths.ts';
import { signup } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { prerenderedValue } from '../../../lib/prerendered-page.ts';
import { validate } from '../../../lib/validation.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { EmailInput } from '../components/email-input.tsx';
import { FormFooterLink } from '../components/form-footer-link.tsx';
import { HeldInvitation } from '../components/held-invitation.tsx';
import { NewPasswordInputs } from '../components/new-password-inputs.tsx';
import { rememberPendingEmail } from '../pending-email.ts';
import { emailValidators, newPasswordValidators } from '../validators.ts';

const FIELDS = ['email', 'password', 'password2'] as const;

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [email, setEmail] = useState(() => prerenderedValue('email'));
  const [password, setPassword] = useState(() => prerenderedValue('password'));
  const [password2, setPassword2] = useState(() => prerenderedValue('password2'));
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

  return (
    <>
      <HeldInvitation />
      <FormHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <AuthForm onSubmit={onSubmit} pending={form.pending} submitLabel={t('signup.submit')}>
        <EmailInput {...form.bindInput('email', email, setEmail)} />
        <NewPasswordInputs
          label={t('auth.password')}
          password={form.bindInput('password', password, setPassword)}
          confirmation={form.bindInput('password2', password2, setPassword2)}
        />
      </AuthForm>
      <ProviderButtons />
      <FormFooterLink
        prompt={t('signup.haveAccount')}
        to={paths.accounts.login.getHref(next)}
        label={t('auth.signIn')}
      />
    </>
  );
}
