import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCategory, HelpFeature, TimePeriod } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { feedbackCategoryLabel, helpFeatureLabel } from '../../evaluation/evaluation-text.ts';
import { bucketLabel } from '../metrics-format.ts';
import { periodColumnLabel } from '../metrics-labels.ts';
import { ChartCard } from './chart-card.tsx';
import { DataTable } from './data-table.tsx';

const BarTrend = lazy(() =>
  import('./charts.tsx').then((module) => ({ default: module.BarTrend })),
);
const LineTrend = lazy(() =>
  import('./charts.tsx').then((module) => ({ default: module.LineTrend })),
);
const SkillBars = lazy(() =>
  import('./charts.tsx').then((module) => ({ default: module.SkillBars })),
);

type BucketFigures = {
  practiceSeconds: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  averageScore?: number | null;
  activeStudents: number;
  wordsUsed: number;
  skills?: { category: FeedbackCategory; score?: number | null }[];
};
export type SeriesBucket = { start: string; figures: BucketFigures };

/** Practice time per bucket (bars) and the average score (line), with their table. */
export function TrendSection({
  series,
  period,
  fileName,
  showStudents,
}: {
  series: readonly SeriesBucket[];
  period: TimePeriod;
  fileName: string;
  showStudents: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = series.map((bucket) => bucketLabel(bucket.start, period, i18n.language));
  const rows = series.map((bucket, index) => ({ ...bucket, label: labels[index] ?? bucket.start }));
  return (
    <ChartCard
      title={t('metrics.overTime')}
      minHeight={500}
      chart={
        <Stack spacing={1}>
          <Typography variant="subtitle2" color="text.secondary">
            {t('metrics.practiceMinutes')}
          </Typography>
          <BarTrend
            labels={labels}
            values={series.map((bucket) => durationMinutes(bucket.figures.practiceSeconds))}
            label={t('metrics.practiceMinutes')}
          />
          <Typography variant="subtitle2" color="text.secondary">
            {t('metrics.averageScore')}
          </Typography>
          <LineTrend
            labels={labels}
            hideLegend
            series={[
              {
                label: t('metrics.averageScore'),
                values: series.map((bucket) => bucket.figures.averageScore ?? null),
              },
            ]}
            height={220}
          />
        </Stack>
      }
      table={
        <DataTable
          caption={t('metrics.overTimeTable')}
          fileName={fileName}
          rowKey={(row) => row.start}
          rows={rows}
          columns={[
            { label: periodColumnLabel(t, period), value: (row) => row.label },
            {
              label: t('metrics.minutes'),
              numeric: true,
              value: (row) => durationMinutes(row.figures.practiceSeconds),
            },
            {
              label: t('metrics.attemptsStarted'),
              numeric: true,
              value: (row) => row.figures.attemptsStarted,
            },
            {
              label: t('metrics.attemptsCompleted'),
              numeric: true,
              value: (row) => row.figures.attemptsCompleted,
            },
            {
              label: t('metrics.averageScore'),
              numeric: true,
              value: (row) => row.figures.averageScore ?? null,
            },
            ...(showStudents
              ? [
                  {
                    label: t('metrics.activeStudents'),
                    numeric: true,
                    value: (row: (typeof rows)[number]) => row.figures.activeStudents,
                  },
                ]
              : []),
            { label: t('metrics.words'), numeric: true, value: (row) => row.figures.wordsUsed },
          ]}
        />
      }
    />
  );
}

/** Score per skill over the range: bars with the numbers beside them. */
export function SkillsSection({
  skills,
}: {
  skills: readonly { category: FeedbackCategory; score?: number | null }[];
}) {
  const { t } = useTranslation();
  const graded = skills.filter((skill) => skill.score !== null && skill.score !== undefined);
  const labels = graded.map((skill) => feedbackCategoryLabel(t, skill.category));
  return (
    <ChartCard
      title={t('metrics.skills')}
      minHeight={graded.length * 40 + 48}
      chart={
        graded.length ? (
          <SkillBars labels={labels} scores={graded.map((skill) => skill.score ?? null)} />
        ) : (
          <Typography color="text.secondary">{t('metrics.noScores')}</Typography>
        )
      }
      aside={
        graded.length ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}
          >
            {graded.map((skill, index) => (
              <Box key={skill.category} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {labels[index]}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{
                    m: 0,
                    fontWeight: 700,
                    textAlign: 'end',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {t('metrics.outOf100', { score: skill.score })}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null
      }
    />
  );
}

/** Each skill's score per bucket, one line per graded skill, with the table of numbers. */
export function SkillsOverTime({
  series,
  period,
  fileName,
}: {
  series: readonly SeriesBucket[];
  period: TimePeriod;
  fileName: string;
}) {
  const { t, i18n } = useTranslation();
  const labels = series.map((bucket) => bucketLabel(bucket.start, period, i18n.language));
  const categories = [
    ...new Set(
      series.flatMap((bucket) =>
        (bucket.figures.skills ?? [])
          .filter((skill) => skill.score != null)
          .map((skill) => skill.category),
      ),
    ),
  ];
  const scoreOf = (bucket: SeriesBucket, category: FeedbackCategory) =>
    bucket.figures.skills?.find((skill) => skill.category === category)?.score ?? null;
  return (
    <ChartCard
      title={t('metrics.skillsOverTime')}
      minHeight={300}
      chart={
        categories.length ? (
          <LineTrend
            labels={labels}
            height={300}
            series={categories.map((category) => ({
              label: feedbackCategoryLabel(t, category),
              values: series.map((bucket) => scoreOf(bucket, category)),
            }))}
          />
        ) : (
          <Typography color="text.secondary">{t('metrics.noScores')}</Typography>
        )
      }
      table={
        categories.length ? (
          <DataTable
            caption={t('metrics.skillsOverTime')}
            fileName={fileName}
            rowKey={(row) => row.start}
            rows={series}
            columns={[
              {
                label: periodColumnLabel(t, period),
                value: (row) => bucketLabel(row.start, period, i18n.language),
              },
              ...categories.map((category) => ({
                label: feedbackCategoryLabel(t, category),
                numeric: true,
                value: (row: SeriesBucket) => scoreOf(row, category),
              })),
            ]}
          />
        ) : undefined
      }
    />
  );
}

function ShareList({ entries }: { entries: readonly { label: string; count: number }[] }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{entry.label}</Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {number.format(entry.count)}
            </Typography>
          </Box>
          <LinearProgress
            aria-hidden
            variant="determinate"
            value={total === 0 ? 0 : (entry.count / total) * 100}
            sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** How the students' messages were graded, and which help they used. */
export function GradesAndHelp({
  correctness,
  helpUses,
}: {
  correctness: { yes: number; partial: number; no: number };
  helpUses: readonly { feature: HelpFeature; count: number }[];
}) {
  const { t } = useTranslation();
  const used = helpUses.filter((use) => use.count > 0);
  return (
    <Card sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack spacing={3}>
        <section aria-labelledby="metrics-grades">
          <Typography variant="h3" component="h2" id="metrics-grades" sx={{ mb: 1.5 }}>
            {t('metrics.grades')}
          </Typography>
          <ShareList
            entries={[
              { label: t('metrics.correctness.yes'), count: correctness.yes },
              { label: t('metrics.correctness.partial'), count: correctness.partial },
              { label: t('metrics.correctness.no'), count: correctness.no },
            ]}
          />
        </section>
        <section aria-labelledby="metrics-help">
          <Typography variant="h3" component="h2" id="metrics-help" sx={{ mb: 1.5 }}>
            {t('metrics.helpUsed')}
          </Typography>
          {used.length ? (
            <ShareList
              entries={used.map((use) => ({
                label: helpFeatureLabel(t, use.feature),
                count: use.count,
              }))}
            />
          ) : (
            <Typography color="text.secondary">{t('metrics.noHelp')}</Typography>
          )}
        </section>
      </Stack>
    </Card>
  );
}
