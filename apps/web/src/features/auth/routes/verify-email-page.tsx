import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
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
        icon={<MarkEmailUnread />}
        title={t('verifyEmail.title')}
        subtitle={
          email ? (
            <Trans
              i18nKey="verifyEmail.sentTo"
              values={{ email }}
              components={{ strong: <Box component="strong" sx={{ color: 'text.primary' }} /> }}
            />
          ) : (
            t('verifyEmail.sent')
          )
        }
      />
      {byCode ? (
        <Box component="form" noValidate onSubmit={onSubmitCode} sx={{ mb: 3 }}>
          <Stack spacing={2}>
            <TextInput
              label={t('verifyEmail.code')}
              name="key"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(form.fieldErrors.key)}
              helperText={form.fieldErrors.key}
            />
            <Button type="submit" variant="contained" size="large" loading={form.pending}>
              {t('verifyEmail.confirm')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('verifyEmail.openLink')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {email ? (
          <Button variant="outlined" size="large" onClick={resend} loading={resending}>
            {t('verifyEmail.resend')}
          </Button>
        ) : null}
        <Typography color="text.secondary" sx={{ textAlign: 'center', pt: 2 }}>
          {t('verifyEmail.wrongAddress')}{' '}
          <Link component={RouterLink} to={paths.accounts.signup.path} sx={{ fontWeight: 600 }}>
            {t('verifyEmail.startOver')}
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
