import Stop from '@mui/icons-material/Stop';
import VolumeUp from '@mui/icons-material/VolumeUpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** The play button beside one of the character's lines (stop while it is heard). */
export function CharacterVoiceButton({
  characterName,
  playing,
  onPlay,
  onStop,
}: {
  characterName: string;
  playing: boolean;
  onPlay(): void;
  onStop(): void;
}) {
  const { t } = useTranslation();
  const label = playing
    ? t('speaking.voice.stop')
    : t('speaking.voice.play', { name: characterName });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="primary"
        aria-label={label}
        aria-pressed={playing}
        onClick={playing ? onStop : onPlay}
      >
        {playing ? <Stop fontSize="small" /> : <VolumeUp fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
