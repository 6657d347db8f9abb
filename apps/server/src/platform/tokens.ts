import { randomBytes } from 'node:crypto';

/** A URL-safe random token with 128 bits of entropy (or more when asked). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
