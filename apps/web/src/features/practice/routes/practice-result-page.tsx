import Cancel from '@mui/icons-material/CancelOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useRevalidator,
} from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { PracticeIntentStatus } from '../../../gql/graphql.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { useAccountLanguageChange } from '../../../lib/auth/use-account-language-change.ts';
import { displayName } from '../../../lib/display-name.ts';
import { durationMinutes } from '../../../lib/duration.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { helpFeatureLabel } from '../../evaluation/evaluation-text.ts';
import { AttemptReview } from '../../review/components/attempt-review.tsx';
import { MessageReview } from '../../review/components/message-review.tsx';
import { useCharacterLineVoice } from '../../speaking/components/use-character-line-voice.tsx';
import { PracticeResultDocument } from '../api/practice-result-query.ts';
import { CategoryScores } from '../components/category-scores.tsx';
import { CharacterLine, StudentLine } from '../components/conversation-line.tsx';
import { CorrectedText } from '../components/corrected-text.tsx';
import { usePracticeEvents } from '../use-practice-events.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const [{ user }, { practiceIntent }] = await Promise.all([
    ensureAuth(),
    graphqlRequest(PracticeResultDocument, { id }),
  ]);
  if (!practiceIntent) throw new Response('Not found', { status: 404 });
  const isOwnAttempt =
    user?.userType === 'STUDENT' &&
    practiceIntent.student !== null &&
    user.profile?.id === practiceIntent.student.id;
  return { intent: practiceIntent, isOwnAttempt };
}

function StatusChip({ status }: { status: PracticeIntentStatus }) {
  const { t } = useTranslation();
  if (status === 'IN_PROGRESS') {
    return (
      <Chip size="small" icon={<HourglassTop />} label={t('practiceResult.status.inProgress')} />
    );
  }
  if (status === 'ABANDONED') {
    return <Chip size="small" variant="outlined" label={t('practiceResult.status.abandoned')} />;
  }
  return <Chip size="small" color="primary" label={t('practiceResult.status.completed')} />;
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, minWidth: 0 }}
    >
      <Typography
        id={id}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The result of an attempt: the score per skill and overall, whether it passed, the time and the
 * help used, and the transcript with each line's grade and corrections in place. The student's
 * own page; their teacher reads the same, read-only.
 */
