/**
 * The session's clock of active time, as the server counts it: the attempt's stored active
 * seconds (up to its last line) plus the time since the last line, that gap capped like the
 * server caps it (a longer pause means the student was away). The gap grows only while the tab is
 * visible, so a hidden tab pauses the clock; the server's figure replaces it at each new line.
 */

/** The server's cap on one pause between two lines (IDLE_GAP_CAP_SECONDS in practice-session). */
export const IDLE_GAP_CAP_SECONDS = 90;

export type ActiveTimer = {
  /** Active seconds the server counted up to the last line. */
  storedSeconds: number;
  /** Seconds of the current gap counted before `runningSince`. */
  gapSeconds: number;
  /** Epoch ms since when the gap grows; null while the tab is hidden. */
  runningSince: number | null;
};

/** A timer anchored on the server's figure and the time of the last line. */
export function startTimer(
  storedSeconds: number,
  lastLineAtMs: number,
  nowMs: number,
  visible: boolean,
): ActiveTimer {
  const gapSeconds = Math.min(IDLE_GAP_CAP_SECONDS, Math.max(0, (nowMs - lastLineAtMs) / 1000));
  return { storedSeconds, gapSeconds, runningSince: visible ? nowMs : null };
}

export function elapsedSeconds(timer: ActiveTimer, nowMs: number): number {
  const running =
    timer.runningSince === null ? 0 : Math.max(0, (nowMs - timer.runningSince) / 1000);
  return Math.floor(
    timer.storedSeconds + Math.min(IDLE_GAP_CAP_SECONDS, timer.gapSeconds + running),
  );
}

export function pauseTimer(timer: ActiveTimer, nowMs: number): ActiveTimer {
  if (timer.runningSince === null) return timer;
  const gapSeconds = Math.min(
    IDLE_GAP_CAP_SECONDS,
    timer.gapSeconds + Math.max(0, (nowMs - timer.runningSince) / 1000),
  );
  return { ...timer, gapSeconds, runningSince: null };
}

export function resumeTimer(timer: ActiveTimer, nowMs: number): ActiveTimer {
  return timer.runningSince === null ? { ...timer, runningSince: nowMs } : timer;
}
