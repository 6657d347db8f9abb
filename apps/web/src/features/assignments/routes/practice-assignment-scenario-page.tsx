import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link as RouterLink, useLoaderData } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { paths } from '../../../config/paths.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { PracticeAssignmentBriefDocument } from '../api/practice-assignment-brief-query.ts';
import { StudentBriefAttempts } from '../components/student-brief-attempts.tsx';
import { StudentBriefScenario } from '../components/student-brief-scenario.tsx';
import { StudentBriefScenarios } from '../components/student-brief-scenarios.tsx';
import { StudentBriefStart } from '../components/student-brief-start.tsx';
import { StudentClassroomLabel } from '../components/student-classroom-label.tsx';
import { useNow } from '../use-now.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const [{ user }, data] = await Promise.all([
    ensureAuth(),
    graphqlRequest(PracticeAssignmentBriefDocument, {
      assignmentId: params.idPracticeAssignment ?? '',
      scenarioId: params.idScenario ?? '',
    }),
  ]);
  const brief = data.practiceAssignmentScenario;
  if (!brief) throw new Response('Not found', { status: 404 });
  return { brief, isStudent: user?.userType === 'STUDENT' };
}

/**
 * `/activities/practice-assignment/{idPracticeAssignment}/{idScenario}`: the brief of one
 * scenario of an assignment, read through its practice view, with Start or Resume.
 */
export function Component() {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const now = useNow();
  const { brief, isStudent } = useLoaderData<typeof loader>();
  const { assignment, scenario } = brief;
  const instructions = assignment.instructions.trim();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <Button
        component={RouterLink}
        to={paths.activities.practiceAssignment.list.getHref()}
        startIcon={
          <ArrowBack
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
        sx={{ mb: 2, ml: -1 }}
      >
        {isStudent
          ? t('practiceAssignmentScenario.backToList')
          : t('practiceAssignmentScenario.backToTeacherList')}
      </Button>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <StudentClassroomLabel classroom={assignment.classroom}>
            <Typography variant="body2" color="text.secondary" aria-hidden>
              ·
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap dir="auto">
              {assignment.title}
            </Typography>
          </StudentClassroomLabel>
        </Box>
        <AuthoredText
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1.5 }}
        >
          {scenario.title}
        </AuthoredText>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            icon={<LanguageFlag isoLanguageCode={scenario.language.isoLanguageCode} size={16} />}
            label={nameOf(scenario.language)}
            sx={{ pl: 0.5 }}
          />
          <Chip size="small" variant="outlined" label={scenario.level} />
          {assignment.isCurriculum ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('practiceAssignmentScenario.position', {
                position: brief.position,
                count: assignment.scenarios.length,
              })}
            />
          ) : null}
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ order: { md: 2 } }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <StudentBriefStart brief={brief} now={now} isStudent={isStudent} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            {instructions ? (
              <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
                  {t('practiceAssignmentScenario.instructions')}
                </Typography>
                <AuthoredText sx={{ whiteSpace: 'pre-line' }} data-testid="instructions">
                  {instructions}
                </AuthoredText>
              </Card>
            ) : null}
            <StudentBriefScenario scenario={scenario} />
            {assignment.isCurriculum ? (
              <StudentBriefScenarios
                assignmentId={assignment.id}
                scenarios={assignment.scenarios}
                currentId={scenario.id}
              />
            ) : null}
            {isStudent ? <StudentBriefAttempts attempts={brief.attempts} /> : null}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
