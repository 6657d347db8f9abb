import GraphicEq from '@mui/icons-material/GraphicEq';
import Mic from '@mui/icons-material/MicNoneOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { SeeAllLink } from '../../../components/see-all-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { MetricsRangeInput } from '../../../gql/graphql.ts';
import { displayName } from '../../../lib/display-name.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useNow } from '../../assignments/use-now.ts';
import { MyProgressCard } from '../../metrics/components/my-progress-card.tsx';
import { thisWeekRange } from '../../metrics/metrics-params.ts';
import { ClassroomList } from '../components/classroom-list.tsx';
import { NextAssignments } from '../components/next-assignments.tsx';
import { PeopleList } from '../components/people-list.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { greetingPeriod, hourIn } from '../greeting.ts';
import type { loader } from './student-home-loader.ts';

function rangeKey(range: MetricsRangeInput): string {
  return [range.from, range.to, range.timeZone, range.firstDayOfWeek].join(' ');
}

/**
 * The progress card's week as the loader read it; when the viewer's zone or language makes it
 * another week (the account's own zone, known after the first page's data was asked for; a
 * language whose week starts on another day), the page's data is asked for once more.
 */
function useWeekOfTheViewer(loaded: MetricsRangeInput): void {
  const { i18n } = useTranslation();
  const current = rangeKey(thisWeekRange(useViewerTimeZone(), i18n.language, navigator.languages));
  const { revalidate } = useRevalidator();
  const loadedKey = rangeKey(loaded);
  const askedFor = useRef(loadedKey);
  useEffect(() => {
    if (current === loadedKey || current === askedFor.current) return;
    askedFor.current = current;
    void revalidate();
  }, [current, loadedKey, revalidate]);
}

/** The student's home: what to practise, their classrooms, languages and teachers. */
export function Component() {
  const { t } = useTranslation();
  const {
    readUser: user,
    classrooms,
    myTeachers,
    nextAssignments,
    doneAssignments,
    closedAssignments,
    myProgress,
    progressRange,
  } = useLoaderData<typeof loader>();
  useWeekOfTheViewer(progressRange);
  const now = useNow();
  const languages = user?.studentProfile?.paginatedLearningLanguages.objects ?? [];
  const languageName = useLanguageName();
  const name = user?.firstName?.trim() || displayName(user);
  const timeZone = useViewerTimeZone();
  const period = greetingPeriod(hourIn(timeZone));
  const greeting =
    period === 'morning'
      ? t('studentHome.goodMorning', { name })
      : period === 'afternoon'
        ? t('studentHome.goodAfternoon', { name })
        : t('studentHome.goodEvening', { name });

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <Box
        sx={(theme) => ({
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '24px',
          p: { xs: 3, md: 5 },
          mb: 3,
          color: '#fff',
          background:
            theme.palette.mode === 'dark'
              ? 'radial-gradient(700px 300px at 100% 0%, rgba(219,39,119,0.45), transparent 60%), linear-gradient(135deg, #4c1d95 0%, #2e1065 100%)'
              : 'radial-gradient(700px 300px at 100% 0%, rgba(236,72,153,0.55), transparent 60%), linear-gradient(135deg, #6d28d9 0%, #4c1d95 100%)',
        })}
      >
        <GraphicEq
          aria-hidden
          sx={{
            position: 'absolute',
            insetInlineEnd: { xs: -30, md: 40 },
            top: { xs: -10, md: 30 },
            fontSize: 180,
            opacity: 0.12,
          }}
        />
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.375rem' }, mb: 1, position: 'relative' }}
        >
          {greeting}
        </Typography>
        <Typography
          sx={{ opacity: 0.88, fontSize: '1.0625rem', maxWidth: 560, mb: 3, position: 'relative' }}
        >
          {t('studentHome.subtitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ position: 'relative' }}>
          <Button
            component={RouterLink}
            to={paths.activities.practiceAssignment.list.path}
            variant="contained"
            size="large"
            startIcon={<Mic />}
            sx={{ bgcolor: '#fff', color: '#4c1d95', '&:hover': { bgcolor: '#f3e8ff' } }}
          >
            {t('studentHome.practice')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.deviceTest.path}
            variant="outlined"
            size="large"
            sx={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.6)',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            {t('studentHome.checkMicrophone')}
          </Button>
        </Stack>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <SectionCard
              title={t('studentHome.assignments')}
              action={<SeeAllLink to={paths.activities.practiceAssignment.list.getHref()} />}
            >
              <NextAssignments
                toDo={nextAssignments.objects}
                doneCount={doneAssignments.totalCount}
                closedCount={closedAssignments.totalCount}
                now={now}
              />
            </SectionCard>
            <SectionCard
              title={t('studentHome.classrooms')}
              action={
                classrooms.totalCount > 0 ? (
                  <SeeAllLink to={paths.accounts.classroom.list.path} />
                ) : null
              }
            >
              {classrooms.objects.length ? (
                <ClassroomList classrooms={classrooms.objects} />
              ) : (
                <EmptyState
                  compact
                  icon={<School />}
                  title={t('studentHome.noClassrooms')}
                  description={t('studentHome.noClassroomsHint')}
                />
              )}
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3}>
            <MyProgressCard metrics={myProgress} />
            <SectionCard title={t('studentHome.languages')}>
              <Stack spacing={1.5}>
                {languages.map((language) => (
                  <Box key={language.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <LanguageFlag isoLanguageCode={language.isoLanguageCode} size={32} />
                    <Typography sx={{ fontWeight: 600, flex: 1 }}>
                      {languageName(language)}
                    </Typography>
                    <Chip
                      size="small"
                      label={t('studentHome.learning')}
                      color="primary"
                      variant="outlined"
                    />
                  </Box>
                ))}
                {user?.studentProfile?.nativeLanguage ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <LanguageFlag
                      isoLanguageCode={user.studentProfile.nativeLanguage.isoLanguageCode}
                      size={32}
                    />
                    <Typography sx={{ fontWeight: 600, flex: 1 }}>
                      {languageName(user.studentProfile.nativeLanguage)}
                    </Typography>
                    <Chip size="small" label={t('studentHome.native')} variant="outlined" />
                  </Box>
                ) : null}
              </Stack>
            </SectionCard>
            <SectionCard title={t('studentHome.teachers')}>
              {myTeachers.objects.length ? (
                <PeopleList
                  people={myTeachers.objects}
                  kind="teacher"
                  hrefOf={paths.accounts.teachers.detail.getHref}
                />
              ) : (
                <Typography color="text.secondary">{t('studentHome.noTeachers')}</Typography>
              )}
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
