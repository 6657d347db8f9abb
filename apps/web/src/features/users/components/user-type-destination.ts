import { paths, safeNext } from '../../../config/paths.ts';
import { type CurrentUser, isProfileComplete } from '../../../lib/auth/current-user.ts';
import { homeFor } from '../../../lib/auth/user-home.ts';

/**
 * Where a user goes once the type is chosen: the page that asked (a safe `next`, e.g. an
 * invitation) or their home, through complete-profile first while names or languages are
 * missing. Invite routes do not ask for the profile themselves, so this is where a new user
 * coming from an invite link is led through it.
 */
export function destinationAfterUserType(user: CurrentUser | null, next: string | null): string {
  const destination = safeNext(next) ?? homeFor(user?.userType);
  if (user && !isProfileComplete(user)) return paths.accounts.completeProfile.getHref(destination);
  return destination;
}
