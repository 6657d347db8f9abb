import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The search box of a list: `q` in a GET form (the list reads it from the URL), with the
 * magnifying glass in front.
 */
export function SearchField({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="q"
      type="search"
      fullWidth
      defaultValue={defaultValue}
      label={t('common.search')}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
