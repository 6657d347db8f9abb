import i18next from 'i18next';
import { isLocale, LANGUAGE_COOKIE, LOCALE_NAMES, type Locale } from '../config/locales.ts';
import { authStore } from '../lib/auth/auth-store.ts';
import { readCookie } from '../lib/cookies.ts';
import { changeLocale, takeLocaleChosenByHand } from '../lib/i18n.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { updateProfile } from './update-profile.ts';

/** Long enough to read, and to find the language menu it points to. */
const ACCOUNT_LANGUAGE_NOTICE_MS = 8000;

/**
 * Keeps the interface language and the account's language together: the server writes in the
 * account's (the tutor's feedback, error messages, e-mails), so it must be the one on screen.
 * Choosing a language while signed in saves it on the account; one chosen on a signed-out page is
 * saved on the account signed in next; signing in on a device that never chose one takes the
 * account's.
 */
export function connectLanguageSync(): void {
  i18next.on('languageChanged', (language) => {
    const user = authStore.get().user;
    if (!user || !isLocale(language)) return;
    takeLocaleChosenByHand();
    if (user.language !== language) saveOnAccount(language);
  });
  let lastUserId: string | null = null;
  authStore.subscribe(() => {
    const user = authStore.get().user;
    if (!user || user.id === lastUserId) return;
    lastUserId = user.id;
    const chosen = takeLocaleChosenByHand();
    if (chosen) {
      if (chosen !== user.language) saveOnAccount(chosen);
      return;
    }
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

function saveOnAccount(language: Locale): void {
  const userId = authStore.get().user?.id;
  updateProfile({ language })
    .then(() =>
      authStore.set((state) =>
        state.user?.id === userId && state.user
          ? { ...state, user: { ...state.user, language } }
          : state,
      ),
    )
    .catch(() => undefined);
}
