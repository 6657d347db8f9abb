import Assignment from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTabsScrolling } from '../../../components/tabs-scrolling.ts';
import type { AssignmentBucket, StudentAssignmentsQuery } from '../../../gql/graphql.ts';
import { useNow } from '../use-now.ts';
import { ClassroomFilter } from './classroom-filter.tsx';
import { StudentAssignmentCard } from './student-assignment-card.tsx';

const TAB_OF: Record<AssignmentBucket, string | null> = {
  TO_DO: null,
  DONE: 'done',
  CLOSED: 'closed',
};

/**
 * A student's assignments across classrooms, or in the one the URL names (a chip says which and
 * lifts the filter): to do (soonest due first), done, closed or past due.
 */
export function StudentAssignmentList({
  data,
  bucket,
  page,
}: {
  data: StudentAssignmentsQuery;
  bucket: AssignmentBucket;
  page: number;
}) {
  const { t } = useTranslation();
  const tabsScrolling = useTabsScrolling();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const counts: Record<AssignmentBucket, number> = {
    TO_DO: data.toDo.totalCount,
    DONE: data.done.totalCount,
    CLOSED: data.closed.totalCount,
  };
  const labels: Record<AssignmentBucket, string> = {
    TO_DO: t('practiceAssignments.tab.toDo', { total: counts.TO_DO }),
    DONE: t('practiceAssignments.tab.done', { total: counts.DONE }),
    CLOSED: t('practiceAssignments.tab.closed', { total: counts.CLOSED }),
  };
  const empty: Record<AssignmentBucket, { title: string; hint: string }> = {
    TO_DO: { title: t('practiceAssignments.emptyToDo'), hint: t('practiceAssignments.emptyHint') },
    DONE: {
      title: t('practiceAssignments.emptyDone'),
      hint: t('practiceAssignments.emptyDoneHint'),
    },
    CLOSED: {
      title: t('practiceAssignments.emptyClosed'),
      hint: t('practiceAssignments.emptyClosedHint'),
    },
  };
  const goTo = (next: { bucket?: AssignmentBucket; page?: number; allClassrooms?: true }) => {
    const params = new URLSearchParams(searchParams);
    if (next.allClassrooms) {
      params.delete('classroom');
      params.delete('page');
    }
    if (next.bucket) {
      const tab = TAB_OF[next.bucket];
      if (tab) params.set('tab', tab);
      else params.delete('tab');
      params.delete('page');
    }
    if (next.page) params.set('page', String(next.page));
    setSearchParams(params);
  };
  const list = data.list;
  return (
    <>
      <PageHeader
        title={t('practiceAssignments.title')}
        subtitle={t('practiceAssignments.subtitle')}
      />
      {data.classroom ? (
        <ClassroomFilter
          classroom={data.classroom}
          onShowAll={() => goTo({ allClassrooms: true })}
        />
      ) : null}
      <Tabs
        value={bucket}
        onChange={(_, value: AssignmentBucket) => goTo({ bucket: value })}
        {...tabsScrolling}
        aria-label={t('practiceAssignments.tabsLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {(['TO_DO', 'DONE', 'CLOSED'] as const).map((entry) => (
          <Tab key={entry} value={entry} label={labels[entry]} />
        ))}
      </Tabs>
      {list.objects.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Assignment />}
            title={empty[bucket].title}
            description={empty[bucket].hint}
          />
        </Card>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.objects.map((assignment) => (
            <Grid key={assignment.id} size={{ xs: 12, md: 6, xl: 4 }} component="li">
              <StudentAssignmentCard
                assignment={assignment}
                now={now}
                headingLevel="h2"
                showClassroom={!data.classroom}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {list.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={list.pages}
            page={page}
            color="primary"
            onChange={(_event, value) => goTo({ page: value })}
          />
        </Box>
      ) : null}
    </>
  );
}
