import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import type { ClassroomAssignmentsQuery, PracticeAssignmentStatus } from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { ClassroomAssignmentsDocument } from '../api/classroom-assignments-query.ts';
import { ClosePracticeAssignmentDocument } from '../api/close-practice-assignment-mutation.ts';
import { DeletePracticeAssignmentDocument } from '../api/delete-practice-assignment-mutation.ts';
import { DuplicatePracticeAssignmentDocument } from '../api/duplicate-practice-assignment-mutation.ts';
import { PublishPracticeAssignmentDocument } from '../api/publish-practice-assignment-mutation.ts';
import { ReopenPracticeAssignmentDocument } from '../api/reopen-practice-assignment-mutation.ts';
import { formatInZone } from '../format-in-zone.ts';
import { AssignButton } from './assign-button.tsx';
import { CompletionFigure } from './completion-figure.tsx';

// The dialogs carry the date pickers: loaded when first opened.
const AssignDialog = lazy(() =>
  import('./assign-dialog.tsx').then((module) => ({ default: module.AssignDialog })),
);
const ExtensionDialog = lazy(() =>
  import('./assign-extension-dialog.tsx').then((module) => ({
    default: module.AssignExtensionDialog,
  })),
);

type Assignment = ClassroomAssignmentsQuery['practiceAssignments']['objects'][number];

const STATUS_COLOR = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  CLOSED: 'warning',
} as const satisfies Record<PracticeAssignmentStatus, 'default' | 'success' | 'warning'>;

export function StatusChip({ status }: { status: PracticeAssignmentStatus }) {
  const { t } = useTranslation();
  const label =
    status === 'DRAFT'
      ? t('classroomAssignments.status.draft')
      : status === 'PUBLISHED'
        ? t('classroomAssignments.status.published')
        : t('classroomAssignments.status.closed');
  return <Chip size="small" color={STATUS_COLOR[status]} label={label} />;
}

/**
 * The classroom page's assignments for its teachers: status, due date in the teacher's zone,
 * students done of those assigned; assign, edit, publish, close, reopen, duplicate, delete a
 * draft and give one student more time.
 */
