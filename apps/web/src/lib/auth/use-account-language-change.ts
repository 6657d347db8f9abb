import { useEffect, useRef } from 'react';
import { useCurrentUser } from './auth-store.ts';

/**
 * Calls `refresh` when the signed-in account takes another language (app/language-sync.ts saves
 * the one chosen on screen): what the server wrote for the account, such as the tutor's feedback,
 * is then to be read again, in the new language. Not called when the account first loads.
 */
export function useAccountLanguageChange(refresh: () => void): void {
  const language = useCurrentUser()?.language ?? null;
  const known = useRef(language);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const before = known.current;
    known.current = language;
    if (before !== null && language !== null && before !== language) latest.current();
  }, [language]);
}
