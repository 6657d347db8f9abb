import i18next from 'i18next';
import { isLocale, LANGUAGE_COOKIE, LOCALE_NAMES } from '../config/locales.ts';
import { authStore } from '../lib/auth/auth-store.ts';
import { readCookie } from '../lib/cookies.ts';
import { changeLocale } from '../lib/i18n.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { updateProfile } from './update-profile.ts';

/** Long enough to read, and to find the language menu it points to. */
const ACCOUNT_LANGUAGE_NOTICE_MS = 8000;

/**
 * Keeps the interface language and the account's language (used for its e-mails) together:
 * choosing a language saves it on the account; signing in on a device that never chose one
 * takes the account's.
 */
export function connectLanguageSync(): void {
  i18next.on('languageChanged', (language) => {
    const user = authStore.get().user;
    if (!user || user.language === language || !isLocale(language)) return;
    updateProfile({ language })
      .then(() =>
        authStore.set((state) =>
          state.user ? { ...state, user: { ...state.user, language } } : state,
        ),
      )
      .catch(() => undefined);
  });
  let lastUserId: string | null = null;
  authStore.subscribe(() => {
    const user = authStore.get().user;
    if (!user || user.id === lastUserId) return;
    lastUserId = user.id;
    if (
      !readCookie(LANGUAGE_COOKIE) &&
      isLocale(user.language) &&
      user.language !== i18next.language
    ) {
      const language = user.language;
      // Said in the language just taken, so the change is not a surprise.
      void changeLocale(language).then(() =>
        showSnackbar(i18next.t('language.fromAccount', { language: LOCALE_NAMES[language] }), {
          timeoutMs: ACCOUNT_LANGUAGE_NOTICE_MS,
        }),
      );
    }
  });
}
