import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrerendering } from '../../lib/prerendered-page.ts';
import { Icon } from './icon.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The sign-in shell's password input with a show/hide toggle (components/password-field.tsx in MUI). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const prerendering = usePrerendering();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="c-icon-button c-icon-button--muted c-field__toggle"
          onClick={() => setVisible((value) => !value)}
          disabled={prerendering}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
