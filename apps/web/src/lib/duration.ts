/** Durations are shown in minutes: seconds divided by 60, rounded up (61 s → 2 min). */
export function durationMinutes(seconds: number | null | undefined): number {
  if (!seconds || seconds <= 0 || !Number.isFinite(seconds)) return 0;
  return Math.ceil(seconds / 60);
}
