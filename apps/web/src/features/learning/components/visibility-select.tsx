import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../gql/graphql.ts';

/** Whether a scenario or curriculum is the author's own or public in the library. */
export function VisibilitySelect({
  value,
  onChange,
  disabled,
  error,
  helperText,
}: {
  value: Visibility;
  onChange: (visibility: Visibility) => void;
  disabled: boolean;
  error: boolean;
  helperText: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      disabled={disabled}
      label={t('scenarios.visibility')}
      value={value}
      onChange={(event) => onChange(event.target.value as Visibility)}
      error={error}
      helperText={helperText}
    >
      <MenuItem value="PRIVATE">{t('scenarios.private')}</MenuItem>
      <MenuItem value="PUBLIC">{t('scenarios.public')}</MenuItem>
    </TextField>
  );
}
