import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameter set (19 MiB, 2 passes, 1 lane). */
const ARGON2ID_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id; a const enum in the typings, so the value is spelled out.
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
