import Archive from '@mui/icons-material/ArchiveOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import Edit from '@mui/icons-material/EditOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { UserHandle } from '../../../components/user-handle.tsx';
import { paths } from '../../../config/paths.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { confirm } from '../../../lib/confirm.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { ClassroomAssignmentsSection } from '../../assignments/components/classroom-assignments-section.tsx';
import { StudentClassroomAssignments } from '../../assignments/components/student-classroom-assignments.tsx';
import { GradingAgreementSection } from '../../review/components/grading-agreement-section.tsx';
import { ArchiveClassroomDocument } from '../api/archive-classroom-mutation.ts';
import { ClassroomDocument } from '../api/classroom-query.ts';
import { CoTeacherInvitationsDocument } from '../api/co-teacher-invitations-query.ts';
import { LeaveClassroomDocument } from '../api/leave-classroom-mutation.ts';
import { RemoveClassroomStudentsDocument } from '../api/remove-classroom-students-mutation.ts';
import { RotateClassroomInviteTokenDocument } from '../api/rotate-classroom-invite-token-mutation.ts';
import { ClassroomFormDialog } from '../components/classroom-form-dialog.tsx';
import { ClassroomSection } from '../components/classroom-section.tsx';
import { CoTeacherInvitationsSection } from '../components/co-teacher-invitations-section.tsx';
import { InviteLinkField } from '../components/invite-link-field.tsx';
import { PersonRow } from '../components/person-row.tsx';
import { TeachersSection } from '../components/teachers-section.tsx';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const { user } = await ensureAuth();
  const isTeacher = user?.userType === 'TEACHER';
  const studentsPage = Math.max(1, Number(new URL(request.url).searchParams.get('students')) || 1);
  const { classroom, myToDo, myDone, myClosed } = await graphqlRequest(ClassroomDocument, {
    id,
    studentsPage,
    isTeacher,
  });
  if (!classroom) throw new Response('Not found', { status: 404 });
  const invitations =
    classroom.viewerRole === 'OWNER'
      ? (await graphqlRequest(CoTeacherInvitationsDocument, { id })).classroom
      : null;
  return {
    classroom,
    myAssignments:
      myToDo && myDone && myClosed
        ? {
            objects: [...myToDo.objects, ...myDone.objects, ...myClosed.objects],
            totalCount: myToDo.totalCount + myDone.totalCount + myClosed.totalCount,
          }
        : null,
    pendingInvitations: invitations?.paginatedTeacherInvitations.objects ?? [],
    declinedInvitations: invitations?.declined.objects ?? [],
    studentsPage,
  };
}

/**
 * One classroom: its invite link, roster, teachers and co-teacher invitations; for a student, its
 * assignments given to them. The owner edits or archives it, anyone else can leave it.
 */
