import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import PendingActions from '@mui/icons-material/PendingActionsOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { StudentAssignmentFieldsFragment } from '../../../gql/graphql.ts';
import { AttemptModeChip } from '../../evaluation/components/attempt-mode-chip.tsx';
import { attemptsUsedLabel } from '../due.ts';
import { studentDueAt } from '../start-availability.ts';
import { StudentClassroomLabel } from './student-classroom-label.tsx';
import { StudentDueBadge } from './student-due-badge.tsx';

type CardScenario = {
  position: number;
  completed?: boolean;
  scenarioId: string;
  inProgress?: { id: string } | null;
};

/**
 * The brief a card opens: the scenario with an attempt in progress, else the first still to
 * complete, else the first. By `scenarioId`: `scenario { id }` would have the server load each
 * scenario whole for its id.
 */
export function briefHref(assignment: { id: string; scenarios: readonly CardScenario[] }): string {
  const ordered = [...assignment.scenarios].sort((a, b) => a.position - b.position);
  const next =
    ordered.find((entry) => entry.inProgress) ??
    ordered.find((entry) => !entry.completed) ??
    ordered[0];
  return next
    ? paths.activities.practiceAssignment.scenario.getHref(assignment.id, next.scenarioId)
    : paths.activities.practiceAssignment.list.getHref();
}

/** The attempt the student left unfinished, in the scenarios' order: the card's Resume. */
export function attemptInProgress(scenarios: readonly CardScenario[]): { id: string } | null {
  const ordered = [...scenarios].sort((a, b) => a.position - b.position);
  return ordered.find((entry) => entry.inProgress)?.inProgress ?? null;
}

/**
 * One assignment as a student sees it: classroom (unless on its page), title, due badge, attempts (the seed's label and
 * colour, and how many are used), best score and whether it passed; with an attempt in progress,
 * a Resume straight into it. The whole card is the link to the brief.
 */
export function StudentAssignmentCard({
  assignment,
  now,
  headingLevel = 'h3',
  showClassroom = true,
}: {
  assignment: StudentAssignmentFieldsFragment;
  now: Date;
  headingLevel?: 'h2' | 'h3';
  /** False where the page is the classroom's own (its name would only repeat the page's). */
  showClassroom?: boolean;
}) {
  const { t } = useTranslation();
  const progress = assignment.myProgress;
  const running = attemptInProgress(assignment.scenarios);
  const titleId = useId();
  return (
    <Card
      data-testid="assignment-card"
      sx={{
        position: 'relative',
        p: 2.5,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        transition: 'box-shadow 120ms, border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {showClassroom ? <StudentClassroomLabel classroom={assignment.classroom} /> : null}
      <Link
        component={RouterLink}
        to={briefHref(assignment)}
        underline="none"
        color="text.primary"
        dir="auto"
        variant="h3"
        sx={{
          display: 'block',
          textAlign: 'left',
          fontSize: '1.0625rem',
          fontWeight: 600,
          '&::after': { content: '""', position: 'absolute', inset: 0 },
          '&:focus-visible': { outline: 'none' },
        }}
      >
        <Box component={headingLevel} id={titleId} sx={{ m: 0, font: 'inherit' }}>
          {assignment.title}
        </Box>
      </Link>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {running ? (
          <Chip
            size="small"
            color="info"
            icon={<PendingActions />}
            label={t('assignmentBadges.intent.inProgress')}
          />
        ) : null}
        <StudentDueBadge dueAt={studentDueAt(assignment)} now={now} />
        <AttemptModeChip
          attemptMode={assignment.rules.attemptMode}
          maxAttempts={progress?.attemptsAllowed ?? assignment.rules.maxAttempts}
        />
      </Stack>
      {progress ? (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center', mt: 'auto' }}
        >
          <Typography variant="body2" color="text.secondary">
            {attemptsUsedLabel(t, progress.attemptsUsed, progress.attemptsAllowed)}
          </Typography>
          {assignment.isCurriculum ? (
            <Typography variant="body2" color="text.secondary">
              {t('assignmentBadges.scenariosDone', {
                count: progress.totalScenarios,
                done: progress.completedScenarios,
              })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {progress.bestScore === null
              ? t('assignmentBadges.noScore')
              : t('assignmentBadges.bestScore', { score: progress.bestScore })}
          </Typography>
          {progress.passed ? (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircle />}
              label={t('assignmentBadges.passed')}
            />
          ) : progress.bucket === 'DONE' ? (
            <Chip size="small" variant="outlined" label={t('assignmentBadges.notPassed')} />
          ) : null}
        </Stack>
      ) : null}
      {running ? (
        <Button
          component={RouterLink}
          to={paths.activities.practiceIntent.practice.getHref(running.id)}
          variant="contained"
          size="small"
          startIcon={<PlayArrow />}
          aria-describedby={titleId}
          // Above the title link's overlay, which makes the rest of the card the brief's link.
          sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}
        >
          {t('practiceAssignmentScenario.resume')}
        </Button>
      ) : null}
    </Card>
  );
}
