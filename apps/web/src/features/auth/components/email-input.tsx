import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/plain/text-field.tsx';

/** The e-mail address that opens a sign-in form: required, focused first. */
export function EmailInput(
  props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      autoFocus
      {...props}
    />
  );
}
