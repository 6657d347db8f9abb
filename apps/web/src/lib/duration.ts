/** Durations are shown in minutes: seconds divided by 60, rounded up (61 s → 2 min). */
export function durationMinutes(seconds: number | null | undefined): number {
  if (!seconds || seconds <= 0 || !Number.isFinite(seconds)) return 0;
  return Math.ceil(seconds / 60);
}

/** "4:05", "1:02:03": minutes and seconds, hours when there are any. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
