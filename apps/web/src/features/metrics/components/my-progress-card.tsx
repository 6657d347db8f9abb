import Insights from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { MyProgressCardFieldsFragment } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';

/**
 * The student home's progress card: time practised this week, the streak, a way to more. The
 * figures come with the page's data (`MY_PROGRESS_CARD_FIELDS` over `thisWeekRange`).
 */
export function MyProgressCard({ metrics }: { metrics: MyProgressCardFieldsFragment }) {
  const { t } = useTranslation();
  const figure = (label: string, value: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: '1.625rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card component="section" aria-labelledby="my-progress-card" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h3" component="h2" id="my-progress-card">
          {t('metrics.myProgress')}
        </Typography>
        <Insights color="primary" aria-hidden />
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, mb: 2 }}
      >
        {figure(
          t('metrics.thisWeek'),
          t('metrics.minutesValue', { count: durationMinutes(metrics.totals.practiceSeconds) }),
        )}
        {figure(t('metrics.streak'), t('metrics.daysValue', { count: metrics.streakDays }))}
      </Box>
      <Button
        component={RouterLink}
        to={paths.student.progress.getHref()}
        variant="outlined"
        fullWidth
      >
        {t('metrics.seeProgress')}
      </Button>
    </Card>
  );
}