export function ClassroomAssignmentsSection({
  classroomId,
  archived,
  Frame,
}: {
  classroomId: string;
  archived: boolean;
  /** The page's section card. */
  Frame: ComponentType<{ title: string; action?: ReactNode; children: ReactNode }>;
}) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<ClassroomAssignmentsQuery | null>(null);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [extending, setExtending] = useState<Assignment | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; assignment: Assignment } | null>(null);

  const load = useCallback(
    () =>
      graphqlRequest(ClassroomAssignmentsDocument, { classroomId })
        .then(setData)
        .catch(reportError),
    [classroomId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const zone = data?.readUser?.timeZone ?? 'UTC';
  const assignments = data?.practiceAssignments.objects ?? [];

  const act = async (run: () => Promise<unknown>, done: string) => {
    setMenu(null);
    try {
      await run();
      showSnackbar(done, { color: 'success' });
      await load();
    } catch (error) {
      reportError(error);
    }
  };

  const publish = (assignment: Assignment) =>
    act(
      () =>
        runMutation(
          PublishPracticeAssignmentDocument,
          { id: assignment.id },
          'publishPracticeAssignment',
        ),
      t('classroomAssignments.publishedNotice'),
    );
  const close = async (assignment: Assignment) => {
    setMenu(null);
    const ok = await confirm({
      title: t('classroomAssignments.closeTitle'),
      message: t('classroomAssignments.closeMessage', { title: assignment.title }),
      confirmLabel: t('classroomAssignments.close'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          ClosePracticeAssignmentDocument,
          { id: assignment.id },
          'closePracticeAssignment',
        ),
      t('classroomAssignments.closedNotice'),
    );
  };
  const reopen = (assignment: Assignment) =>
    act(
      () =>
        runMutation(
          ReopenPracticeAssignmentDocument,
          { id: assignment.id },
          'reopenPracticeAssignment',
        ),
      t('classroomAssignments.reopenedNotice'),
    );
  const duplicate = (assignment: Assignment) =>
    act(
      () =>
        runMutation(
          DuplicatePracticeAssignmentDocument,
          { id: assignment.id },
          'duplicatePracticeAssignment',
        ),
      t('classroomAssignments.duplicatedNotice'),
    );
  const remove = async (assignment: Assignment) => {
    setMenu(null);
    const ok = await confirm({
      title: t('classroomAssignments.deleteTitle'),
      message: t('classroomAssignments.deleteMessage', { title: assignment.title }),
      confirmLabel: t('classroomAssignments.delete'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          DeletePracticeAssignmentDocument,
          { id: assignment.id },
          'deletePracticeAssignment',
        ),
      t('classroomAssignments.deletedNotice'),
    );
  };

  const chosen = menu?.assignment;
  return (
    <Frame
      title={t('classroomAssignments.title')}
      action={
        archived ? null : <AssignButton classroomId={classroomId} onSaved={() => void load()} />
      }
    >
      {data && assignments.length === 0 ? (
        <EmptyState
          compact
          icon={<AssignmentIcon />}
          title={t('classroomAssignments.empty')}
          description={t('classroomAssignments.emptyHint')}
        />
      ) : (
        <List aria-label={t('classroomAssignments.title')} data-testid="classroom-assignments">
          {assignments.map((assignment) => (
            <ListItem
              key={assignment.id}
              divider
              data-testid="classroom-assignment"
              sx={{ px: 0, alignItems: 'flex-start' }}
              secondaryAction={
                assignment.viewerCanManage ? (
                  <IconButton
                    edge="end"
                    aria-label={t('classroomAssignments.actionsFor', { title: assignment.title })}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, assignment })}
                  >
                    <MoreVert />
                  </IconButton>
                ) : null
              }
            >
              <ListItemText
                sx={{ pe: 5 }}
                disableTypography
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    {assignment.status === 'DRAFT' ? (
                      <AuthoredText sx={{ fontWeight: 600 }}>{assignment.title}</AuthoredText>
                    ) : (
                      <Link
                        component={RouterLink}
                        to={paths.activities.practiceAssignment.results.getHref(assignment.id)}
                        dir="auto"
                        sx={{ fontWeight: 600 }}
                      >
                        {assignment.title}
                      </Link>
                    )}
                    <StatusChip status={assignment.status} />
                  </Stack>
                }
                secondary={
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={{ xs: 0.25, sm: 2 }}
                    sx={{ mt: 0.5 }}
                  >
                    <AuthoredText variant="body2" color="text.secondary">
                      {assignment.curriculum?.title ?? assignment.scenario?.title ?? ''}
                    </AuthoredText>
                    <Typography variant="body2" color="text.secondary">
                      {assignment.dueAt
                        ? t('classroomAssignments.due', {
                            date: formatInZone(assignment.dueAt, zone, i18n.language),
                          })
                        : t('classroomAssignments.noDue')}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      data-testid="assignment-completion"
                    >
                      <CompletionFigure
                        figure={t('classroomAssignments.completion', {
                          done: assignment.completion.done,
                          assigned: assignment.completion.assigned,
                        })}
                        retrying={assignment.completion.retrying}
                      />
                    </Typography>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {chosen
          ? [
              <MenuItem
                key="edit"
                onClick={() => {
                  setEditing(chosen);
                  setMenu(null);
                }}
              >
                {t('classroomAssignments.edit')}
              </MenuItem>,
              chosen.status === 'DRAFT' ? (
                <MenuItem key="publish" onClick={() => void publish(chosen)}>
                  {t('classroomAssignments.publish')}
                </MenuItem>
              ) : null,
              chosen.status === 'PUBLISHED' ? (
                <MenuItem key="close" onClick={() => void close(chosen)}>
                  {t('classroomAssignments.close')}
                </MenuItem>
              ) : null,
              chosen.status === 'CLOSED' ? (
                <MenuItem key="reopen" onClick={() => void reopen(chosen)}>
                  {t('classroomAssignments.reopen')}
                </MenuItem>
              ) : null,
              chosen.status === 'DRAFT' ? null : (
                <MenuItem
                  key="extend"
                  onClick={() => {
                    setExtending(chosen);
                    setMenu(null);
                  }}
                >
                  {t('classroomAssignments.giveMoreTime')}
                </MenuItem>
              ),
              <MenuItem key="duplicate" onClick={() => void duplicate(chosen)}>
                {t('classroomAssignments.duplicate')}
              </MenuItem>,
              chosen.status === 'DRAFT' ? (
                <MenuItem
                  key="delete"
                  onClick={() => void remove(chosen)}
                  sx={{ color: 'error.main' }}
                >
                  {t('classroomAssignments.delete')}
                </MenuItem>
              ) : null,
            ]
          : null}
      </Menu>
      <Suspense fallback={null}>
        {editing ? (
          <AssignDialog
            open
            classroomId={classroomId}
            assignment={{ ...editing, dueAt: editing.dueAt ?? null }}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void load();
            }}
          />
        ) : null}
        {extending ? (
          <ExtensionDialog
            open
            assignment={extending}
            classroomId={classroomId}
            zone={zone}
            onClose={() => setExtending(null)}
            onSaved={() => {
              setExtending(null);
              void load();
            }}
          />
        ) : null}
      </Suspense>
    </Frame>
  );
}
