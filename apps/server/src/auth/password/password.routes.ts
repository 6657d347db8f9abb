import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../platform/password-hash.ts';
import { userMailLanguage } from '../email/email-verification.ts';
import { type ApiError, apiErrors } from '../http/api-errors.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, emailSchema, parseInput } from '../http/input.ts';
import {
  authenticationResponse,
  inputErrors,
  ok,
  requireRecentAuthentication,
  tooManyRequests,
} from '../http/responses.ts';
import { consumeAuthKey, issueAuthKey, peekAuthKey, voidAuthKeys } from '../keys/auth-keys.ts';
import { languageFromAcceptLanguage } from '../mail/mail-messages.ts';
import { sendAuthMail, webLinks } from '../mail/send-mail.ts';
import type { UserRow } from '../sessions/request-session.ts';
import { userData } from '../users/user-data.ts';
import {
  findEmailOwner,
  findUserById,
  markEmailVerified,
  setPasswordHash,
} from '../users/users.repository.ts';
import { passwordProblems } from './password-policy.ts';

const requestInput = z.object({ email: emailSchema });
const resetInput = z.object({ key: z.string(), password: z.string() });
const changeInput = z.object({
  current_password: z.string().optional(),
  new_password: z.string(),
});

const problemsFor = (password: string, user: UserRow, param: string): ApiError[] =>
  passwordProblems(password, user).map((problem) => ({ ...problem, param }));

export function registerPasswordRoutes(router: AuthRouter): void {
  router.route('POST', '/auth/password/request', async (ctx) => {
    const { deps } = ctx;
    const input = parseInput(requestInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { email } = input.value;
    const limited = !(await deps.rateLimits.consume('reset_password', {
      ip: ctx.ip,
      key: email.toLowerCase(),
    }));
    if (limited) return tooManyRequests();
    const owner = await findEmailOwner(deps.db, email);
    // Known or not, the caller gets the same answer; only the mail differs.
    if (owner?.user.isActive) {
      const key = await issueAuthKey(deps.db, {
        kind: 'password_reset',
        userId: owner.user.id,
        email: owner.address.email,
      });
      await sendAuthMail(
        deps,
        owner.address.email,
        'password_reset',
        userMailLanguage(owner.user),
        {
          email: owner.address.email,
          link: webLinks.passwordResetKey(deps.config, key),
        },
      );
    } else {
      const language = languageFromAcceptLanguage(ctx.request.headers['accept-language']);
      await sendAuthMail(deps, email, 'unknown_account', language, {
        email,
        link: webLinks.signup(deps.config),
      });
    }
    return ok();
  });

  router.route('GET', '/auth/password/reset', async (ctx) => {
    const header = ctx.request.headers['x-password-reset-key'];
    const row = await peekAuthKey(
      ctx.deps.db,
      'password_reset',
      typeof header === 'string' ? header : '',
    );
    const user = row && (await findUserById(ctx.deps.db, row.userId));
    if (!row || !user?.isActive) return inputErrors([apiErrors.invalidPasswordResetKey()]);
    return ok({ user: userData(user) });
  });

  router.route('POST', '/auth/password/reset', async (ctx) => {
    const { deps } = ctx;
    if (!(await deps.rateLimits.consume('reset_password_from_key', { ip: ctx.ip }))) {
      return tooManyRequests();
    }
    const input = parseInput(resetInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { key, password } = input.value;
    const row = await peekAuthKey(deps.db, 'password_reset', key);
    const user = row && (await findUserById(deps.db, row.userId));
    if (!row || !user?.isActive) return inputErrors([apiErrors.invalidPasswordResetKey()]);
    const problems = problemsFor(password, user, 'password');
    if (problems.length > 0) return inputErrors(problems);
    const passwordHash = await hashPassword(password);
    if (!(await consumeAuthKey(deps.db, 'password_reset', key))) {
      return inputErrors([apiErrors.invalidPasswordResetKey()]);
    }
    await setPasswordHash(deps.db, user.id, passwordHash);
    await voidAuthKeys(deps.db, 'password_reset', user.id);
    // The reset link reached the mailbox, which proves the address.
    const owner = await findEmailOwner(deps.db, row.email);
    if (owner?.user.id === user.id && !owner.address.verified) {
      await markEmailVerified(deps.db, owner.address);
    }
    await deps.sessions.deleteForUser(user.id);
    await ctx.reload();
    return authenticationResponse(ctx);
  });

  router.route('POST', '/account/password/change', async (ctx) => {
    const { deps } = ctx;
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    if (!(await deps.rateLimits.consume('change_password', { user: user.id }))) {
      return tooManyRequests();
    }
    const reauthenticate = requireRecentAuthentication(ctx);
    if (reauthenticate) return reauthenticate;
    const input = parseInput(changeInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { current_password: current, new_password: next } = input.value;
    const errors: ApiError[] = [];
    if (user.passwordHash) {
      if (!current) errors.push(apiErrors.required('current_password'));
      else if (!(await verifyPassword(user.passwordHash, current))) {
        errors.push(apiErrors.enterCurrentPassword());
      }
    }
    errors.push(...problemsFor(next, user, 'new_password'));
    if (errors.length > 0) return inputErrors(errors);
    const passwordHash = await hashPassword(next);
    await setPasswordHash(deps.db, user.id, passwordHash);
    user.passwordHash = passwordHash;
    await voidAuthKeys(deps.db, 'password_reset', user.id);
    await deps.sessions.deleteForUser(user.id, { except: ctx.session?.id });
    return authenticationResponse(ctx);
  });
}
