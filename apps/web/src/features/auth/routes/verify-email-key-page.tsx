import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { getEmailVerification, verifyEmail } from '../../../lib/auth/allauth-client.ts';
import { isAuthenticated } from '../../../lib/auth/auth-change.ts';
import { useAuth } from '../../../lib/auth/auth-store.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showErrors } from '../../../lib/snackbar.ts';
import { AuthOutcome } from '../components/auth-outcome.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const response = await getEmailVerification(params.key ?? '');
  return response.status === 200 && response.data
    ? { valid: true as const, email: response.data.email }
    : { valid: false as const, email: null };
}

/** The page the verification mail links to: confirm the address in one click. */
export function Component() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const info = useLoaderData<typeof loader>();
  const { session } = useAuth();
  const [pending, setPending] = useState(false);
  const [verified, setVerified] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const response = await verifyEmail(key);
      if (response.status === 200 || response.status === 401) setVerified(true);
      else if (response.status === 400) showErrors((response.errors ?? []).map((e) => e.message));
      // A sign-in that completes here arrives as an auth change and moves the user on.
    } catch (error) {
      reportError(error);
    } finally {
      setPending(false);
    }
  };

  if (!info.valid) {
    return (
      <AuthOutcome
        icon={<Icon name="linkOff" />}
        title={t('verifyEmailKey.invalidTitle')}
        subtitle={t('verifyEmailKey.invalid')}
        to={paths.accounts.login.path}
        actionLabel={t('auth.signIn')}
      />
    );
  }

  if (verified) {
    return (
      <AuthOutcome
        icon={<Icon name="markEmailRead" />}
        title={t('verifyEmailKey.doneTitle')}
        subtitle={t('verifyEmailKey.done')}
        to={isAuthenticated(session) ? paths.home.path : paths.accounts.login.path}
        actionLabel={isAuthenticated(session) ? t('common.continue') : t('auth.signIn')}
      />
    );
  }

  return (
    <>
      <FormHeading
        icon={<Icon name="markEmailRead" />}
        title={t('verifyEmailKey.title')}
        subtitle={
          <Trans
            i18nKey="verifyEmailKey.confirmAddress"
            values={{ email: info.email }}
            components={{ strong: <strong className="c-emphasis" /> }}
          />
        }
      />
      <Button variant="contained" large fullWidth onClick={confirm} loading={pending}>
        {t('verifyEmail.confirm')}
      </Button>
    </>
  );
}
