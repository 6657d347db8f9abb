import Mic from '@mui/icons-material/MicNoneOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Stop from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { pickVoice, type VoiceGender } from '../voices.ts';

type MicState = 'idle' | 'denied' | 'unsupported' | 'recording' | 'recorded';

/** Checks the microphone (permission, a recording played back) and the speech voices. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [micState, setMicState] = useState<MicState>(
    typeof MediaRecorder === 'undefined' || !navigator.mediaDevices ? 'unsupported' : 'idle',
  );
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const speechSupported = typeof window.speechSynthesis !== 'undefined';

  useEffect(
    () => () => {
      if (recordingUrl) URL.revokeObjectURL(recordingUrl);
    },
    [recordingUrl],
  );

  const startRecording = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const mediaRecorder = new MediaRecorder(stream);
      mediaRecorder.ondataavailable = (event) => chunks.push(event.data);
      mediaRecorder.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        setRecordingUrl(URL.createObjectURL(new Blob(chunks, { type: mediaRecorder.mimeType })));
        setMicState('recorded');
      };
      recorder.current = mediaRecorder;
      mediaRecorder.start();
      setMicState('recording');
    } catch {
      setMicState('denied');
    }
  };

  const speak = (gender: VoiceGender) => {
    const utterance = new SpeechSynthesisUtterance(t('deviceTest.sample'));
    utterance.lang = i18n.language;
    const voice = pickVoice(window.speechSynthesis.getVoices(), i18n.language, gender);
    if (voice) utterance.voice = voice;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader title={t('deviceTest.title')} subtitle={t('deviceTest.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ p: 3, height: '100%' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <Mic color="primary" aria-hidden />
              <Typography variant="h3" component="h2">
                {t('deviceTest.microphone')}
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('deviceTest.microphoneHint')}
            </Typography>
            {micState === 'unsupported' ? (
              <Alert severity="warning">{t('deviceTest.noRecording')}</Alert>
            ) : null}
            {micState === 'denied' ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('deviceTest.permissionDenied')}
              </Alert>
            ) : null}
            {micState !== 'unsupported' ? (
              micState === 'recording' ? (
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<Stop />}
                  onClick={() => recorder.current?.stop()}
                >
                  {t('deviceTest.stop')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  startIcon={<Mic />}
                  onClick={() => void startRecording()}
                >
                  {micState === 'recorded' ? t('deviceTest.recordAgain') : t('deviceTest.record')}
                </Button>
              )
            ) : null}
            {recordingUrl ? (
              <Box sx={{ mt: 3 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('deviceTest.playback')}
                </Typography>
                {/* biome-ignore lint/a11y/useMediaCaption: the user's own voice, just recorded */}
                <audio controls src={recordingUrl} style={{ width: '100%' }} />
              </Box>
            ) : null}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ p: 3, height: '100%' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <RecordVoiceOver color="primary" aria-hidden />
              <Typography variant="h3" component="h2">
                {t('deviceTest.speech')}
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('deviceTest.speechHint')}
            </Typography>
            {speechSupported ? (
              <Stack direction="row" spacing={1.5}>
                <Button variant="outlined" onClick={() => speak('FEMALE')}>
                  {t('deviceTest.femaleVoice')}
                </Button>
                <Button variant="outlined" onClick={() => speak('MALE')}>
                  {t('deviceTest.maleVoice')}
                </Button>
              </Stack>
            ) : (
              <Alert severity="warning">{t('deviceTest.noSpeech')}</Alert>
            )}
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
