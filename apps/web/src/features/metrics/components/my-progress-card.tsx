import Insights from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { MyProgressCardQuery } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { MyProgressCardDocument } from '../api/my-progress-card-query.ts';
import { firstDayOfWeek } from '../metrics-params.ts';

/** This week so far, in the student's zone and week. */
function thisWeek(timeZone: string, language: string) {
  const first = firstDayOfWeek(language, navigator.languages);
  const today = DateTime.now().setZone(timeZone).startOf('day');
  const start = today.minus({ days: (today.weekday - first + 7) % 7 });
  return {
    from: start.toISODate() ?? '',
    to: today.toISODate() ?? '',
    period: 'WEEK' as const,
    timeZone,
    firstDayOfWeek: first,
  };
}

/** The student home's progress card: time practised this week, the streak, a way to more. */
export function MyProgressCard() {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const [metrics, setMetrics] = useState<MyProgressCardQuery['studentMetrics'] | null>(null);
  useEffect(() => {
    let live = true;
    graphqlRequest(MyProgressCardDocument, { range: thisWeek(timeZone, i18n.language) })
      .then((result) => live && setMetrics(result.studentMetrics))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [timeZone, i18n.language]);
  const figure = (label: string, value: string | null) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: '1.625rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {value ?? <Skeleton width={64} />}
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
          metrics
            ? t('metrics.minutesValue', { count: durationMinutes(metrics.totals.practiceSeconds) })
            : null,
        )}
        {figure(
          t('metrics.streak'),
          metrics ? t('metrics.daysValue', { count: metrics.streakDays }) : null,
        )}
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
