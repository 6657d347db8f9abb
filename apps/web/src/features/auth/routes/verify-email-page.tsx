import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { TextField } from '../../../components/plain/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import {
  getEmailAddresses,
  sendEmailVerification,
  verifyEmail,
} from '../../../lib/auth/allauth-client.ts';
import { useAllauthConfig } from '../../../lib/auth/allauth-config.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { pendingEmail } from '../pending-email.ts';

const FIELDS = ['key'] as const;

/** "Check your inbox": after sign-up, while the e-mail address waits for its verification. */
export function Component() {
  const { t } = useTranslation();
  const config = useAllauthConfig();
  const byCode = config?.account.email_verification_by_code_enabled === true;
  const [email, setEmail] = useState<string | null>(pendingEmail);
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const form = useAllauthForm(FIELDS);

  useEffect(() => {
    if (email) return;
    // Signed-in users changing their address: the first entry is the one to show.
    getEmailAddresses()
      .then((response) => {
        const first = response.status === 200 ? response.data?.[0]?.email : undefined;
        if (first) setEmail(first);
      })
      .catch(() => undefined);
  }, [email]);

  const resend = async () => {
    if (!email) return;
    setResending(true);
    try {
      const response = await sendEmailVerification(email);
      if (response.status === 200) {
        showSnackbar(t('verifyEmail.resent'), { color: 'success' });
      }
    } finally {
      setResending(false);
    }
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit(() => verifyEmail(code.trim()));
  };

  return (
    <>
      <FormHeading
        icon={<Icon name="markEmailUnread" />}
        title={t('verifyEmail.title')}
        subtitle={
          email ? (
            <Trans
              i18nKey="verifyEmail.sentTo"
              values={{ email }}
              components={{ strong: <strong className="c-emphasis" /> }}
            />
          ) : (
            t('verifyEmail.sent')
          )
        }
      />
      {byCode ? (
        <form noValidate onSubmit={onSubmitCode} className="c-stack c-stack--medium c-gap-below">
          <TextField
            label={t('verifyEmail.code')}
            name="key"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(form.fieldErrors.key)}
            helperText={form.fieldErrors.key}
          />
          <Button type="submit" variant="contained" large loading={form.pending}>
            {t('verifyEmail.confirm')}
          </Button>
        </form>
      ) : (
        <p className="c-muted c-gap-below">{t('verifyEmail.openLink')}</p>
      )}
      <div className="c-stack c-stack--tight">
        {email ? (
          <Button variant="outlined" large onClick={resend} loading={resending}>
            {t('verifyEmail.resend')}
          </Button>
        ) : null}
        <p className="c-muted c-start-over">
          {t('verifyEmail.wrongAddress')}{' '}
          <RouterLink to={paths.accounts.signup.path} className="c-link c-link--strong">
            {t('verifyEmail.startOver')}
          </RouterLink>
        </p>
      </div>
    </>
  );
}