export function Component() {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const { classroom, myAssignments, pendingInvitations, declinedInvitations, studentsPage } =
    useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const isOwner = classroom.viewerRole === 'OWNER';
  const isTeacher = isOwner || classroom.viewerRole === 'CO_TEACHER';
  const students = classroom.paginatedStudents;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showSnackbar(done, { color: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      reportError(error);
    }
  };

  const toggleArchive = async () => {
    const archiving = !classroom.archived;
    const ok = await confirm({
      title: archiving ? t('classroom.archiveTitle') : t('classroom.restoreTitle'),
      message: archiving ? t('classroom.archiveMessage') : t('classroom.restoreMessage'),
      confirmLabel: archiving ? t('classroom.archive') : t('classroom.restore'),
      destructive: archiving,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          ArchiveClassroomDocument,
          { id: classroom.id, archived: archiving },
          'archiveClassroom',
        ),
      archiving ? t('classroom.archived') : t('classroom.restored'),
    );
  };

  const rotate = async () => {
    const ok = await confirm({
      title: t('classroom.rotateTitle'),
      message: t('classroom.rotateMessage'),
      confirmLabel: t('classroom.rotate'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          RotateClassroomInviteTokenDocument,
          { id: classroom.id },
          'rotateClassroomInviteToken',
        ),
      t('classroom.rotated'),
    );
  };

  const removeStudent = async (studentId: string, name: string) => {
    const ok = await confirm({
      title: t('classroom.removeTitle'),
      message: t('classroom.removeMessage', { name }),
      confirmLabel: t('classroom.remove'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          RemoveClassroomStudentsDocument,
          { classroomId: classroom.id, studentProfileIds: [studentId] },
          'removeClassroomStudents',
        ),
      t('classroom.removed', { name }),
    );
  };

  const leave = async () => {
    const ok = await confirm({
      title: t('classroom.leaveTitle'),
      message: isTeacher
        ? t('classroom.leaveMessageTeacher', { name: classroom.name })
        : t('classroom.leaveMessage', { name: classroom.name }),
      confirmLabel: t('classroom.leave'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await runMutation(LeaveClassroomDocument, { id: classroom.id }, 'leaveClassroom');
      showSnackbar(t('classroom.left', { name: classroom.name }), { color: 'success' });
      navigate(paths.accounts.classroom.list.getHref(), { replace: true });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 4 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar picture={{ image: classroom.avatar }} kind="classroom" size={72} decorative />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' } }}>
              {classroom.name}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mt: 0.75, flexWrap: 'wrap', rowGap: 1 }}
            >
              <LanguageFlag isoLanguageCode={classroom.language.isoLanguageCode} size={20} />
              <Typography color="text.secondary">{nameOf(classroom.language)}</Typography>
              <Chip size="small" variant="outlined" label={classroom.level} />
              {classroom.archived ? (
                <Chip size="small" color="warning" label={t('classrooms.archived')} />
              ) : null}
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {isTeacher ? (
            <Button
              component={RouterLink}
              to={paths.accounts.classroom.progress.getHref(classroom.id)}
              variant="contained"
              startIcon={<Insights />}
            >
              {t('metrics.classroomTitle')}
            </Button>
          ) : null}
          {isOwner ? (
            <>
              <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {t('classroom.edit')}
              </Button>
              <Button
                variant="outlined"
                color={classroom.archived ? 'primary' : 'warning'}
                startIcon={classroom.archived ? <Unarchive /> : <Archive />}
                onClick={() => void toggleArchive()}
              >
                {classroom.archived ? t('classroom.restore') : t('classroom.archive')}
              </Button>
            </>
          ) : (
            <Button
              variant="outlined"
              color="error"
              startIcon={<Logout />}
              onClick={() => void leave()}
            >
              {t('classroom.leave')}
            </Button>
          )}
        </Stack>
      </Stack>
      {classroom.description ? (
        <AuthoredText sx={{ mb: 3, maxWidth: 720 }}>{classroom.description}</AuthoredText>
      ) : null}
      <Stack spacing={3}>
        {isTeacher ? (
          <ClassroomSection title={t('classroom.inviteTitle')}>
            {classroom.archived ? (
              <Alert severity="info">{t('classroom.archivedNoInvites')}</Alert>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('classroom.inviteHint')}
                </Typography>
                <InviteLinkField
                  label={t('classroom.inviteLink')}
                  invitePath={classroom.invitePath ?? ''}
                  actions={
                    isOwner ? (
                      <Button
                        color="inherit"
                        startIcon={<Autorenew />}
                        onClick={() => void rotate()}
                      >
                        {t('classroom.rotate')}
                      </Button>
                    ) : null
                  }
                />
              </>
            )}
          </ClassroomSection>
        ) : null}
        {isTeacher ? (
          <ClassroomAssignmentsSection
            classroomId={classroom.id}
            archived={classroom.archived}
            Frame={ClassroomSection}
          />
        ) : null}
        {!isTeacher && myAssignments ? (
          <StudentClassroomAssignments
            classroomId={classroom.id}
            assignments={myAssignments.objects}
            totalCount={myAssignments.totalCount}
            Frame={ClassroomSection}
          />
        ) : null}
        {isTeacher ? (
          <GradingAgreementSection classroomId={classroom.id} Frame={ClassroomSection} />
        ) : null}
        {students ? (
          <ClassroomSection title={t('classroom.studentsTitle', { count: students.totalCount })}>
            {students.objects.length === 0 ? (
              <EmptyState
                compact
                icon={<Groups />}
                title={t('classroom.noStudents')}
                description={classroom.archived ? undefined : t('classroom.noStudentsHint')}
              />
            ) : (
              <List aria-label={t('classroom.roster')} data-testid="roster">
                {students.objects.map((student) => (
                  <PersonRow
                    key={student.id}
                    person={student.user}
                    avatar={student.avatar}
                    kind="student"
                    href={paths.accounts.classroom.student.getHref(student.id)}
                    secondary={<UserHandle username={student.user.username} />}
                    action={
                      <IconButton
                        edge="end"
                        aria-label={t('classroom.removeNamed', { name: displayName(student.user) })}
                        onClick={() => void removeStudent(student.id, displayName(student.user))}
                      >
                        <PersonRemove />
                      </IconButton>
                    }
                  />
                ))}
              </List>
            )}
            {students.pages > 1 ? (
              <Pagination
                sx={{ mt: 2 }}
                count={students.pages}
                page={studentsPage}
                onChange={(_event, value) => {
                  const next = new URLSearchParams(searchParams);
                  next.set('students', String(value));
                  setSearchParams(next);
                }}
              />
            ) : null}
          </ClassroomSection>
        ) : null}
        <TeachersSection
          classroomId={classroom.id}
          ownerId={classroom.owner.id}
          teachers={classroom.paginatedTeachers.objects}
          viewerRole={classroom.viewerRole}
        />
        {isOwner && !classroom.archived ? (
          <CoTeacherInvitationsSection
            classroomId={classroom.id}
            pending={pendingInvitations}
            declined={declinedInvitations}
          />
        ) : null}
      </Stack>
      <ClassroomFormDialog
        open={editing}
        classroom={classroom}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void revalidator.revalidate();
        }}
      />
    </Container>
  );
}
