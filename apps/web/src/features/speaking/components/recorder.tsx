import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Mic from '@mui/icons-material/Mic';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import Stop from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { formatClock } from '../../../lib/duration.ts';
import { type Recording, useRecorder } from '../use-recorder.ts';
import { AudioPlayer } from './audio-player.tsx';
import { LevelMeter } from './level-meter.tsx';
import { MicrophoneHelp } from './microphone-help.tsx';
import { RecordingNotice } from './recording-notice.tsx';

export type TranscriptSource = 'BROWSER' | 'TYPED';

export type RecordedAnswer = {
  recording: Recording;
  /** What was said, when the server does not transcribe: the browser's or the student's words. */
  transcript: string | null;
  transcriptSource: TranscriptSource | null;
};

/** The server's limit on one message, which a typed transcript shares. */
const TRANSCRIPT_MAX_LENGTH = 2000;

/**
 * Records an answer: the notice before the first use, the microphone button, the level and the
 * time while recording (stopping itself at `maxSeconds`), then a preview to play, record again
 * or send. With `transcribe`, the browser's recognition listens in `lang` and, where it has
 * none or it fails, the student types what they said beside the recording. What it heard is
 * shown with the preview when `showRecognized` (the student may read transcriptions): read-only,
 * since it is what gets graded — a student who was misheard records again.
 */
