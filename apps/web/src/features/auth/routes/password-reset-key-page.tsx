import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { getPasswordReset, resetPassword } from '../../../lib/auth/allauth-client.ts';
import { useAllauthForm } from '../../../lib/auth/use-allauth-form.ts';
import { validate } from '../../../lib/validation.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthOutcome } from '../components/auth-outcome.tsx';
import { NewPasswordInputs } from '../components/new-password-inputs.tsx';
import { newPasswordValidators } from '../validators.ts';

const FIELDS = ['password', 'password2', 'key'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const response = await getPasswordReset(params.key ?? '');
  return { valid: response.status === 200, email: response.data?.user?.email ?? null };
}

/** The page the reset mail links to: choose the new password. */
export function Component() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const info = useLoaderData<typeof loader>();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [done, setDone] = useState(false);
  const form = useAllauthForm(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate(password, newPasswordValidators(t), 'password');
    if (check !== true || password !== password2) {
      form.setFieldErrors({
        password: check === true ? undefined : check,
        password2: password === password2 ? undefined : t('validation.passwordsDiffer'),
      });
      return;
    }
    const response = await form.submit(() => resetPassword({ key, password }));
    // 200 signs the user in (an auth change takes over); 401 means "done, now sign in".
    if (response?.status === 401 || response?.status === 200) setDone(true);
  };

  if (!info.valid || form.fieldErrors.key) {
    return (
      <AuthOutcome
        icon={<Icon name="keyOff" />}
        title={t('passwordResetKey.invalidTitle')}
        subtitle={t('passwordResetKey.invalid')}
        to={paths.accounts.passwordReset.path}
        actionLabel={t('passwordResetKey.requestAgain')}
      />
    );
  }

  if (done) {
    return (
      <AuthOutcome
        icon={<Icon name="taskAlt" />}
        title={t('passwordResetKey.doneTitle')}
        subtitle={t('passwordResetKey.done')}
        to={paths.accounts.login.path}
        actionLabel={t('auth.signIn')}
      />
    );
  }

  return (
    <>
      <FormHeading
        icon={<Icon name="password" />}
        title={t('passwordResetKey.title')}
        subtitle={
          info.email
            ? t('passwordResetKey.subtitleFor', { email: info.email })
            : t('passwordResetKey.subtitle')
        }
      />
      <AuthForm
        onSubmit={onSubmit}
        pending={form.pending}
        submitLabel={t('passwordResetKey.submit')}
      >
        <NewPasswordInputs
          label={t('passwordResetKey.newPassword')}
          autoFocus
          password={form.bindInput('password', password, setPassword)}
          confirmation={form.bindInput('password2', password2, setPassword2)}
        />
      </AuthForm>
    </>
  );
}
