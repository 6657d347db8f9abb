import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import type { AuthoringLanguagesQuery } from '../../../gql/graphql.ts';
import { useLanguageName, useLanguagesByName } from '../../../lib/language-names.ts';

export type LanguageOption = AuthoringLanguagesQuery['languages'][number];

/** A select of the language catalogue, each with its flag; `emptyLabel` adds a "none" entry. */
export function LanguageSelect({
  languages,
  value,
  onChange,
  emptyLabel,
  ...field
}: Omit<TextFieldProps, 'onChange' | 'value' | 'select'> & {
  languages: readonly LanguageOption[];
  value: string;
  onChange(id: string): void;
  emptyLabel?: string;
}) {
  const nameOf = useLanguageName();
  const options = useLanguagesByName(languages);
  return (
    <TextField {...field} select value={value} onChange={(event) => onChange(event.target.value)}>
      {emptyLabel ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((language) => (
        <MenuItem key={language.id} value={language.id}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LanguageFlag isoLanguageCode={language.isoLanguageCode} size={20} />
            {nameOf(language)}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
