import Timer from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/duration.ts';
import {
  type ActiveTimer,
  elapsedSeconds,
  pauseTimer,
  resumeTimer,
  startTimer,
} from '../active-timer.ts';

const TICK_MS = 1000;

/**
 * The active time of the attempt (see active-timer.ts), against its limit when it has one;
 * `onLimit` runs once when the limit is reached.
 */
export function SessionTimer({
  storedSeconds,
  lastLineAt,
  limitSeconds,
  running,
  onLimit,
}: {
  storedSeconds: number;
  /** ISO time of the last line (or of the start). */
  lastLineAt: string;
  limitSeconds: number | null;
  running: boolean;
  onLimit(): void;
}) {
  const { t } = useTranslation();
  const timer = useRef<ActiveTimer | null>(null);
  const anchor = useRef('');
  const [now, setNow] = useState(() => Date.now());
  const limitReached = useRef(false);
  const onLimitRef = useRef(onLimit);
  onLimitRef.current = onLimit;

  // The server's figure replaces the running count at every new line.
  if (anchor.current !== `${storedSeconds}@${lastLineAt}`) {
    timer.current = startTimer(
      storedSeconds,
      Date.parse(lastLineAt),
      Date.now(),
      typeof document === 'undefined' || document.visibilityState === 'visible',
    );
    anchor.current = `${storedSeconds}@${lastLineAt}`;
  }

  useEffect(() => {
    if (!running) return;
    const onVisibility = () => {
      const at = Date.now();
      if (!timer.current) return;
      timer.current =
        document.visibilityState === 'visible'
          ? resumeTimer(timer.current, at)
          : pauseTimer(timer.current, at);
      setNow(at);
    };
    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
    };
  }, [running]);

  const elapsed = timer.current ? elapsedSeconds(timer.current, now) : storedSeconds;
  const overLimit = limitSeconds !== null && elapsed >= limitSeconds;
  useEffect(() => {
    if (running && overLimit && !limitReached.current) {
      limitReached.current = true;
      onLimitRef.current();
    }
  }, [running, overLimit]);

  const shown = limitSeconds === null ? elapsed : Math.min(elapsed, limitSeconds);
  const label =
    limitSeconds === null
      ? formatClock(shown)
      : t('practiceSession.timer.ofLimit', {
          elapsed: formatClock(shown),
          limit: formatClock(limitSeconds),
        });
  const nearLimit = limitSeconds !== null && limitSeconds - elapsed <= 60;
  return (
    <Chip
      icon={<Timer />}
      variant="outlined"
      color={nearLimit ? 'warning' : 'default'}
      label={label}
      aria-label={t('practiceSession.timer.label', { time: label })}
      role="timer"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
