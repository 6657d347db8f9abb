import LockReset from '@mui/icons-material/LockReset';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { requestPasswordReset } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { emailValidators } from '../validators.ts';

const FIELDS = ['email'] as const;

/** Asks for the reset link by e-mail. */
export function Component() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
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
      <>
        <FormHeading
          icon={<MarkEmailUnread />}
          title={t('passwordReset.sentTitle')}
          subtitle={
            <Trans
              i18nKey="passwordReset.sent"
              values={{ email: email.trim() }}
              components={{ strong: <Box component="strong" sx={{ color: 'text.primary' }} /> }}
            />
          }
        />
        <Button
          component={RouterLink}
          to={paths.accounts.login.path}
          variant="outlined"
          size="large"
          fullWidth
        >
          {t('passwordReset.backToLogin')}
        </Button>
      </>
    );
  }

  return (
    <>
      <FormHeading
        icon={<LockReset />}
        title={t('passwordReset.title')}
        subtitle={t('passwordReset.subtitle')}
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
            {t('passwordReset.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.accounts.login.path} sx={{ fontWeight: 600 }}>
          {t('passwordReset.backToLogin')}
        </Link>
      </Typography>
    </>
  );
}
