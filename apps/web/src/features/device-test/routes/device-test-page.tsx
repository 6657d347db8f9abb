import Mic from '@mui/icons-material/MicNoneOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Recorder } from '../../speaking/components/recorder.tsx';
import { speakWithBrowser } from '../../speaking/speech-synthesis.ts';
import type { VoiceGender } from '../../speaking/voices.ts';

/** A check needs a few words, not a whole answer. */
const DEVICE_TEST_MAX_SECONDS = 30;

/** Checks the microphone (permission, a recording played back) and the speech voices. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const speechSupported = typeof window.speechSynthesis !== 'undefined';

  const speak = (gender: VoiceGender) =>
    void speakWithBrowser({ text: t('deviceTest.sample'), lang: i18n.language, gender });

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
            <Recorder
              maxSeconds={DEVICE_TEST_MAX_SECONDS}
              noticeAccepted={noticeAccepted}
              onAcceptNotice={() => setNoticeAccepted(true)}
            />
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
