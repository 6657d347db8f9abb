import type { AuthDeps } from '../auth-deps.ts';
import type { ApiError } from '../http/api-errors.ts';
import { apiErrors } from '../http/api-errors.ts';
import { isUsernameTaken } from '../users/users.repository.ts';

/** Django's username rule: up to 150 letters, digits and @ . + - _ characters. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]{1,150}$/u;

/** Checks an optional username; returns the normalized value (or null) and any errors. */
export async function checkUsername(
  deps: AuthDeps,
  username: string | undefined,
): Promise<{ username: string | null; errors: ApiError[] }> {
  const value = username?.trim() ?? '';
  if (!value) return { username: null, errors: [] };
  if (!USERNAME_PATTERN.test(value))
    return { username: null, errors: [apiErrors.usernameInvalid()] };
  if (await isUsernameTaken(deps.db, value)) {
    return { username: null, errors: [apiErrors.usernameTaken()] };
  }
  return { username: value, errors: [] };
}
