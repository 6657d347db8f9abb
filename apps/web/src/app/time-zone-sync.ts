import { authStore } from '../lib/auth/auth-store.ts';
import { browserTimeZone, timeZoneChosenByHand } from '../lib/time-zone.ts';
import { updateProfile } from './update-profile.ts';

/**
 * Due dates are shown and mailed in the account's time zone: once a user is signed in, the
 * browser's zone is saved on the account when it differs, unless the user chose one by hand in
 * the profile settings (then theirs stays, whatever the device says).
 */
export function connectTimeZoneSync(): void {
  let lastUserId: string | null = null;
  authStore.subscribe(() => {
    const user = authStore.get().user;
    if (!user || user.id === lastUserId) return;
    lastUserId = user.id;
    const timeZone = browserTimeZone();
    if (user.timeZone === timeZone || timeZoneChosenByHand(user.id)) return;
    updateProfile({ timeZone })
      .then(() =>
        authStore.set((state) =>
          state.user?.id === user.id ? { ...state, user: { ...state.user, timeZone } } : state,
        ),
      )
      .catch(() => undefined);
  });
}
