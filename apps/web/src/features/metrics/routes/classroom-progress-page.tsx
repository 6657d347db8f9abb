import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, Link as RouterLink, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { AttentionReason, ClassroomMetricsQuery } from '../../../gql/graphql.ts';
import { displayName } from '../../../lib/display-name.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { ClassroomMetricsDocument } from '../api/classroom-metrics-query.ts';
import { DataTable } from '../components/data-table.tsx';
import { GradesAndHelp, SkillsSection, TrendSection } from '../components/figure-sections.tsx';
import { figureTiles } from '../components/figure-tiles.ts';
import { MetricTiles } from '../components/metric-tiles.tsx';
import { MetricsHeading } from '../components/page-heading.tsx';
import { formatDay, ratio } from '../metrics-format.ts';
import { attentionLabel } from '../metrics-labels.ts';
import { metricsRangeOf } from '../metrics-loader.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const classroomId = params.id ?? '';
  const { range, search } = await metricsRangeOf(request);
  const result = await graphqlRequest(ClassroomMetricsDocument, { classroomId, range });
  if (!result.classroom) throw data('Page not found', { status: 404 });
  return { ...result, classroom: result.classroom, search };
}

type Metrics = ClassroomMetricsQuery['classroomMetrics'];

const ATTENTION_COLOR: Record<AttentionReason, 'error' | 'warning' | 'info'> = {
  NO_PRACTICE: 'error',
  WORK_MISSED: 'warning',
  LOW_SCORE: 'info',
};

function StudentsTable({
  metrics,
  classroomId,
  search,
}: {
  metrics: Metrics;
  classroomId: string;
  search: string;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = metrics.range.timeZone;
  return (
    <DataTable
      caption={t('metrics.studentsTable')}
      fileName="students"
      empty={t('metrics.noStudents')}
      rowKey={(row) => row.student.id}
      rows={metrics.students}
      columns={[
        {
          label: t('metrics.student'),
          value: (row) => displayName(row.student),
          render: (row) => (
            <Link
              component={RouterLink}
              to={paths.accounts.classroom.studentProgress.getHref(
                classroomId,
                row.student.id,
                search,
              )}
              sx={{ fontWeight: 600 }}
            >
              {displayName(row.student)}
            </Link>
          ),
        },
        {
          label: t('metrics.attention'),
          value: (row) => row.attention.map((reason) => attentionLabel(t, reason)).join('; '),
          render: (row) =>
            row.attention.length ? (
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                {row.attention.map((reason) => (
                  <Chip
                    key={reason}
                    size="small"
                    variant="outlined"
                    color={ATTENTION_COLOR[reason]}
                    label={attentionLabel(t, reason)}
                  />
                ))}
              </Stack>
            ) : (
              t('metrics.onTrack')
            ),
        },
        {
          label: t('metrics.minutes'),
          numeric: true,
          value: (row) => durationMinutes(row.practiceSeconds),
        },
        { label: t('metrics.attemptsStarted'), numeric: true, value: (row) => row.attemptsStarted },
        {
          label: t('metrics.averageScore'),
          numeric: true,
          value: (row) => row.averageScore ?? null,
        },
        { label: t('metrics.bestScore'), numeric: true, value: (row) => row.bestScore ?? null },
        {
          label: t('metrics.assignmentsDone'),
          numeric: true,
          value: (row) =>
            t('metrics.doneOf', { done: row.assignmentsDone, assigned: row.assignmentsAssigned }),
        },
        {
          label: t('metrics.lastPracticed'),
          value: (row) =>
            row.lastPracticedAt
              ? formatDay(row.lastPracticedAt, i18n.language, timeZone)
              : t('metrics.never'),
        },
      ]}
    />
  );
}

function AssignmentsTable({
  metrics,
  classroomId,
  search,
}: {
  metrics: Metrics;
  classroomId: string;
  search: string;
}) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <DataTable
      caption={t('metrics.assignmentsTable')}
      fileName="assignments"
      empty={t('metrics.noAssignments')}
      rowKey={(row) => row.id}
      rows={metrics.assignments}
      columns={[
        {
          label: t('metrics.assignment'),
          value: (row) => row.title,
          render: (row) => (
            <Link
              component={RouterLink}
              to={paths.accounts.classroom.assignmentProgress.getHref(classroomId, row.id, search)}
              sx={{ fontWeight: 600 }}
            >
              {row.title}
            </Link>
          ),
        },
        {
          label: t('metrics.due'),
          value: (row) =>
            row.dueAt
              ? formatDay(row.dueAt, i18n.language, metrics.range.timeZone)
              : t('metrics.noDueDate'),
        },
        {
          label: t('metrics.completion'),
          numeric: true,
          value: (row) => {
            const rate = ratio(row.done, row.assigned);
            return rate === null ? null : percent.format(rate / 100);
          },
        },
        {
          label: t('metrics.doneColumn'),
          numeric: true,
          value: (row) => t('metrics.doneOf', { done: row.done, assigned: row.assigned }),
        },
        { label: t('metrics.attemptsStarted'), numeric: true, value: (row) => row.attempts },
        {
          label: t('metrics.minutes'),
          numeric: true,
          value: (row) => durationMinutes(row.practiceSeconds),
        },
        {
          label: t('metrics.averageBestScore'),
          numeric: true,
          value: (row) => row.averageBestScore ?? null,
        },
      ]}
    />
  );
}

/** A classroom's progress for its teachers: totals, trends, skills, and who needs attention. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { classroom, classroomMetrics: metrics, search } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <MetricsHeading
        back={{
          href: paths.accounts.classroom.detail.getHref(classroom.id),
          label: classroom.name,
        }}
        title={t('metrics.classroomTitle')}
        subtitle={t('metrics.classroomSubtitle', { name: classroom.name })}
      />
      <Stack spacing={3}>
        <MetricTiles
          tiles={figureTiles(t, i18n.language, metrics.totals, metrics.previousTotals, {
            completion: metrics.completion,
            students: true,
          })}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <TrendSection
              series={metrics.series}
              period={metrics.range.period}
              fileName="classroom-over-time"
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
          <StudentsTable metrics={metrics} classroomId={classroom.id} search={search} />
        </Card>
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <AssignmentsTable metrics={metrics} classroomId={classroom.id} search={search} />
        </Card>
      </Stack>
    </Container>
  );
}
