import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { PracticeAssignmentBriefQuery } from '../../../gql/graphql.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { MutationError } from '../../../lib/mutation-result.ts';
import { reportError } from '../../../lib/report-error.ts';
import { formatDateTime, useViewerTimeZone } from '../../../lib/time-zone.ts';
import { AttemptModeChip } from '../../evaluation/components/attempt-mode-chip.tsx';
import { HELP_FEATURES } from '../../evaluation/evaluation-labels.ts';
import { helpFeatureLabel } from '../../evaluation/evaluation-text.ts';
import { StartPracticeIntentDocument } from '../api/start-practice-intent-mutation.ts';
import { startBlockLabel } from '../assignment-labels.ts';
import { attemptsLeftLabel } from '../due.ts';
import { startBlock, studentDueAt } from '../start-availability.ts';
import { StudentDueBadge } from './student-due-badge.tsx';

export type Brief = NonNullable<PracticeAssignmentBriefQuery['practiceAssignmentScenario']>;

/** Refusals after which the page re-reads the brief, so what it shows matches the server. */
const STATE_CHANGED_CODES = new Set([
  'ASSIGNMENT_CLOSED',
  'ASSIGNMENT_NOT_PUBLISHED',
  'ASSIGNMENT_NOT_STARTED',
  'ASSIGNMENT_PAST_DUE',
  'NO_ATTEMPTS_LEFT',
  'NOT_ASSIGNED',
]);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}

/**
 * What the student needs before pressing Start: due date, attempts, best score, duration, the
 * help allowed; then Start (or Resume), off with its reason when the server would refuse.
 */
export function StudentBriefStart({
  brief,
  now,
  isStudent,
}: {
  brief: Brief;
  now: Date;
  isStudent: boolean;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { assignment, scenario } = brief;
  const dueAt = studentDueAt(assignment);
  const block = startBlock(brief, now);
  const blockDate = block === 'notStarted' ? assignment.startsAt : dueAt;
  const help = HELP_FEATURES.filter((feature) => scenario.helpFeatures.includes(feature));
  const minutes = durationMinutes(scenario.estimatedDurationSeconds);

  const start = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const [intent] =
        (await runMutation(
          StartPracticeIntentDocument,
          { assignmentId: assignment.id, scenarioId: scenario.id },
          'startPracticeIntent',
        )) ?? [];
      if (intent) navigate(paths.activities.practiceIntent.practice.getHref(intent.id));
    } catch (error) {
      if (!(error instanceof MutationError) || error.fieldErrors.length === 0) {
        reportError(error);
        return;
      }
      // The server's message arrives in the viewer's language; its code says what changed.
      setRefusal(error.fieldErrors.flatMap((entry) => entry.messages).join(' '));
      if (error.fieldErrors.some((entry) => entry.code && STATE_CHANGED_CODES.has(entry.code))) {
        void revalidator.revalidate();
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${reasonId}-title`} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h3" component="h2" id={`${reasonId}-title`} sx={{ mb: 2 }}>
        {t('practiceAssignmentScenario.yourPractice')}
      </Typography>
      <Stack spacing={1.5}>
        <Fact label={t('practiceAssignmentScenario.due')}>
          <StudentDueBadge dueAt={dueAt} now={now} />
        </Fact>
        <Fact label={t('practiceAssignmentScenario.attempts')}>
          <AttemptModeChip
            attemptMode={assignment.rules.attemptMode}
            maxAttempts={brief.attemptsAllowed ?? assignment.rules.maxAttempts}
          />
          {isStudent ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="attempts-left">
              {attemptsLeftLabel(t, brief.attemptsLeft)}
            </Typography>
          ) : null}
        </Fact>
        {isStudent ? (
          <Fact label={t('practiceAssignmentScenario.bestScore')}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {brief.bestScore === null
                ? '—'
                : t('practiceAssignmentScenario.score', { score: brief.bestScore })}
            </Typography>
            {brief.passed ? (
              <Chip
                size="small"
                color="success"
                icon={<CheckCircle />}
                label={t('assignmentBadges.passed')}
              />
            ) : null}
          </Fact>
        ) : null}
        <Fact label={t('practiceAssignmentScenario.duration')}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('practiceAssignmentScenario.minutes', { count: minutes })}
          </Typography>
        </Fact>
      </Stack>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('practiceAssignmentScenario.helpAllowed')}
      </Typography>
      {help.length ? (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          component="ul"
          aria-label={t('practiceAssignmentScenario.helpAllowed')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {help.map((feature) => (
            <li key={feature}>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={helpFeatureLabel(t, feature)}
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('practiceAssignmentScenario.noHelp')}
        </Typography>
      )}
      {isStudent ? (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<PlayArrow />}
            disabled={!brief.canStart}
            loading={pending}
            onClick={start}
            aria-describedby={block ? reasonId : undefined}
          >
            {brief.inProgress
              ? t('practiceAssignmentScenario.resume')
              : t('practiceAssignmentScenario.start')}
          </Button>
          {block ? (
            <Typography
              id={reasonId}
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1.5 }}
              data-testid="start-blocked"
            >
              {startBlockLabel(
                t,
                block,
                blockDate ? formatDateTime(blockDate, i18n.language, timeZone, 'long') : '',
              )}
            </Typography>
          ) : null}
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          ) : null}
        </Box>
      ) : (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('practiceAssignmentScenario.teacherPreview')}
        </Alert>
      )}
    </Card>
  );
}
