import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

/**
 * Horizontal bars from 0 to 100 in the theme's primary colour; in right-to-left pages the axis is
 * reversed and the labels move to the right, so bars grow from the start side.
 */
export function CategoryBars({
  labels,
  scores,
  height,
}: {
  labels: readonly string[];
  scores: readonly (number | null)[];
  height: number;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isRtl = theme.direction === 'rtl';
  return (
    <BarChart
      layout="horizontal"
      height={height}
      margin={{ top: 8, bottom: 8, left: 20, right: 20 }}
      yAxis={[
        { scaleType: 'band', data: [...labels], position: isRtl ? 'right' : 'left', width: 110 },
      ]}
      xAxis={[{ min: 0, max: 100, reverse: isRtl, height: 28 }]}
      series={[
        {
          data: [...scores],
          color: theme.palette.primary.main,
          valueFormatter: (value) =>
            value === null ? t('practiceResult.notAssessed') : `${value}`,
        },
      ]}
      hideLegend
      borderRadius={6}
      skipAnimation
    />
  );
}
