import Archive from '@mui/icons-material/ArchiveOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import Edit from '@mui/icons-material/EditOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { confirm } from '../../../lib/confirm.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { ArchiveClassroomDocument } from '../api/archive-classroom-mutation.ts';
import { ClassroomDocument } from '../api/classroom-query.ts';
import { CoTeacherInvitationsDocument } from '../api/co-teacher-invitations-query.ts';
import { CreateCoTeacherInvitationDocument } from '../api/create-co-teacher-invitation-mutation.ts';
import { LeaveClassroomDocument } from '../api/leave-classroom-mutation.ts';
import { RemoveClassroomStudentsDocument } from '../api/remove-classroom-students-mutation.ts';
import { RevokeCoTeacherInvitationDocument } from '../api/revoke-co-teacher-invitation-mutation.ts';
import { RotateClassroomInviteTokenDocument } from '../api/rotate-classroom-invite-token-mutation.ts';
import { ClassroomFormDialog } from '../components/classroom-form-dialog.tsx';
import { InviteLinkField } from '../components/invite-link-field.tsx';
import { PersonRow } from '../components/person-row.tsx';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const { user } = await ensureAuth();
  const isTeacher = user?.userType === 'TEACHER';
  const studentsPage = Math.max(1, Number(new URL(request.url).searchParams.get('students')) || 1);
  const { classroom } = await graphqlRequest(ClassroomDocument, { id, studentsPage, isTeacher });
  if (!classroom) throw new Response('Not found', { status: 404 });
  const invitations =
    classroom.viewerRole === 'OWNER'
      ? ((await graphqlRequest(CoTeacherInvitationsDocument, { id })).classroom
          ?.paginatedTeacherInvitations.objects ?? [])
      : [];
  return { classroom, invitations, studentsPage };
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 650 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

/** One classroom: its invite link, roster, co-teachers and their invitations. */
export function Component() {
  const { t } = useTranslation();
  const { classroom, invitations, studentsPage } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [inviteEmail, setInviteEmail] = useState('');
  const [inviting, setInviting] = useState(false);
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
      message: t('classroom.leaveMessage', { name: classroom.name }),
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

  const inviteCoTeacher = async (event: FormEvent) => {
    event.preventDefault();
    setInviting(true);
    await act(
      () =>
        runMutation(
          CreateCoTeacherInvitationDocument,
          { classroomId: classroom.id, email: inviteEmail.trim() || null },
          'createTeacherToClassroomInvitation',
        ),
      inviteEmail.trim() ? t('classroom.invitationSent') : t('classroom.invitationCreated'),
    );
    setInviteEmail('');
    setInviting(false);
  };

  const revoke = async (id: string) => {
    const ok = await confirm({
      title: t('classroom.revokeTitle'),
      message: t('classroom.revokeMessage'),
      confirmLabel: t('classroom.revoke'),
      destructive: true,
    });
    if (!ok) return;
    await act(
      () =>
        runMutation(
          RevokeCoTeacherInvitationDocument,
          { id },
          'revokeTeacherToClassroomInvitation',
        ),
      t('classroom.revoked'),
    );
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
              <Typography color="text.secondary">{classroom.language.name}</Typography>
              <Chip size="small" variant="outlined" label={classroom.level} />
              {classroom.archived ? (
                <Chip size="small" color="warning" label={t('classrooms.archived')} />
              ) : null}
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
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
        <Typography dir="auto" sx={{ mb: 3, maxWidth: 720, textAlign: 'start' }}>
          {classroom.description}
        </Typography>
      ) : null}
      <Stack spacing={3}>
        {isTeacher ? (
          <Section title={t('classroom.inviteTitle')}>
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
          </Section>
        ) : null}
        {students ? (
          <Section title={t('classroom.studentsTitle', { count: students.totalCount })}>
            {students.objects.length === 0 ? (
              <EmptyState
                compact
                icon={<Groups />}
                title={t('classroom.noStudents')}
                description={t('classroom.noStudentsHint')}
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
                    secondary={student.user.username ? `@${student.user.username}` : undefined}
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
          </Section>
        ) : null}
        <Section title={t('classroom.teachersTitle')}>
          <List aria-label={t('classroom.teachersTitle')}>
            {classroom.paginatedTeachers.objects.map((teacher) => (
              <PersonRow
                key={teacher.id}
                person={teacher.user}
                avatar={teacher.avatar}
                kind="teacher"
                href={isTeacher ? undefined : paths.accounts.teachers.detail.getHref(teacher.id)}
                secondary={
                  teacher.id === classroom.owner.id
                    ? t('classroom.owner')
                    : t('classroom.coTeacher')
                }
              />
            ))}
          </List>
        </Section>
        {isOwner && !classroom.archived ? (
          <Section title={t('classroom.coTeachersTitle')}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('classroom.coTeachersHint')}
            </Typography>
            <Stack
              component="form"
              onSubmit={inviteCoTeacher}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mb: 2 }}
            >
              <TextField
                type="email"
                size="small"
                fullWidth
                label={t('classroom.inviteEmail')}
                value={inviteEmail}
                onChange={(event) => setInviteEmail(event.target.value)}
              />
              <Button type="submit" variant="contained" loading={inviting} sx={{ flexShrink: 0 }}>
                {inviteEmail.trim() ? t('classroom.sendInvitation') : t('classroom.createLink')}
              </Button>
            </Stack>
            {invitations.length === 0 ? (
              <Typography color="text.secondary">{t('classroom.noInvitations')}</Typography>
            ) : (
              <Stack spacing={2} data-testid="pending-invitations">
                {invitations.map((invitation) => (
                  <Box key={invitation.id}>
                    <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
                      {invitation.inviteeEmail ?? t('classroom.anyTeacher')}
                      {' · '}
                      {t('classroom.expires', {
                        date: new Date(invitation.expiresAt).toLocaleDateString(),
                      })}
                    </Typography>
                    <InviteLinkField
                      label={t('classroom.coTeacherLink')}
                      invitePath={invitation.invitePath}
                      actions={
                        <Button color="error" onClick={() => void revoke(invitation.id)}>
                          {t('classroom.revoke')}
                        </Button>
                      }
                    />
                  </Box>
                ))}
              </Stack>
            )}
          </Section>
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
