import Shield from '@mui/icons-material/ShieldOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { safeNext } from '../../../config/paths.ts';
import { reauthenticate } from '../../../lib/auth/allauth-client.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { AuthForm } from '../components/auth-form.tsx';

const FIELDS = ['password'] as const;

/** Confirms the password before a sensitive action, then goes back to `next`. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const [password, setPassword] = useState('');
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const response = await form.submit(() => reauthenticate({ password }));
    // A reauthentication is normally an auth change (REAUTHENTICATED); when the session was
    // already fresh nothing changes, so go on ourselves.
    if (response?.status === 200) {
      navigate(safeNext(searchParams.get('next')) ?? '/', { replace: true });
    }
  };

  return (
    <>
      <FormHeading
        icon={<Shield />}
        title={t('reauthenticate.title')}
        subtitle={
          user?.email
            ? t('reauthenticate.subtitleFor', { email: user.email })
            : t('reauthenticate.subtitle')
        }
      />
      <AuthForm onSubmit={onSubmit} pending={form.pending} submitLabel={t('reauthenticate.submit')}>
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          autoFocus
          {...form.bindInput('password', password, setPassword)}
        />
      </AuthForm>
    </>
  );
}
