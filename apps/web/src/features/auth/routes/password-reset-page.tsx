import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { requestPasswordReset } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { prerenderedValue } from '../../../lib/prerendered-page.ts';
import { validate } from '../../../lib/validation.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthOutcome } from '../components/auth-outcome.tsx';
import { EmailInput } from '../components/email-input.tsx';
import { FormFooterLink } from '../components/form-footer-link.tsx';
import { emailValidators } from '../validators.ts';

const FIELDS = ['email'] as const;

/** Asks for the reset link by e-mail. */
export function Component() {
  const { t } = useTranslation();
  const [email, setEmail] = useState(() => prerenderedValue('email'));
  const [sent, setSent] = useState(false);
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate(email.trim(), emailValidators(t), 'email');
    if (check !== true) {
      form.setFieldErrors({ email: check });
      return;
    }
    const response = await form.submit(() => requestPasswordReset(email.trim()));
    if (response && (response.status === 200 || response.status === 401)) setSent(true);
  };

  if (sent) {
    return (
      <AuthOutcome
        icon={<Icon name="markEmailUnread" />}
        title={t('passwordReset.sentTitle')}
        subtitle={
          <Trans
            i18nKey="passwordReset.sent"
            values={{ email: email.trim() }}
            components={{ strong: <strong className="c-emphasis" /> }}
          />
        }
        to={paths.accounts.login.path}
        actionLabel={t('passwordReset.backToLogin')}
        actionVariant="outlined"
      />
    );
  }

  return (
    <>
      <FormHeading
        icon={<Icon name="lockReset" />}
        title={t('passwordReset.title')}
        subtitle={t('passwordReset.subtitle')}
      />
      <AuthForm onSubmit={onSubmit} pending={form.pending} submitLabel={t('passwordReset.submit')}>
        <EmailInput {...form.bindInput('email', email, setEmail)} />
      </AuthForm>
      <FormFooterLink to={paths.accounts.login.path} label={t('passwordReset.backToLogin')} />
    </>
  );
}
