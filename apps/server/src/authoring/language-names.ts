import type { Locale } from '../platform/locales.ts';

/** A language's name in the user's interface language ("fr" in Spanish is "francés"). */
export function languageDisplayName(isoLanguageCode: string, locale: Locale): string {
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'language' }).of(isoLanguageCode) ?? isoLanguageCode
    );
  } catch {
    return isoLanguageCode;
  }
}
