import { readFileSync } from 'node:fs';
import type { ApiMessage } from '../http/api-messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Generous (NIST asks for at least 64) while keeping a single hash request cheap. */
export const PASSWORD_MAX_LENGTH = 1024;
/** Django's UserAttributeSimilarityValidator default. */
const MAX_SIMILARITY = 0.7;

export type PasswordProblemCode =
  | 'password_too_short'
  | 'password_too_long'
  | 'password_too_common'
  | 'password_too_similar'
  | 'password_entirely_numeric';

/** A problem and its message, put into words in the request's language when the response is written. */
export type PasswordProblem = { code: PasswordProblemCode; message: ApiMessage };

let commonPasswords: Set<string> | undefined;

/**
 * The most common passwords of 8+ characters, most common first, from the zxcvbn-ts common
 * dictionary (@zxcvbn-ts/language-common 4.1.3, MIT): see README.md.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return commonPasswords.has(password.toLowerCase().trim());
}

/** difflib's quick_ratio: an upper bound of similarity from the characters two strings share. */
function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const available = counts.get(char) ?? 0;
    if (available > 0) {
      matches += 1;
      counts.set(char, available - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

function isTooSimilar(password: string, attributes: readonly (string | null | undefined)[]) {
  const lowered = password.toLowerCase();
  for (const value of attributes) {
    if (!value) continue;
    const valueLower = value.toLowerCase();
    for (const part of [...valueLower.split(/\W+/), valueLower]) {
      if (!part) continue;
      // A much longer password cannot be "too similar" to a short part, as in Django.
      const lengthBound = (MAX_SIMILARITY / 2) * lowered.length;
      if (lowered.length >= 10 * part.length && part.length < lengthBound) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return true;
    }
  }
  return false;
}

/** Django's default validators, as allauth applies them: every problem, not only the first. */
export function passwordProblems(
  password: string,
  user: { email?: string | null; username?: string | null; firstName?: string; lastName?: string },
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      code: 'password_too_short',
      message: { id: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } },
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push({
      code: 'password_too_long',
      message: { id: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } },
    });
  }
  if (isTooSimilar(password, [user.email, user.username, user.firstName, user.lastName])) {
    problems.push({
      code: 'password_too_similar',
      message: { id: 'passwordTooSimilar' },
    });
  }
  if (isCommonPassword(password)) {
    problems.push({ code: 'password_too_common', message: { id: 'passwordTooCommon' } });
  }
  if (/^\d+$/.test(password)) {
    problems.push({
      code: 'password_entirely_numeric',
      message: { id: 'passwordEntirelyNumeric' },
    });
  }
  return problems;
}
