import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { useLanguageName, useLanguagesByName } from '../../../lib/language-names.ts';

export type LanguageOption = { id: string; name: string; isoLanguageCode: string };

function Option({ language, label }: { language: LanguageOption; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LanguageFlag isoLanguageCode={language.isoLanguageCode} size={22} />
      {label}
    </Box>
  );
}

export function LanguagePicker(props: {
  label: string;
  options: readonly LanguageOption[];
  value: LanguageOption | null;
  onChange: (value: LanguageOption | null) => void;
  error?: string;
  required?: boolean;
  name: string;
}) {
  const nameOf = useLanguageName();
  const options = useLanguagesByName(props.options);
  return (
    <Autocomplete
      options={options}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Option language={option} label={nameOf(option)} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}

export function LanguagesPicker(props: {
  label: string;
  options: readonly LanguageOption[];
  value: readonly LanguageOption[];
  onChange: (value: LanguageOption[]) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  name: string;
}) {
  const nameOf = useLanguageName();
  const options = useLanguagesByName(props.options);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={[...props.value]}
      onChange={(_event, value) => props.onChange(value)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Option language={option} label={nameOf(option)} />
        </Box>
      )}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              label={nameOf(option)}
              icon={<LanguageFlag isoLanguageCode={option.isoLanguageCode} size={18} />}
              size="small"
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
