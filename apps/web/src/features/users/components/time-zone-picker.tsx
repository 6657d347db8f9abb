import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { supportedTimeZones, timeZoneOffset } from '../../../lib/time-zone.ts';

type ZoneOption = { zone: string; label: string; offset: string };

/** "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

const filter = createFilterOptions<ZoneOption>({
  // "madrid", "buenos aires", "utc+01" all find their zone.
  stringify: (option) => `${option.zone} ${option.label} ${option.offset}`,
});

/** A searchable list of the IANA time zones the browser knows, each with its current offset. */
export function TimeZonePicker({
  label,
  helperText,
  value,
  onChange,
  error,
}: {
  label: string;
  helperText?: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const options = useMemo(() => {
    const now = new Date();
    return supportedTimeZones().map(
      (zone): ZoneOption => ({ zone, label: zoneLabel(zone), offset: timeZoneOffset(zone, now) }),
    );
  }, []);
  const selected = options.find((option) => option.zone === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disableClearable={selected !== null}
      filterOptions={filter}
      onChange={(_event, option) => {
        if (option) onChange(option.zone);
      }}
      getOptionLabel={(option) => `${option.label} (${option.offset})`}
      isOptionEqualToValue={(option, chosen) => option.zone === chosen.zone}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} dir="ltr">
          <Box sx={{ flex: 1 }}>{option.label}</Box>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
            {option.offset}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="timeZone"
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' },
          }}
        />
      )}
    />
  );
}
