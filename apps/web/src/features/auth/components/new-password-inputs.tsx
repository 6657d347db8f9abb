import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/plain/password-field.tsx';
import type { InputBinding } from '../../../lib/auth/use-allauth-form.ts';

/** A new password, with the password rules as its hint until there is an error, and its repetition. */
export function NewPasswordInputs({
  label,
  autoFocus,
  password,
  confirmation,
}: {
  label: string;
  autoFocus?: boolean;
  password: InputBinding;
  confirmation: InputBinding;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        {...password}
        helperText={password.helperText ?? t('signup.passwordHint')}
      />
      <PasswordField
        label={t('signup.confirmPassword')}
        name="password2"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
