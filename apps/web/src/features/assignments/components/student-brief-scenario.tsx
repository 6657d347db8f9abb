import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { AttachmentTiles } from '../../learning/components/attachment-tile.tsx';
import type { Brief } from './student-brief-start.tsx';

/** "Camila Ortega" → "CO": the character has no picture, its initials stand in. */
export function characterInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The conversation ahead: who the student talks to, the student's role, the situation and goal
 * and materials (only when the assignment lets them see the description), and the steps in order.
 */
export function StudentBriefScenario({ scenario }: { scenario: Brief['scenario'] }) {
  const { t } = useTranslation();
  const steps = [...scenario.steps].sort((a, b) => a.position - b.position);
  return (
    <Stack spacing={3}>
      <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('practiceAssignmentScenario.conversation')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar
              aria-hidden
              sx={{ width: 48, height: 48, bgcolor: 'secondary.main', fontWeight: 600 }}
            >
              {characterInitials(scenario.characterName)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('practiceAssignmentScenario.character')}
              </Typography>
              <AuthoredText sx={{ fontWeight: 600 }} data-testid="character-name">
                {scenario.characterName}
              </AuthoredText>
              <AuthoredText variant="body2" color="text.secondary">
                {scenario.characterRole}
              </AuthoredText>
            </Box>
          </Stack>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('practiceAssignmentScenario.yourRole')}
            </Typography>
            <AuthoredText sx={{ fontWeight: 600 }}>{scenario.studentRole}</AuthoredText>
          </Box>
        </Box>
        {scenario.description ? (
          <Box sx={{ mt: 2.5 }}>
            <Typography variant="subtitle2" component="h3">
              {t('practiceAssignmentScenario.situation')}
            </Typography>
            <AuthoredText sx={{ whiteSpace: 'pre-line' }}>{scenario.description}</AuthoredText>
          </Box>
        ) : null}
        {scenario.studentGoal ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('practiceAssignmentScenario.goal')}
            </Typography>
            <AuthoredText sx={{ whiteSpace: 'pre-line' }}>{scenario.studentGoal}</AuthoredText>
          </Box>
        ) : null}
      </Card>
      {scenario.attachments?.length ? (
        <Card component="section" aria-labelledby="brief-materials" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography id="brief-materials" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('practiceAssignmentScenario.materials')}
          </Typography>
          <AttachmentTiles attachments={scenario.attachments} />
        </Card>
      ) : null}
      {steps.length ? (
        <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('practiceAssignmentScenario.steps')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <Box
                component="li"
                key={step.id}
                data-testid="brief-step"
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}
              >
                <Avatar
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 28,
                    fontSize: '0.875rem',
                    fontWeight: 600,
                    bgcolor: 'primary.main',
                  }}
                >
                  {index + 1}
                </Avatar>
                <Box sx={{ minWidth: 0, pt: 0.25 }}>
                  <AuthoredText sx={{ fontWeight: 600 }}>{step.title}</AuthoredText>
                  {step.goal ? (
                    <AuthoredText variant="body2" color="text.secondary">
                      {step.goal}
                    </AuthoredText>
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
      ) : null}
    </Stack>
  );
}