export function Component() {
  const { t } = useTranslation();
  const { intent, isOwnAttempt } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  // The tutor's feedback is written in the account's language: another one reads it again.
  useAccountLanguageChange(() => void revalidator.revalidate());
  const lang = intent.scenario.language.isoLanguageCode;
  const { voiceButton } = useCharacterLineVoice({
    lang,
    gender: intent.scenario.voiceGender,
    characterName: intent.scenario.characterName,
  });
  const scoring =
    intent.status === 'COMPLETED' &&
    intent.overallScore === null &&
    intent.messages.some((message) => message.gradingStatus === 'PENDING');

  // While the attempt runs (a teacher looking in) or is being scored, follow it live.
  usePracticeEvents(intent.id, intent.status === 'IN_PROGRESS' || scoring, {
    onEvent: (event) => {
      if (event.kind !== 'REPLY_DELTA' && revalidator.state === 'idle')
        void revalidator.revalidate();
    },
    onConnected: () => undefined,
  });

  const weights = new Map(
    intent.rules.gradedCategories.map((entry) => [entry.category, entry.weight]),
  );
  const scores = intent.categoryScores.map((entry) => ({
    ...entry,
    weight: weights.get(entry.category) ?? 0,
  }));
  const notAssessed = scores.filter((entry) => entry.score === null);
  const studentName = intent.student ? displayName(intent.student.user) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: { xs: 2, md: 3 } }}>
        <AuthoredText variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {intent.scenarioTitle}
        </AuthoredText>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography color="text.secondary">
            {studentName && !isOwnAttempt
              ? t('practiceResult.attemptOf', { attempt: intent.attemptNumber, name: studentName })
              : t('practiceResult.attempt', { attempt: intent.attemptNumber })}
          </Typography>
          <StatusChip status={intent.status} />
          {intent.isPreview ? <Chip size="small" label={t('practiceSession.preview')} /> : null}
        </Box>
        {intent.assignment ? (
          <AuthoredText variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {intent.assignment.title}
          </AuthoredText>
        ) : null}
      </Box>

      {intent.status === 'IN_PROGRESS' ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('practiceResult.inProgressNote')}
        </Alert>
      ) : null}
      {scoring ? (
        <Alert severity="info" icon={<CircularProgress size={20} />} sx={{ mb: 3 }}>
          {t('practiceResult.scoring')}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          mb: 3,
        }}
      >
        <SummaryCard label={t('practiceResult.overall')}>
          {intent.overallScore === null ? (
            <Typography color="text.secondary">
              {intent.status === 'ABANDONED'
                ? t('practiceResult.noScoreAbandoned')
                : t('practiceResult.noScore')}
            </Typography>
          ) : (
            <>
              <Typography
                sx={{
                  fontSize: '2.25rem',
                  fontWeight: 700,
                  lineHeight: 1.2,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {/* "56 / 100" reads left to right on right-to-left pages too, as counters do. */}
                <bdi dir="ltr">
                  {intent.overallScore}
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ fontSize: '1rem', ms: 0.5 }}
                  >
                    / 100
                  </Typography>
                </bdi>
              </Typography>
              {intent.passed === null ? null : (
                <Chip
                  size="small"
                  color={intent.passed ? 'success' : 'error'}
                  icon={intent.passed ? <CheckCircle /> : <Cancel />}
                  label={
                    intent.passed
                      ? t('practiceResult.passed', { score: intent.rules.passingScore })
                      : t('practiceResult.notPassed', { score: intent.rules.passingScore })
                  }
                  sx={{ mt: 0.5, maxWidth: '100%' }}
                />
              )}
            </>
          )}
        </SummaryCard>
        <SummaryCard label={t('practiceResult.timeSpent')}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {t('practiceResult.minutes', { count: durationMinutes(intent.activeSeconds) })}
          </Typography>
        </SummaryCard>
        <SummaryCard label={t('practiceResult.helpUsed')}>
          {intent.helpUsage.length === 0 ? (
            <Typography>{t('practiceResult.noHelp')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {intent.helpUsage.map((use) => (
                <Typography component="li" variant="body2" key={use.feature}>
                  {t('practiceResult.helpUse', {
                    feature: helpFeatureLabel(t, use.feature),
                    times: use.count,
                  })}
                </Typography>
              ))}
            </Box>
          )}
        </SummaryCard>
        <SummaryCard label={t('practiceResult.attempts')}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('practiceResult.attempt', { attempt: intent.attemptNumber })}
          </Typography>
          {intent.otherAttempts.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {intent.otherAttempts.map((attempt) => (
                <li key={attempt.id}>
                  <Link
                    component={RouterLink}
                    to={paths.activities.practiceIntent.detail.getHref(attempt.id)}
                    variant="body2"
                  >
                    {attempt.overallScore === null
                      ? t('practiceResult.attempt', { attempt: attempt.attemptNumber })
                      : t('practiceResult.attemptWithScore', {
                          attempt: attempt.attemptNumber,
                          score: attempt.overallScore,
                        })}
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
          {isOwnAttempt && intent.assignment && intent.scenarioId ? (
            <Button
              component={RouterLink}
              to={paths.activities.practiceAssignment.scenario.getHref(
                intent.assignment.id,
                intent.scenarioId,
              )}
              size="small"
              sx={{ mt: 0.5, ms: -1 }}
            >
              {t('practiceResult.backToAssignment')}
            </Button>
          ) : null}
        </SummaryCard>
      </Box>

      <AttemptReview intentId={intent.id} onChanged={() => void revalidator.revalidate()} />

      {scores.length > 0 ? (
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mb: 3 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t('practiceResult.categories')}
          </Typography>
          <CategoryScores scores={scores} />
          {notAssessed.length > 0 ? (
            <Alert severity="info" icon={<Info />} sx={{ mt: 2 }}>
              {t('practiceResult.notAssessedNote')}
            </Alert>
          ) : null}
        </Paper>
      ) : null}

      <Paper
        component="section"
        aria-labelledby="practice-result-transcript"
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, borderRadius: 3 }}
      >
        <Typography
          id="practice-result-transcript"
          variant="h2"
          sx={{ fontSize: '1.25rem', mb: 2 }}
        >
          {t('practiceResult.transcript')}
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {intent.messages.map((message) =>
            message.role === 'ASSISTANT' ? (
              <CharacterLine
                key={message.id}
                characterName={intent.scenario.characterName}
                text={message.text}
                lang={lang}
                translation={message.translation}
                voice={voiceButton(message)}
              />
            ) : (
              <StudentLine
                key={message.id}
                message={message}
                lang={lang}
                speaker={isOwnAttempt ? undefined : (studentName ?? undefined)}
              >
                <CorrectedText message={message} />
                <MessageReview
                  intentId={intent.id}
                  messageId={message.id}
                  onChanged={() => void revalidator.revalidate()}
                />
              </StudentLine>
            ),
          )}
        </Box>
      </Paper>
    </Container>
  );
}
