import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What the server stores for a secret the client holds (session token, mailed key). The secrets
 * carry at least 128 random bits, so a fast hash suffices: nothing can be guessed offline.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
