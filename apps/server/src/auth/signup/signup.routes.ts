import { z } from 'zod';
import { hashPassword } from '../../platform/password-hash.ts';
import { nowSeconds } from '../auth-deps.ts';
import {
  loginOrAwaitVerification,
  sendAccountExistsMail,
  startPendingLogin,
  userMailLanguage,
} from '../email/email-verification.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, emailSchema, parseInput } from '../http/input.ts';
import {
  authenticationResponse,
  conflict,
  inputErrors,
  tooManyRequests,
} from '../http/responses.ts';
import { languageFromAcceptLanguage } from '../mail/mail-messages.ts';
import { passwordProblems } from '../password/password-policy.ts';
import type { AuthRecord } from '../sessions/session-types.ts';
import { createAccount, findEmailOwner } from '../users/users.repository.ts';
import { checkUsername } from './username.ts';

const signupInput = z.object({
  email: emailSchema,
  password: z.string(),
  username: z.string().optional(),
});

export function registerSignupRoutes(router: AuthRouter): void {
  router.route('POST', '/auth/signup', async (ctx) => {
    const { deps } = ctx;
    if (!(await deps.rateLimits.consume('signup', { ip: ctx.ip }))) return tooManyRequests();
    if (ctx.isAuthenticated) return conflict();
    const input = parseInput(signupInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { email, password } = input.value;
    const username = await checkUsername(deps, input.value.username);
    const errors = [
      ...username.errors,
      ...passwordProblems(password, { email, username: username.username }).map((problem) => ({
        ...problem,
        param: 'password',
      })),
    ];
    if (errors.length > 0) return inputErrors(errors);

    const language = languageFromAcceptLanguage(ctx.request.headers['accept-language']);
    const passwordHash = await hashPassword(password);
    const record: AuthRecord = { method: 'password', at: nowSeconds(), email };
    const owner = await findEmailOwner(deps.db, email);
    const created = owner
      ? null
      : await createAccount(deps.db, {
          email,
          emailVerified: false,
          username: username.username,
          passwordHash,
          language,
        });
    if (!created) {
      // No account enumeration: the caller sees an ordinary sign-up, the owner gets a mail.
      await sendAccountExistsMail(deps, email, owner ? userMailLanguage(owner.user) : language);
      await startPendingLogin(ctx, null, email, record);
      return authenticationResponse(ctx);
    }
    await loginOrAwaitVerification(ctx, created.user, created.address, record, {
      mailWhenOptional: true,
    });
    return authenticationResponse(ctx);
  });
}
