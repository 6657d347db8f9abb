/**
 * A date as the viewer reads it: in their time zone and interface language (Intl only, so the
 * lists that show dates do not load the date library the pickers need).
 */
export function formatInZone(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
}
