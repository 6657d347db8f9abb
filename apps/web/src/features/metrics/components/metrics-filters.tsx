import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TimePeriod } from '../../../gql/graphql.ts';
import { periodLabel } from '../metrics-labels.ts';
import {
  periodFits,
  RANGE_DAYS,
  type RangeDays,
  readMetricsParams,
  TIME_PERIODS,
} from '../metrics-params.ts';

/** Range and period, kept in the address so a reload or a shared link shows the same view. */
export function MetricsFilters() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { period, days } = readMetricsParams(search);
  const update = (next: { period?: TimePeriod; days?: RangeDays }) => {
    const merged = { period, days, ...next };
    const params = new URLSearchParams(search);
    params.set('days', String(merged.days));
    params.set('period', periodFits(merged.period, merged.days) ? merged.period : 'DAY');
    setSearch(params, { preventScrollReset: true });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <TextField
        select
        size="small"
        label={t('metrics.range')}
        value={days}
        onChange={(event) => update({ days: Number(event.target.value) as RangeDays })}
        fullWidth={false}
        sx={{ width: 220 }}
      >
        {RANGE_DAYS.map((option) => (
          <MenuItem key={option} value={option}>
            {t('metrics.lastDays', { count: option })}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={period}
        aria-label={t('metrics.period')}
        onChange={(_event, value: TimePeriod | null) => value && update({ period: value })}
      >
        {TIME_PERIODS.map((option) => (
          <ToggleButton key={option} value={option} disabled={!periodFits(option, days)}>
            {periodLabel(t, option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
