import VolumeUp from '@mui/icons-material/VolumeUpOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceGender } from '../../../gql/graphql.ts';
import { chooseVoice, voicesFor } from '../speech.ts';

function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const load = () => setVoices(window.speechSynthesis.getVoices());
    load();
    window.speechSynthesis.addEventListener('voiceschanged', load);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', load);
  }, []);
  return voices;
}

/** Voice gender and name of the character, with a "listen" preview of the opening message. */
export function VoicePicker({
  language,
  gender,
  voiceName,
  sample,
  onGenderChange,
  onVoiceNameChange,
}: {
  language: string;
  gender: VoiceGender;
  voiceName: string;
  sample: string;
  onGenderChange(gender: VoiceGender): void;
  onVoiceNameChange(name: string): void;
}) {
  const { t } = useTranslation();
  const voices = useVoices();
  const options = voicesFor(voices, language);
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;

  const listen = () => {
    const utterance = new SpeechSynthesisUtterance(sample.trim() || t('scenarios.voiceSample'));
    const voice = chooseVoice(voices, language, gender, voiceName);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? language;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={gender}
        aria-label={t('scenarios.voiceGender')}
        onChange={(_, value: VoiceGender | null) => value && onGenderChange(value)}
      >
        <ToggleButton value="FEMALE">{t('scenarios.female')}</ToggleButton>
        <ToggleButton value="MALE">{t('scenarios.male')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('scenarios.voiceName')}
        value={options.some((voice) => voice.name === voiceName) ? voiceName : ''}
        onChange={(event) => onVoiceNameChange(event.target.value)}
        sx={{ minWidth: 240, flex: 1 }}
      >
        <MenuItem value="">{t('scenarios.voiceAutomatic')}</MenuItem>
        {options.map((voice) => (
          <MenuItem key={voice.voiceURI} value={voice.name}>
            {voice.name} ({voice.lang})
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<VolumeUp />} onClick={listen} disabled={!supported}>
        {t('scenarios.listen')}
      </Button>
    </Stack>
  );
}
