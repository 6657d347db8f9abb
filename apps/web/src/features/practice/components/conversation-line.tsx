import GraphicEq from '@mui/icons-material/GraphicEq';
import Replay from '@mui/icons-material/Replay';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { RecordingPlayer } from '../../speaking/components/recording-player.tsx';
import type { PracticeMessage } from '../conversation-state.ts';
import { CharacterAvatar } from './character-avatar.tsx';
import { CorrectnessChip } from './correctness-chip.tsx';
import { FeedbackList } from './feedback-list.tsx';

/** One of the character's lines: initials, name, the line, and its translation once asked for. */
export function CharacterLine({
  characterName,
  text,
  lang,
  translation,
  onTranslate,
  translating = false,
  streaming = false,
  voice,
  textHidden = false,
}: {
  characterName: string;
  text: string;
  /** The practised language. */
  lang: string;
  translation?: string | null;
  /** Offered only when the attempt allows translations. */
  onTranslate?: () => void;
  translating?: boolean;
  streaming?: boolean;
  /** The play button of the line, where it can be heard. */
  voice?: ReactNode;
  /** A voice-only attempt: the line is heard, not read. */
  textHidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', maxWidth: '100%' }}
      aria-busy={streaming || undefined}
    >
      <CharacterAvatar name={characterName} />
      <Box sx={{ minWidth: 0, maxWidth: { xs: 'calc(100% - 48px)', sm: '80%' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 20 }}>
          <Typography
            variant="caption"
            component="p"
            dir="auto"
            sx={{ fontWeight: 600, color: 'text.secondary', textAlign: 'left' }}
          >
            {characterName}
          </Typography>
          {voice}
        </Box>
        <Paper
          variant="outlined"
          sx={{
            px: 1.75,
            py: 1.25,
            borderRadius: 3,
            borderStartStartRadius: 4,
            bgcolor: 'background.paper',
          }}
        >
          {textHidden ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontStyle: 'italic' }}
              data-voice-only
            >
              <GraphicEq fontSize="small" aria-hidden />
              {streaming
                ? t('speaking.voiceOnly.speaking', { name: characterName })
                : t('speaking.voiceOnly.line')}
            </Typography>
          ) : (
            <Typography
              lang={lang}
              dir="auto"
              sx={{ textAlign: 'left', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {text}
              {streaming ? (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: '0.5em',
                    height: '1em',
                    ms: 0.25,
                    verticalAlign: 'text-bottom',
                    bgcolor: 'text.secondary',
                    animation: 'charla-caret 1s steps(2) infinite',
                    '@keyframes charla-caret': { '50%': { opacity: 0 } },
                  }}
                />
              ) : null}
            </Typography>
          )}
          {translation && !textHidden ? (
            <>
              <Box component="span" sx={visuallyHidden}>
                {t('practiceSession.help.translationLabel')}
              </Box>
              <Typography
                variant="body2"
                color="text.secondary"
                dir="auto"
                sx={{ mt: 0.75, textAlign: 'left', fontStyle: 'italic' }}
              >
                {translation}
              </Typography>
            </>
          ) : null}
        </Paper>
        {onTranslate && !translation && !streaming && !textHidden ? (
          <Button
            size="small"
            startIcon={<Translate />}
            onClick={onTranslate}
            disabled={translating}
            sx={{ mt: 0.25 }}
          >
            {t('practiceSession.help.translate')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * One of the student's lines, on the other side: the text (or `children` for a marked-up text),
 * its grade and the feedback under it; a grading that failed offers a retry. Headed "You", or
 * by `speaker` (the student's name) for a teacher reading someone else's attempt.
 */
export function StudentLine({
  message,
  lang,
  speaker,
  onRetry,
  retrying = false,
  children,
}: {
  message: PracticeMessage;
  lang: string;
  speaker?: string | undefined;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 0.75,
        maxWidth: '100%',
      }}
      data-message-id={message.id}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {speaker ?? t('practiceSession.you')}
      </Typography>
      <Paper
        elevation={0}
        sx={(theme) => ({
          px: 1.75,
          py: 1.25,
          borderRadius: 3,
          borderStartEndRadius: 4,
          maxWidth: { xs: '92%', sm: '80%' },
          // A recording's player needs room to seek in.
          width: message.audio ? { xs: '92%', sm: 400 } : undefined,
          display: 'grid',
          gap: 0.5,
          bgcolor:
            theme.palette.mode === 'dark' ? 'rgba(177,151,252,0.16)' : 'rgba(109,40,217,0.08)',
        })}
      >
        {message.audio || message.audioDeletedAt ? (
          <RecordingPlayer
            audio={message.audio}
            audioDeletedAt={message.audioDeletedAt}
            wordsPerMinute={message.wordsPerMinute}
          />
        ) : null}
        {message.transcriptionStatus === 'PENDING' ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('speaking.recording.transcribing')}
          </Typography>
        ) : null}
        {message.text || !message.audio ? (
          <Typography
            lang={lang}
            dir="auto"
            sx={{ textAlign: 'left', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {children ?? message.text}
          </Typography>
        ) : null}
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CorrectnessChip
          correctness={message.correctness}
          gradingStatus={message.gradingStatus}
          feedbackHidden={message.feedbackHidden}
        />
        {message.gradingStatus === 'FAILED' && onRetry ? (
          <Button size="small" startIcon={<Replay />} onClick={onRetry} disabled={retrying}>
            {t('practiceSession.retryGrading')}
          </Button>
        ) : null}
      </Box>
      {message.gradingNote ? (
        // The server's note names the technical reason (in English): kept for whoever hovers.
        <Typography
          variant="caption"
          color="text.secondary"
          title={message.gradingNote}
          sx={{ maxWidth: { xs: '92%', sm: '80%' } }}
        >
          {t('practiceSession.gradedByFallback')}
        </Typography>
      ) : null}
      {message.feedback.length > 0 ? (
        <Box sx={{ width: '100%', maxWidth: { xs: '92%', sm: '80%' } }}>
          <FeedbackList feedback={message.feedback} lang={lang} />
        </Box>
      ) : null}
    </Box>
  );
}
