import Assignment from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import type { StudentAssignmentFieldsFragment } from '../../../gql/graphql.ts';
import { StudentAssignmentCard } from '../../assignments/components/student-assignment-card.tsx';

const listHref = (tab: 'done' | 'closed') =>
  `${paths.activities.practiceAssignment.list.path}?tab=${tab}`;

/**
 * The student home's assignments: the next ones to do (an attempt in progress keeps its assignment
 * here, with Resume). With none to do, the empty text says whether the student has no assignments
 * at all or has done them, and links to the done and the closed ones.
 */
export function NextAssignments({
  toDo,
  doneCount,
  closedCount,
  now,
}: {
  toDo: readonly StudentAssignmentFieldsFragment[];
  doneCount: number;
  closedCount: number;
  now: Date;
}) {
  const { t } = useTranslation();
  if (toDo.length > 0) {
    return (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {toDo.map((assignment) => (
          <li key={assignment.id}>
            <StudentAssignmentCard assignment={assignment} now={now} />
          </li>
        ))}
      </Stack>
    );
  }
  if (doneCount === 0 && closedCount === 0) {
    return (
      <EmptyState
        compact
        icon={<Assignment />}
        title={t('studentHome.noAssignments')}
        description={t('studentHome.noAssignmentsHint')}
      />
    );
  }
  return (
    <EmptyState
      compact
      icon={<Assignment />}
      title={t('studentHome.nothingToDo')}
      description={t('studentHome.nothingToDoHint')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
          {doneCount > 0 ? (
            <Button component={RouterLink} to={listHref('done')} variant="outlined" size="small">
              {t('studentHome.seeDone', { count: doneCount })}
            </Button>
          ) : null}
          {closedCount > 0 ? (
            <Button component={RouterLink} to={listHref('closed')} size="small">
              {t('studentHome.seeClosed', { count: closedCount })}
            </Button>
          ) : null}
        </Stack>
      }
    />
  );
}
