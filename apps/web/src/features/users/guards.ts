import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ensureAuth } from '../../lib/auth/auth-store.ts';
import { type CurrentUser, isProfileComplete, type UserType } from '../../lib/auth/current-user.ts';
import { homeFor } from '../../lib/auth/user-home.ts';
import { type Guard, requestPath } from '../../lib/route-guard.ts';

/** The signed-in user; require-auth runs first, so a missing user only means a stale session. */
async function signedInUser(request: Request): Promise<CurrentUser> {
  const { user } = await ensureAuth();
  if (!user) throw redirect(paths.accounts.login.getHref(requestPath(request)));
  return user;
}

function requireType(userType: UserType): Guard {
  return async ({ request }) => {
    const user = await signedInUser(request);
    if (!user.userType)
      throw redirect(paths.accounts.confirmUserType.getHref(requestPath(request)));
    if (user.userType !== userType) throw redirect(homeFor(user.userType));
  };
}

/** A type has been chosen, or off to choose one (and back here afterwards). */
export const requireUserType: Guard = async ({ request }) => {
  const user = await signedInUser(request);
  if (!user.userType) throw redirect(paths.accounts.confirmUserType.getHref(requestPath(request)));
};

/** No type chosen yet, or off to the home of the type already chosen. */
export const requireNotUserType: Guard = async ({ request }) => {
  const user = await signedInUser(request);
  if (user.userType) throw redirect(homeFor(user.userType));
};

export const requireStudent: Guard = requireType('STUDENT');
export const requireTeacher: Guard = requireType('TEACHER');

/** A user with a type finishes the profile (names, languages) before going home. */
export const completeProfile: Guard = async ({ request }) => {
  const user = await signedInUser(request);
  if (!isProfileComplete(user)) {
    throw redirect(paths.accounts.completeProfile.getHref(requestPath(request)));
  }
};
