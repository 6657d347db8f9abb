import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Alert } from '../../../components/plain/alert.tsx';
import { PasswordField } from '../../../components/plain/password-field.tsx';
import { ProviderButtons } from '../../../components/provider-buttons.tsx';
import { paths } from '../../../config/paths.ts';
import { login, TOO_MANY_LOGIN_ATTEMPTS } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { prerenderedValue } from '../../../lib/prerendered-page.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { EmailInput } from '../components/email-input.tsx';
import { FormFooterLink } from '../components/form-footer-link.tsx';
import { HeldInvitation } from '../components/held-invitation.tsx';

const FIELDS = ['email', 'password'] as const;

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [email, setEmail] = useState(() => prerenderedValue('email'));
  const [password, setPassword] = useState(() => prerenderedValue('password'));
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
      <HeldInvitation signUpHref={paths.accounts.signup.getHref(next)} />
      <FormHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {lockedOut ? (
        <Alert severity="error" className="c-gap-below">
          {lockedOut}{' '}
          <RouterLink to={paths.accounts.passwordReset.path} className="c-link c-link--inherit">
            {t('login.lockedOutReset')}
          </RouterLink>
        </Alert>
      ) : null}
      <AuthForm onSubmit={onSubmit} pending={form.pending} submitLabel={t('auth.signIn')}>
        <EmailInput {...form.bindInput('email', email, setEmail)} />
        <div>
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            {...form.bindInput('password', password, setPassword)}
          />
          <p className="c-forgot-password">
            <RouterLink to={paths.accounts.passwordReset.path} className="c-link">
              {t('login.forgotPassword')}
            </RouterLink>
          </p>
        </div>
      </AuthForm>
      <ProviderButtons />
      <FormFooterLink
        prompt={t('login.noAccount')}
        to={paths.accounts.signup.getHref(next)}
        label={t('auth.signUp')}
      />
    </>
  );
}
