import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../../../components/text-input.tsx';

/** The e-mail address that opens a sign-in form: required, focused first. */
export function EmailInput(
  props: Omit<TextInputProps, 'label' | 'type' | 'name' | 'autoComplete'>,
) {
  const { t } = useTranslation();
  return (
    <TextInput
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
