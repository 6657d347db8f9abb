import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { nowSeconds } from '../auth-deps.ts';
import { loginOrAwaitVerification } from '../email/email-verification.ts';
import { apiErrors } from '../http/api-errors.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, emailSchema, parseInput } from '../http/input.ts';
import {
  authenticationResponse,
  conflict,
  inputErrors,
  tooManyRequests,
} from '../http/responses.ts';
import { findEmailOwner } from '../users/users.repository.ts';

const loginInput = z.object({ email: emailSchema, password: z.string() });
const reauthenticateInput = z.object({ password: z.string() });

/** Verified against when the address is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
};

export function registerLoginRoutes(router: AuthRouter): void {
  router.route('POST', '/auth/login', async (ctx) => {
    const { rateLimits, db } = ctx.deps;
    if (!(await rateLimits.consume('login', { ip: ctx.ip }))) return tooManyRequests();
    if (ctx.isAuthenticated) return conflict();
    const input = parseInput(loginInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { email, password } = input.value;
    const attempt = { ip: ctx.ip, key: email.toLowerCase() };
    // Every attempt counts as a failure before the password is checked, atomically on every
    // instance: parallel guesses cannot all slip in before the first one is recorded.
    const verdict = await rateLimits.take('login_failed', attempt);
    if (!verdict.allowed) {
      return inputErrors([apiErrors.tooManyLoginAttempts(verdict.retryAfterSeconds)]);
    }
    const owner = await findEmailOwner(db, email);
    const hash = owner?.user.isActive ? owner.user.passwordHash : null;
    const matches = await verifyPassword(hash ?? (await decoy()), password);
    if (!owner || !hash || !matches) return inputErrors([apiErrors.emailPasswordMismatch()]);
    // Not a failure after all: the account's count starts over, the address gets its point back.
    await Promise.all([
      rateLimits.clear('login_failed', { key: attempt.key }),
      rateLimits.refund('login_failed', { ip: attempt.ip }),
    ]);
    await loginOrAwaitVerification(
      ctx,
      owner.user,
      owner.address,
      { method: 'password', at: nowSeconds(), email: owner.address.email },
      { mailWhenOptional: false },
    );
    return authenticationResponse(ctx);
  });

  router.route('POST', '/auth/reauthenticate', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    if (!(await ctx.deps.rateLimits.consume('reauthenticate', { user: user.id }))) {
      return tooManyRequests();
    }
    const input = parseInput(reauthenticateInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const matches = user.passwordHash
      ? await verifyPassword(user.passwordHash, input.value.password)
      : false;
    if (!matches) return inputErrors([apiErrors.incorrectPassword()]);
    await ctx.addAuthRecord({ method: 'password', at: nowSeconds(), reauthenticated: true });
    return authenticationResponse(ctx);
  });
}
