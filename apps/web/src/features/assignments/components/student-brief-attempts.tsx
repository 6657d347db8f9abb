import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, useViewerTimeZone } from '../../../lib/time-zone.ts';
import { intentStatusLabel } from '../assignment-labels.ts';
import type { Brief } from './student-brief-start.tsx';

/** The student's earlier attempts of this scenario, newest first, each linking to its review. */
export function StudentBriefAttempts({ attempts }: { attempts: Brief['attempts'] }) {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  return (
    <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('practiceAssignmentScenario.previousAttempts')}
      </Typography>
      {attempts.length === 0 ? (
        <Typography color="text.secondary">{t('practiceAssignmentScenario.noAttempts')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attempts.map((attempt) => {
            const running = attempt.status === 'IN_PROGRESS';
            return (
              <Box
                component="li"
                key={attempt.id}
                data-testid="previous-attempt"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1.5,
                  '& + &': { borderTop: 1, borderColor: 'divider' },
                }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('practiceAssignmentScenario.attemptNumber', {
                      number: attempt.attemptNumber,
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={attempt.startedAt}>
                      {formatDateTime(attempt.startedAt, i18n.language, timeZone)}
                    </time>
                  </Typography>
                </Box>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {running || attempt.status === 'ABANDONED' ? (
                    <Chip
                      size="small"
                      color={running ? 'info' : 'default'}
                      label={intentStatusLabel(t, attempt.status)}
                    />
                  ) : (
                    <>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {attempt.overallScore === null
                          ? '—'
                          : t('practiceAssignmentScenario.score', { score: attempt.overallScore })}
                      </Typography>
                      {attempt.passed ? (
                        <Chip
                          size="small"
                          color="success"
                          icon={<CheckCircle />}
                          label={t('assignmentBadges.passed')}
                        />
                      ) : (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t('assignmentBadges.notPassed')}
                        />
                      )}
                    </>
                  )}
                  <Link
                    component={RouterLink}
                    to={
                      running
                        ? paths.activities.practiceIntent.practice.getHref(attempt.id)
                        : paths.activities.practiceIntent.detail.getHref(attempt.id)
                    }
                    sx={{ fontWeight: 600 }}
                  >
                    {running
                      ? t('practiceAssignmentScenario.resume')
                      : t('practiceAssignmentScenario.review')}
                  </Link>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Card>
  );
}
