import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { StudentMetricsQuery, VocabularyStatus } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { formatDateTime } from '../../../lib/time-zone.ts';
import { attemptStatusLabel, vocabularyStatusLabel } from '../metrics-labels.ts';
import { DataTable } from './data-table.tsx';
import { GradesAndHelp, SkillsOverTime, SkillsSection, TrendSection } from './figure-sections.tsx';
import { figureTiles } from './figure-tiles.ts';
import { MetricTiles } from './metric-tiles.tsx';

type Metrics = StudentMetricsQuery['studentMetrics'];

const VOCABULARY_COLOR: Record<VocabularyStatus, 'success' | 'warning' | 'default'> = {
  USED_CORRECTLY: 'success',
  USED: 'warning',
  NEVER_USED: 'default',
};

/** One student's progress, as they see it (My progress) and as their teacher does. */
export function StudentProgressView({ metrics }: { metrics: Metrics }) {
  const { t, i18n } = useTranslation();
  const { period, timeZone } = metrics.range;
  const tiles = figureTiles(t, i18n.language, metrics.totals, metrics.previousTotals, {
    completion: metrics.completion,
  });
  tiles.splice(1, 0, {
    label: t('metrics.streak'),
    value: t('metrics.daysValue', { count: metrics.streakDays }),
  });
  return (
    <Stack spacing={3}>
      <MetricTiles tiles={tiles} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            <TrendSection
              series={metrics.series}
              period={period}
              fileName="practice-over-time"
              showStudents={false}
            />
            <SkillsOverTime series={metrics.series} period={period} fileName="skills-over-time" />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <SkillsSection skills={metrics.totals.skills} />
            <GradesAndHelp
              correctness={metrics.totals.correctness}
              helpUses={metrics.totals.helpUses}
            />
          </Stack>
        </Grid>
      </Grid>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable
          caption={t('metrics.recentAttempts')}
          fileName="recent-attempts"
          empty={t('metrics.noAttempts')}
          rowKey={(row) => row.id}
          rows={metrics.recentAttempts}
          columns={[
            {
              label: t('metrics.scenario'),
              value: (row) => row.scenarioTitle,
              render: (row) => (
                <Link
                  component={RouterLink}
                  to={paths.activities.practiceIntent.detail.getHref(row.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {row.scenarioTitle}
                </Link>
              ),
            },
            {
              label: t('metrics.started'),
              value: (row) => formatDateTime(row.startedAt, i18n.language, timeZone),
            },
            {
              label: t('metrics.status'),
              value: (row) => attemptStatusLabel(t, row.status),
            },
            {
              label: t('metrics.minutes'),
              numeric: true,
              value: (row) => durationMinutes(row.activeSeconds),
            },
            { label: t('metrics.score'), numeric: true, value: (row) => row.overallScore ?? null },
          ]}
        />
      </Card>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable
          caption={t('metrics.vocabulary')}
          fileName="vocabulary"
          empty={t('metrics.noVocabulary')}
          rowKey={(row) => `${row.scenarioTitle}:${row.text}`}
          rows={metrics.vocabulary}
          columns={[
            {
              label: t('metrics.word'),
              value: (row) => row.text,
              render: (row) => <span lang="">{row.text}</span>,
            },
            { label: t('metrics.translation'), value: (row) => row.translation },
            {
              label: t('metrics.use'),
              value: (row) => vocabularyStatusLabel(t, row.status),
              render: (row) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={VOCABULARY_COLOR[row.status]}
                  label={vocabularyStatusLabel(t, row.status)}
                />
              ),
            },
            { label: t('metrics.scenario'), value: (row) => row.scenarioTitle },
          ]}
        />
      </Card>
    </Stack>
  );
}
