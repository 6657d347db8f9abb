/** Morning until noon, afternoon until six, evening after: the greeting at the top of home. */
export function greetingPeriod(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The hour (0–23) the clock in `timeZone` reads: the viewer's, on the server as in the browser. */
export function hourIn(timeZone: string, at: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at),
  );
}
