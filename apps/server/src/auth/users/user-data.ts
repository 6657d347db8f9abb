import type { UserRow } from '../sessions/request-session.ts';

/** First and last name if both exist, else whichever exists, else username, else e-mail. */
export function displayName(user: {
  firstName: string;
  lastName: string;
  username: string | null;
  email: string | null;
}): string {
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (first && last) return `${first} ${last}`;
  if (first || last) return first || last;
  return user.username || user.email || '';
}

/** allauth's user object plus our user_type (null until the user chooses one). */
export type UserData = {
  id: string;
  display: string;
  has_usable_password: boolean;
  email?: string;
  username?: string;
  user_type: UserRow['userType'];
};

export function userData(user: UserRow): UserData {
  return {
    id: user.id,
    display: displayName(user),
    has_usable_password: user.passwordHash !== null,
    ...(user.email ? { email: user.email } : {}),
    ...(user.username ? { username: user.username } : {}),
    user_type: user.userType,
  };
}
