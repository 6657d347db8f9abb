import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart with its numbers: the drawing is hidden from screen readers, the same figures follow in
 * a table (folded under the chart, one click away, and read by screen readers when opened).
 */
export function ChartCard({
  title,
  chart,
  table,
  minHeight = 240,
  aside,
}: {
  title: string;
  chart: ReactNode;
  table?: ReactNode;
  minHeight?: number;
  /** Numbers shown with the chart (under it) instead of a folded table. */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Typography variant="h3" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <Box aria-hidden sx={{ minWidth: 0, minHeight }}>
          <Suspense fallback={null}>{chart}</Suspense>
        </Box>
        {aside}
      </Box>
      {table ? (
        <Accordion
          disableGutters
          elevation={0}
          sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {t('metrics.showNumbers')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>{table}</AccordionDetails>
        </Accordion>
      ) : null}
    </Card>
  );
}
