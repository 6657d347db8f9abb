/** How long a failed job waits before its next attempt: doubling from `baseMs`, capped. */
export function retryDelayMs(
  attemptsSoFar: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
): number {
  const exponent = Math.max(0, attemptsSoFar - 1);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}
