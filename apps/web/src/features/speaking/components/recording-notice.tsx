import Lock from '@mui/icons-material/LockOutlined';
import Mic from '@mui/icons-material/MicNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shown once before the first recording: the browser will ask for the microphone, and the
 * recordings are personal data (who hears them, how long they are kept). Accepting it is stored
 * for the user (acceptRecordingNotice) and starts the recording.
 */
export function RecordingNotice({
  onAccept,
  accepting = false,
  onCancel,
}: {
  onAccept(): void;
  accepting?: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
    >
      <Typography id={titleId} component="p" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('speaking.notice.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Mic color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">{t('speaking.notice.permission')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Lock color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body2">{t('speaking.notice.personalData')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>{t('speaking.recorder.cancel')}</Button> : null}
        <Button variant="contained" startIcon={<Mic />} onClick={onAccept} disabled={accepting}>
          {t('speaking.notice.accept')}
        </Button>
      </Box>
    </Paper>
  );
}