export function Recorder({
  maxSeconds,
  maxBytes,
  noticeAccepted,
  onAcceptNotice,
  transcribe = false,
  showRecognized = false,
  lang,
  onSend,
  onCancel,
  disabled = false,
}: {
  maxSeconds: number;
  maxBytes?: number;
  noticeAccepted: boolean;
  /** Stores the acceptance; the recording starts once it resolves. */
  onAcceptNotice(): Promise<void> | void;
  /** Ask the browser (or the student) for the words: the server has no transcription. */
  transcribe?: boolean;
  /** Show the words the browser recognised before sending (VIEW_TRANSCRIPTION). */
  showRecognized?: boolean;
  /** The language spoken (the scenario's), for recognition and the typed transcript. */
  lang?: string;
  /** Sends the answer; resolves true when it was taken (the recorder starts over). */
  onSend?: (answer: RecordedAnswer) => Promise<boolean>;
  /** Back to typing, for a recorder opened from the message box. */
  onCancel?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { status, level, elapsedSeconds, recording, start, stop, reset } = useRecorder({
    maxSeconds,
    recognitionLang: transcribe ? (lang ?? null) : null,
  });
  const heardId = useId();
  const [accepting, setAccepting] = useState(false);
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      await onAcceptNotice();
      await start();
    } catch {
      // The caller reports a notice that could not be stored; the notice stays.
    } finally {
      setAccepting(false);
    }
  };

  const recognized =
    recording?.recognition && 'text' in recording.recognition ? recording.recognition.text : null;
  const needsTyping = transcribe && recording !== null && recognized === null;
  const tooLarge = maxBytes !== undefined && recording !== null && recording.blob.size > maxBytes;
  const typedTooLong = typed.length > TRANSCRIPT_MAX_LENGTH;
  const canSend =
    !!onSend &&
    !disabled &&
    !sending &&
    !tooLarge &&
    (!needsTyping || (typed.trim().length > 0 && !typedTooLong));

  const send = async () => {
    if (!recording || !onSend || !canSend) return;
    setSending(true);
    try {
      const taken = await onSend({
        recording,
        transcript: !transcribe ? null : needsTyping ? typed.trim() : recognized,
        transcriptSource: !transcribe ? null : needsTyping ? 'TYPED' : 'BROWSER',
      });
      if (taken) {
        setTyped('');
        reset();
      }
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setTyped('');
    reset();
    void start();
  };

  if (!noticeAccepted && (status === 'idle' || status === 'starting')) {
    return (
      <RecordingNotice onAccept={() => void accept()} accepting={accepting} onCancel={onCancel} />
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('speaking.recorder.label')}
      data-recorder-status={status}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
    >
      {status === 'denied' ||
      status === 'noDevice' ||
      status === 'busy' ||
      status === 'unsupported' ? (
        <MicrophoneHelp problem={status} onRetry={() => void start()} />
      ) : null}

      {status === 'idle' || status === 'starting' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={
              status === 'starting' ? <CircularProgress size={18} color="inherit" /> : <Mic />
            }
            onClick={() => void start()}
            disabled={disabled || status === 'starting'}
            sx={{ borderRadius: 99 }}
          >
            {t('speaking.recorder.record')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('speaking.recorder.limit', { limit: formatClock(maxSeconds) })}
          </Typography>
        </Box>
      ) : null}

      {status === 'recording' || status === 'stopping' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="error"
            size="large"
            startIcon={<Stop />}
            onClick={stop}
            disabled={status === 'stopping'}
            sx={{ borderRadius: 99 }}
          >
            {t('speaking.recorder.stop')}
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FiberManualRecord
              color="error"
              fontSize="small"
              aria-hidden
              sx={{
                animation: 'charla-recording 1.2s ease-in-out infinite',
                '@keyframes charla-recording': { '50%': { opacity: 0.25 } },
              }}
            />
            <Typography
              role="timer"
              aria-label={t('speaking.recorder.elapsedLabel', {
                elapsed: formatClock(elapsedSeconds),
                limit: formatClock(maxSeconds),
              })}
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              <bdi>
                {formatClock(elapsedSeconds)} / {formatClock(maxSeconds)}
              </bdi>
            </Typography>
          </Box>
          <LevelMeter level={level} />
        </Box>
      ) : null}

      {status === 'recorded' && recording ? (
        <>
          {recording.seconds >= maxSeconds - 0.5 ? (
            <Alert severity="info">
              {t('speaking.recorder.limitReached', { limit: formatClock(maxSeconds) })}
            </Alert>
          ) : null}
          <AudioPlayer
            src={recording.url}
            durationSeconds={recording.seconds}
            label={t('speaking.recorder.preview')}
          />
          {tooLarge ? <Alert severity="error">{t('speaking.recorder.tooLarge')}</Alert> : null}
          {showRecognized && recognized ? (
            <Box component="figure" aria-labelledby={heardId} sx={{ m: 0 }}>
              <Typography
                id={heardId}
                component="figcaption"
                variant="caption"
                color="text.secondary"
              >
                {t('speaking.recorder.heard')}
              </Typography>
              <AuthoredText lang={lang}>{recognized}</AuthoredText>
              <Typography variant="caption" color="text.secondary">
                {t('speaking.recorder.heardHint')}
              </Typography>
            </Box>
          ) : null}
          {needsTyping ? (
            <TextField
              fullWidth
              multiline
              minRows={2}
              maxRows={6}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              label={t('speaking.recorder.typeLabel')}
              helperText={
                typedTooLong
                  ? t('validation.tooLong', { count: TRANSCRIPT_MAX_LENGTH })
                  : t('speaking.recorder.typeHint')
              }
              error={typedTooLong}
              slotProps={{ htmlInput: { lang, dir: 'auto' } }}
            />
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            {onCancel ? (
              <Button
                onClick={() => {
                  reset();
                  onCancel();
                }}
                disabled={sending}
              >
                {t('speaking.recorder.cancel')}
              </Button>
            ) : null}
            <Button variant="outlined" startIcon={<Replay />} onClick={again} disabled={sending}>
              {t('speaking.recorder.again')}
            </Button>
            {onSend ? (
              <Button
                variant="contained"
                endIcon={
                  sending ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : (
                    <Send
                      sx={{
                        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                      }}
                    />
                  )
                }
                onClick={() => void send()}
                disabled={!canSend}
              >
                {t('speaking.recorder.send')}
              </Button>
            ) : null}
          </Box>
        </>
      ) : null}

      {onCancel && status !== 'recorded' ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Button
            size="small"
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            {t('speaking.recorder.typeInstead')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
