import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Timelapse from '@mui/icons-material/Timelapse';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Brief } from './student-brief-start.tsx';

/** A curriculum's scenarios in order, each with where the student stands and a link to its brief. */
export function StudentBriefScenarios({
  assignmentId,
  scenarios,
  currentId,
}: {
  assignmentId: string;
  scenarios: Brief['assignment']['scenarios'];
  currentId: string;
}) {
  const { t } = useTranslation();
  const ordered = [...scenarios].sort((a, b) => a.position - b.position);
  return (
    <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('practiceAssignmentScenario.curriculumScenarios')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered.map((entry) => {
          const current = entry.scenario.id === currentId;
          const status = entry.completed
            ? entry.passed
              ? t('practiceAssignmentScenario.scenarioStatus.passed')
              : t('practiceAssignmentScenario.scenarioStatus.completed')
            : entry.inProgress
              ? t('practiceAssignmentScenario.scenarioStatus.inProgress')
              : t('practiceAssignmentScenario.scenarioStatus.notStarted');
          const Icon = entry.completed
            ? CheckCircle
            : entry.inProgress
              ? Timelapse
              : RadioButtonUnchecked;
          return (
            <Box
              component="li"
              key={entry.scenario.id}
              data-testid="curriculum-scenario"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.5,
                py: 1.25,
                borderRadius: 2,
                bgcolor: current ? 'action.selected' : 'transparent',
              }}
            >
              <Icon
                fontSize="small"
                color={entry.completed ? 'success' : entry.inProgress ? 'info' : 'disabled'}
                aria-hidden
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                {current ? (
                  <Typography
                    dir="auto"
                    sx={{ fontWeight: 600, textAlign: 'left' }}
                    aria-current="step"
                  >
                    {entry.position}. {entry.scenario.title}
                  </Typography>
                ) : (
                  <Link
                    component={RouterLink}
                    to={paths.activities.practiceAssignment.scenario.getHref(
                      assignmentId,
                      entry.scenario.id,
                    )}
                    dir="auto"
                    sx={{ display: 'block', textAlign: 'left' }}
                  >
                    {entry.position}. {entry.scenario.title}
                  </Link>
                )}
                <Typography variant="body2" color="text.secondary">
                  {status}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
