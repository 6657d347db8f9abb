import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';

/**
 * The charts, in their own chunk (MUI X Charts is large: the pages show their numbers first).
 * They follow the theme's palette in light and dark; in right-to-left pages time runs from right
 * to left, as the text does, and the value axis moves to the right.
 */
/**
 * Which dates the time axis names: about eight on a wide screen, four on a phone, evenly spaced.
 * (The chart's own 'auto' spacing misjudges reversed, right-to-left axes and lets them touch.)
 */
function useTimeAxisLabels(count: number) {
  const { breakpoints } = useTheme();
  const narrow = useMediaQuery(breakpoints.down('sm'));
  const step = Math.max(1, Math.ceil(count / (narrow ? 4 : 8)));
  return { tickLabelInterval: (_value: unknown, index: number) => index % step === 0 };
}

/**
 * Room beside the last date of a line chart: its point sits on the drawing's edge, so half its
 * label ("22 Nov", "22 نوفمبر") hangs past it, and the chart shortens what does not fit ("Nov…").
 */
const LAST_POINT_LABEL_ROOM_PX = 40;
const CHART_MARGIN_PX = 16;

function useDirection() {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const isRtl = theme.direction === 'rtl';
  const number = new Intl.NumberFormat(i18n.language);
  return {
    theme,
    isRtl,
    valuePosition: isRtl ? ('right' as const) : ('left' as const),
    formatNumber: (value: number | null) => (value === null ? '' : number.format(value)),
  };
}

export function BarTrend({
  labels,
  values,
  label,
  height = 240,
}: {
  labels: readonly string[];
  values: readonly number[];
  label: string;
  height?: number;
}) {
  const { theme, isRtl, valuePosition, formatNumber } = useDirection();
  const timeAxisLabels = useTimeAxisLabels(labels.length);
  return (
    <BarChart
      height={height}
      margin={{ top: 16, bottom: 8, left: 16, right: 16 }}
      xAxis={[
        {
          scaleType: 'band',
          data: [...labels],
          reverse: isRtl,
          height: 32,
          ...timeAxisLabels,
        },
      ]}
      yAxis={[{ position: valuePosition, width: 44, tickMinStep: 1, valueFormatter: formatNumber }]}
      series={[
        {
          data: [...values],
          label,
          color: theme.palette.primary.main,
          valueFormatter: formatNumber,
        },
      ]}
      hideLegend
      borderRadius={4}
      skipAnimation
    />
  );
}

export type LineSeries = { label: string; values: readonly (number | null)[]; color?: string };

export function LineTrend({
  labels,
  series,
  height = 260,
  max = 100,
  hideLegend = false,
}: {
  labels: readonly string[];
  series: readonly LineSeries[];
  height?: number;
  max?: number;
  hideLegend?: boolean;
}) {
  const { isRtl, valuePosition, formatNumber } = useDirection();
  const timeAxisLabels = useTimeAxisLabels(labels.length);
  return (
    <LineChart
      height={height}
      margin={{
        top: CHART_MARGIN_PX,
        bottom: 8,
        left: isRtl ? LAST_POINT_LABEL_ROOM_PX : CHART_MARGIN_PX,
        right: isRtl ? CHART_MARGIN_PX : LAST_POINT_LABEL_ROOM_PX,
      }}
      xAxis={[
        {
          scaleType: 'point',
          data: [...labels],
          reverse: isRtl,
          height: 32,
          ...timeAxisLabels,
        },
      ]}
      yAxis={[{ position: valuePosition, width: 44, min: 0, max, valueFormatter: formatNumber }]}
      series={series.map((entry) => ({
        data: [...entry.values],
        valueFormatter: formatNumber,
        label: entry.label,
        color: entry.color,
        connectNulls: true,
        showMark: true,
      }))}
      hideLegend={hideLegend}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      skipAnimation
    />
  );
}

export function SkillBars({
  labels,
  scores,
}: {
  labels: readonly string[];
  scores: readonly (number | null)[];
}) {
  const { theme, isRtl } = useDirection();
  return (
    <BarChart
      layout="horizontal"
      height={labels.length * 40 + 48}
      margin={{ top: 8, bottom: 8, left: 16, right: 16 }}
      yAxis={[
        { scaleType: 'band', data: [...labels], position: isRtl ? 'right' : 'left', width: 110 },
      ]}
      xAxis={[{ min: 0, max: 100, reverse: isRtl, height: 28 }]}
      series={[{ data: [...scores], color: theme.palette.secondary.main }]}
      hideLegend
      borderRadius={6}
      skipAnimation
    />
  );
}
