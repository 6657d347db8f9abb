import Assignment from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useTabsScrolling } from '../../../components/tabs-scrolling.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import type { PracticeAssignmentStatus, TeacherAssignmentsQuery } from '../../../gql/graphql.ts';
import { assignmentStatusColor, assignmentStatusLabel } from '../assignment-labels.ts';
import { STATUSES } from '../list-params.ts';
import { useNow } from '../use-now.ts';
import { ClassroomFilter } from './classroom-filter.tsx';
import { CompletionFigure } from './completion-figure.tsx';
import { briefHref } from './student-assignment-card.tsx';
import { StudentDueBadge } from './student-due-badge.tsx';

type Row = TeacherAssignmentsQuery['practiceAssignments']['objects'][number];

function AssignmentRow({ assignment, now }: { assignment: Row; now: Date }) {
  const { t } = useTranslation();
  const { done, assigned, retrying } = assignment.completion;
  return (
    <Box
      component="li"
      data-testid="teacher-assignment"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) 200px' },
        gap: { xs: 1.5, md: 3 },
        alignItems: 'center',
        px: { xs: 2, md: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={briefHref(assignment)}
          underline="hover"
          color="text.primary"
          dir="auto"
          sx={{ display: 'block', fontWeight: 600, textAlign: 'left' }}
        >
          {assignment.title}
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75, minWidth: 0 }}>
          <UserAvatar
            picture={{ image: assignment.classroom.avatar }}
            kind="classroom"
            size={22}
            decorative
          />
          <Link
            component={RouterLink}
            to={paths.accounts.classroom.detail.getHref(assignment.classroom.id)}
            variant="body2"
            color="text.secondary"
            underline="hover"
            dir="auto"
            noWrap
          >
            {assignment.classroom.name}
          </Link>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip
          size="small"
          color={assignmentStatusColor(assignment.status)}
          label={assignmentStatusLabel(t, assignment.status)}
        />
        <StudentDueBadge dueAt={assignment.dueAt} now={now} />
        {assignment.completion.extended > 0 ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="extended"
            label={t('practiceAssignments.teacher.extended', {
              count: assignment.completion.extended,
            })}
          />
        ) : null}
      </Stack>
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          <CompletionFigure
            figure={t('practiceAssignments.teacher.completion', { count: assigned, done })}
            retrying={retrying}
          />
        </Typography>
        <LinearProgress
          variant="determinate"
          value={assigned ? (100 * done) / assigned : 0}
          aria-label={t('practiceAssignments.teacher.completionLabel')}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    </Box>
  );
}

/** A teacher's view of the same page: their classrooms' assignments, drafts included. */
export function TeacherAssignmentList({
  data,
  status,
  page,
}: {
  data: TeacherAssignmentsQuery;
  status: PracticeAssignmentStatus | null;
  page: number;
}) {
  const { t } = useTranslation();
  const tabsScrolling = useTabsScrolling();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };
  const searching = Boolean(searchParams.get('q'));
  const list = data.practiceAssignments;
  return (
    <>
      <PageHeader
        title={t('practiceAssignments.teacher.title')}
        subtitle={t('practiceAssignments.teacher.subtitle')}
      />
      {data.classroom ? (
        <ClassroomFilter classroom={data.classroom} onShowAll={() => setParam('classroom', null)} />
      ) : null}
      <Tabs
        value={status ?? 'ALL'}
        onChange={(_, value: string) =>
          setParam('status', value === 'ALL' ? null : value.toLowerCase())
        }
        {...tabsScrolling}
        sx={{ mb: 2 }}
      >
        <Tab value="ALL" label={t('practiceAssignments.teacher.all')} />
        {STATUSES.map((entry) => (
          <Tab key={entry} value={entry} label={assignmentStatusLabel(t, entry)} />
        ))}
      </Tabs>
      <Box component={Form} role="search" sx={{ mb: 3, width: { xs: '100%', md: 420 } }}>
        {status ? <input type="hidden" name="status" value={status.toLowerCase()} /> : null}
        {data.classroom ? <input type="hidden" name="classroom" value={data.classroom.id} /> : null}
        <SearchField defaultValue={searchParams.get('q') ?? ''} />
      </Box>
      <Card>
        {list.objects.length === 0 ? (
          <EmptyState
            icon={<Assignment />}
            title={
              searching || status || data.classroom
                ? t('practiceAssignments.teacher.noMatch')
                : t('practiceAssignments.teacher.empty')
            }
            description={t('practiceAssignments.teacher.emptyHint')}
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.objects.map((assignment) => (
              <AssignmentRow key={assignment.id} assignment={assignment} now={now} />
            ))}
          </Box>
        )}
      </Card>
      {list.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={list.pages}
            page={page}
            color="primary"
            onChange={(_event, value) => setParam('page', String(value))}
          />
        </Box>
      ) : null}
    </>
  );
}
