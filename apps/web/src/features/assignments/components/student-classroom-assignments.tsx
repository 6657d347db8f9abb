import Assignment from '@mui/icons-material/AssignmentOutlined';
import Grid from '@mui/material/Grid';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SeeAllLink } from '../../../components/see-all-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { StudentAssignmentFieldsFragment } from '../../../gql/graphql.ts';
import { useNow } from '../use-now.ts';
import { StudentAssignmentCard } from './student-assignment-card.tsx';

/**
 * The classroom page for one of its students: the classroom's assignments given to them, to do
 * first, each a card to its brief (with Resume while an attempt is in progress), without the
 * classroom's name the page already shows; "See all" opens the list of this classroom's. It is
 * where accepting the classroom's invitation ("Accept to see its assignments") leads.
 */
export function StudentClassroomAssignments({
  classroomId,
  assignments,
  totalCount,
  Frame,
}: {
  classroomId: string;
  assignments: readonly StudentAssignmentFieldsFragment[];
  totalCount: number;
  Frame: ComponentType<{ title: string; action?: ReactNode; children: ReactNode }>;
}) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Frame
      title={t('classroom.yourAssignments')}
      action={
        totalCount > assignments.length ? (
          <SeeAllLink to={paths.activities.practiceAssignment.list.getHref({ classroomId })} />
        ) : null
      }
    >
      {assignments.length === 0 ? (
        <EmptyState
          compact
          icon={<Assignment />}
          title={t('classroom.noAssignments')}
          description={t('classroom.noAssignmentsHint')}
        />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {assignments.map((assignment) => (
            <Grid key={assignment.id} size={{ xs: 12, md: 6 }} component="li">
              <StudentAssignmentCard assignment={assignment} now={now} showClassroom={false} />
            </Grid>
          ))}
        </Grid>
      )}
    </Frame>
  );
}
