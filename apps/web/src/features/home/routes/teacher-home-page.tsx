import ContentCopy from '@mui/icons-material/ContentCopy';
import Groups from '@mui/icons-material/GroupsOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SeeAllLink } from '../../../components/see-all-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppOrigin } from '../../../lib/app-origin.ts';
import { displayName } from '../../../lib/display-name.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { ReviewQueueCard } from '../../review/components/review-queue-card.tsx';
import { ClassroomList } from '../components/classroom-list.tsx';
import { CoTeachingInvitations } from '../components/co-teaching-invitations.tsx';
import { PeopleList } from '../components/people-list.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { greetingPeriod, hourIn } from '../greeting.ts';
import type { loader } from './teacher-home-loader.ts';

/**
 * The teacher's home: invitations to co-teach waiting for an answer first, then classrooms
 * (owned and co-taught), students and the invite link to share.
 */
export function Component() {
  const { t } = useTranslation();
  const {
    readUser: user,
    classrooms,
    myStudents,
    myTeacherToClassroomInvitations: invitations,
    reviewQueue,
  } = useLoaderData<typeof loader>();
  const origin = useAppOrigin();
  const name = user?.firstName?.trim() || displayName(user);
  const timeZone = useViewerTimeZone();
  const period = greetingPeriod(hourIn(timeZone));
  const greeting =
    period === 'morning'
      ? t('studentHome.goodMorning', { name })
      : period === 'afternoon'
        ? t('studentHome.goodAfternoon', { name })
        : t('studentHome.goodEvening', { name });
  const invitePath = user?.teacherProfile?.invitePath;
  const inviteLink = invitePath ? new URL(invitePath, origin).toString() : '';

  const copyInvite = async () => {
    await navigator.clipboard.writeText(inviteLink);
    showSnackbar(t('teacherHome.inviteCopied'), { color: 'success' });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {greeting}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
          {t('teacherHome.subtitle')}
        </Typography>
      </Box>
      <CoTeachingInvitations
        invitations={invitations.objects}
        totalCount={invitations.totalCount}
      />
      <Grid container spacing={3}>
        {reviewQueue ? (
          <Grid size={{ xs: 12 }}>
            <ReviewQueueCard Frame={SectionCard} queue={reviewQueue} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard
            title={t('teacherHome.classrooms')}
            action={<SeeAllLink to={paths.accounts.classroom.list.path} />}
          >
            {classrooms.objects.length ? (
              <ClassroomList classrooms={classrooms.objects} />
            ) : (
              <EmptyState
                compact
                icon={<School />}
                title={t('teacherHome.noClassrooms')}
                description={t('teacherHome.noClassroomsHint')}
              />
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <SectionCard title={t('teacherHome.inviteTitle')}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('teacherHome.inviteHint')}
              </Typography>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                {/* The whole link, wrapped: a one-line box this narrow showed only its start. */}
                <TextField
                  size="small"
                  fullWidth
                  multiline
                  value={inviteLink}
                  label={t('teacherHome.inviteLink')}
                  onFocus={(event) => event.target.select()}
                  slotProps={{
                    // A URL reads left to right in every language.
                    htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'teacher-invite-link' },
                  }}
                  sx={{ '& textarea': { wordBreak: 'break-all' } }}
                />
                <Button
                  variant="contained"
                  onClick={() => void copyInvite()}
                  startIcon={<ContentCopy />}
                >
                  {t('common.copy')}
                </Button>
              </Stack>
            </SectionCard>
            <SectionCard
              title={t('teacherHome.students', { count: myStudents.totalCount })}
              action={
                myStudents.totalCount > 0 ? (
                  <SeeAllLink to={paths.accounts.students.list.path} />
                ) : null
              }
            >
              {myStudents.objects.length ? (
                <PeopleList
                  people={myStudents.objects}
                  kind="student"
                  hrefOf={paths.accounts.students.detail.getHref}
                />
              ) : (
                <EmptyState
                  compact
                  icon={<Groups />}
                  title={t('teacherHome.noStudents')}
                  description={t('teacherHome.noStudentsHint')}
                />
              )}
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
