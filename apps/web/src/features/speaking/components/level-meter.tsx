import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const BARS = 16;

/** The microphone's input level (0–1) as a row of bars that light up from the start. */
export function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  const lit = Math.round(level * BARS);
  return (
    <Box
      role="meter"
      aria-label={t('speaking.recorder.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 28 }}
    >
      {Array.from({ length: BARS }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed bars, never reordered
          key={index}
          sx={{
            width: 6,
            height: `${30 + (70 * (index + 1)) / BARS}%`,
            borderRadius: 1,
            bgcolor:
              index < lit
                ? index >= BARS - 3
                  ? 'warning.main'
                  : 'success.main'
                : 'action.disabledBackground',
            transition: 'background-color 80ms linear',
          }}
        />
      ))}
    </Box>
  );
}
