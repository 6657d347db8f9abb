import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { displayName } from '../../../lib/display-name.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AssignmentMetricsDocument } from '../api/assignment-metrics-query.ts';
import { DataTable } from '../components/data-table.tsx';
import { GradesAndHelp, SkillsSection, TrendSection } from '../components/figure-sections.tsx';
import { figureTiles } from '../components/figure-tiles.ts';
import { MetricTiles } from '../components/metric-tiles.tsx';
import { MetricsHeading } from '../components/page-heading.tsx';
import { formatDay } from '../metrics-format.ts';
import { metricsRangeOf } from '../metrics-loader.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { range, search } = await metricsRangeOf(request);
  const result = await graphqlRequest(AssignmentMetricsDocument, {
    assignmentId: params.assignmentId ?? '',
    range,
  });
  return { ...result, classroomId: params.id ?? '', search };
}

/** One assignment's practice: its trend and where each student it is for stands. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { assignmentMetrics: metrics, classroomId, search } = useLoaderData<typeof loader>();
  const { assignment } = metrics;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <MetricsHeading
        back={{
          href: paths.accounts.classroom.progress.getHref(classroomId, search),
          label: t('metrics.classroomTitle'),
        }}
        title={assignment.title}
        subtitle={
          assignment.dueAt
            ? t('metrics.dueOn', {
                date: formatDay(assignment.dueAt, i18n.language, metrics.range.timeZone),
              })
            : t('metrics.noDueDate')
        }
      />
      <Stack spacing={3}>
        <MetricTiles
          tiles={figureTiles(t, i18n.language, metrics.totals, null, { students: true })}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <TrendSection
              series={metrics.series}
              period={metrics.range.period}
              fileName="assignment-over-time"
              showStudents
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
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
            caption={t('metrics.assignmentStudents')}
            fileName="assignment-students"
            empty={t('metrics.noStudents')}
            rowKey={(row) => row.student.id}
            rows={metrics.students}
            columns={[
              { label: t('metrics.student'), value: (row) => displayName(row.student) },
              {
                label: t('metrics.status'),
                value: (row) => (row.done ? t('metrics.done') : t('metrics.notDone')),
              },
              { label: t('metrics.attemptsStarted'), numeric: true, value: (row) => row.attempts },
              {
                label: t('metrics.minutes'),
                numeric: true,
                value: (row) => durationMinutes(row.practiceSeconds),
              },
              {
                label: t('metrics.bestScore'),
                numeric: true,
                value: (row) => row.bestScore ?? null,
              },
              {
                label: t('metrics.passed'),
                value: (row) => (row.passed ? t('metrics.yes') : t('metrics.no')),
              },
              {
                label: t('metrics.lastPracticed'),
                value: (row) =>
                  row.lastPracticedAt
                    ? formatDay(row.lastPracticedAt, i18n.language, metrics.range.timeZone)
                    : t('metrics.never'),
              },
            ]}
          />
        </Card>
      </Stack>
    </Container>
  );
}
