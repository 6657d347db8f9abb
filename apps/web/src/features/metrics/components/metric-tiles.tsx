import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type Tile = {
  label: string;
  value: string;
  /** Percent against the previous range; null when there is nothing to compare with. */
  change?: number | null;
  note?: string;
};

/** The range's totals at a glance, each with its change against the range before. */
export function MetricTiles({ tiles }: { tiles: readonly Tile[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    signDisplay: 'exceptZero',
  });
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        // Six tiles in a row only where each has room for "1,182 min" on one line.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${tiles.length <= 4 ? tiles.length : 3}, minmax(0, 1fr))`,
          xl: `repeat(${Math.min(tiles.length, 6)}, minmax(0, 1fr))`,
        },
      }}
    >
      {tiles.map((tile) => {
        const change = tile.change ?? null;
        const Icon =
          change === null || change === 0 ? TrendingFlat : change > 0 ? TrendingUp : TrendingDown;
        return (
          <Paper
            component="li"
            key={tile.label}
            variant="outlined"
            sx={{ p: 2, borderRadius: 3, minWidth: 0 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {tile.label}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.375rem', md: '1.75rem' },
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                lineHeight: 1.3,
                whiteSpace: 'nowrap',
              }}
            >
              {tile.value}
            </Typography>
            {tile.change !== undefined ? (
              <Typography
                variant="caption"
                color={
                  change === null || change === 0
                    ? 'text.secondary'
                    : change > 0
                      ? 'success.main'
                      : 'warning.main'
                }
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <Icon
                  aria-hidden
                  fontSize="small"
                  sx={{
                    transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                  }}
                />
                {change === null
                  ? t('metrics.noPrevious')
                  : t('metrics.change', { change: percent.format(change / 100) })}
              </Typography>
            ) : null}
            {tile.note ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {tile.note}
              </Typography>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}
