import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/duration.ts';

/**
 * A recording's player: play/pause, a position slider that seeks, and the time against the
 * duration. The duration comes from the caller (the server reads it from the file; a fresh
 * recording's from the page's clock) because Chromium's WebM has none in its header, so the
 * element would say Infinity.
 */
export function AudioPlayer({
  src,
  durationSeconds,
  label,
  compact = false,
}: {
  src: string;
  durationSeconds: number;
  /** What is played, for screen readers: "Your recording", "Carmen's line"... */
  label: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const duration = Math.max(durationSeconds, 0);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onTime = () => setPosition(element.currentTime);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      setPlaying(false);
      setPosition(0);
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onEnded);
    };
  }, []);

  // A new source starts from the beginning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the source changes
  useEffect(() => {
    setPlaying(false);
    setPosition(0);
  }, [src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch((error: unknown) => console.warn('the recording did not play', error));
    } else {
      element.pause();
    }
  };

  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    setPosition(seconds);
  };

  const shownPosition = Math.min(position, duration);
  return (
    <Box
      role="group"
      aria-label={label}
      data-playing={playing || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 0.5 : 1,
        minWidth: compact ? 200 : 240,
        maxWidth: '100%',
      }}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken recording; its transcription is shown beside it when allowed */}
      <audio ref={audio} src={src} preload="metadata" />
      <IconButton
        onClick={toggle}
        aria-label={playing ? t('speaking.player.pause') : t('speaking.player.play')}
        color="primary"
        size={compact ? 'small' : 'medium'}
      >
        {playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      {/* The app flips its styles for Arabic; the slider also needs to know to place its thumb. */}
      <RtlProvider value={theme.direction === 'rtl'}>
        <Slider
          size="small"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={shownPosition}
          onChange={(_, value) => seek(Array.isArray(value) ? (value[0] ?? 0) : value)}
          aria-label={t('speaking.player.position')}
          getAriaValueText={(value) => formatClock(value)}
          sx={{ flex: 1, minWidth: 60, mx: 1 }}
        />
      </RtlProvider>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-duration-seconds={duration}
      >
        <bdi>
          {playing || shownPosition > 0
            ? `${formatClock(shownPosition)} / ${formatClock(duration)}`
            : formatClock(duration)}
        </bdi>
      </Typography>
    </Box>
  );
}
