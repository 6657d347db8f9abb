import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from './audio-player.tsx';

/**
 * A student's recorded answer wherever it is read again (the session, the result, a teacher's
 * review): the player with the duration the server read from the file, and the speaking pace
 * when it is known; a note once the retention period deleted the audio.
 */
export function RecordingPlayer({
  audio,
  audioDeletedAt,
  wordsPerMinute,
  label,
}: {
  audio: { url: string; durationSeconds: number } | null;
  audioDeletedAt?: string | null;
  wordsPerMinute?: number | null;
  label?: string;
}) {
  const { t } = useTranslation();
  if (!audio) {
    return audioDeletedAt ? (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('speaking.recording.deleted')}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <AudioPlayer
          src={audio.url}
          durationSeconds={audio.durationSeconds}
          label={label ?? t('speaking.recording.label')}
          compact
        />
      </Box>
      {wordsPerMinute ? (
        <Chip
          size="small"
          variant="outlined"
          label={t('speaking.recording.wordsPerMinute', { value: Math.round(wordsPerMinute) })}
        />
      ) : null}
    </Box>
  );
}
