import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailAddresses } from '../../db/schema/index.ts';
import { apiErrors } from '../http/api-errors.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, emailSchema, parseInput } from '../http/input.ts';
import {
  type ApiReply,
  authenticationResponse,
  conflict,
  forbidden,
  inputErrors,
  ok,
  requireRecentAuthentication,
  tooManyRequests,
} from '../http/responses.ts';
import { consumeAuthKey, peekAuthKey } from '../keys/auth-keys.ts';
import { userData } from '../users/user-data.ts';
import {
  addEmailAddress,
  deleteEmailAddress,
  findEmailOwner,
  findUserById,
  listEmailAddresses,
  markEmailVerified,
  setPrimaryEmail,
} from '../users/users.repository.ts';
import {
  emailAddressData,
  mayMailAddress,
  sendAccountExistsMail,
  sendVerificationMail,
  userMailLanguage,
} from './email-verification.ts';

const keyInput = z.object({ key: z.string().min(1) });
const emailInput = z.object({ email: emailSchema });
const primaryInput = z.object({ email: emailSchema, primary: z.literal(true) });

async function emailList(ctx: AuthContext, userId: string): Promise<ApiReply> {
  return ok((await listEmailAddresses(ctx.deps.db, userId)).map(emailAddressData));
}

export function registerEmailRoutes(router: AuthRouter): void {
  router.route('GET', '/auth/email/verify', async (ctx) => {
    const header = ctx.request.headers['x-email-verification-key'];
    const key = typeof header === 'string' ? header : '';
    const row = await peekAuthKey(ctx.deps.db, 'email_verification', key);
    const user = row && (await findUserById(ctx.deps.db, row.userId));
    if (!row || !user) return inputErrors([apiErrors.invalidVerificationKey()]);
    return ok(
      { email: row.email, user: userData(user) },
      { is_authenticating: ctx.pendingLogin?.userId === row.userId },
    );
  });

  router.route('POST', '/auth/email/verify', async (ctx) => {
    const { db } = ctx.deps;
    const input = parseInput(keyInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const row = await consumeAuthKey(db, 'email_verification', input.value.key);
    const [address] = row?.emailAddressId
      ? await db
          .select()
          .from(emailAddresses)
          .where(eq(emailAddresses.id, row.emailAddressId))
          .limit(1)
      : [];
    if (!row || !address) return inputErrors([apiErrors.invalidVerificationKey()]);
    await markEmailVerified(db, address);
    const pending = ctx.pendingLogin;
    if (!ctx.isAuthenticated && pending?.userId === row.userId) {
      const user = await findUserById(db, row.userId);
      if (user?.isActive) await ctx.login(user, pending.record);
    }
    return authenticationResponse(ctx);
  });

  const resend = async (ctx: AuthContext): Promise<ApiReply> => {
    const pending = ctx.pendingLogin;
    if (!pending) return conflict();
    if (!(await mayMailAddress(ctx.deps, pending.email))) return tooManyRequests();
    const owner = await findEmailOwner(ctx.deps.db, pending.email);
    if (pending.userId && owner?.user.id === pending.userId) {
      await sendVerificationMail(ctx.deps, owner.user, owner.address, { rateLimitChecked: true });
    } else if (owner) {
      await sendAccountExistsMail(ctx.deps, pending.email, userMailLanguage(owner.user), {
        rateLimitChecked: true,
      });
    }
    return ok();
  };
  router.route('POST', '/auth/email/verify/resend', resend);
  // The older name the web client still calls; same behaviour.
  router.route('POST', '/auth/email/verify/send', resend);

  router.route('GET', '/account/email', async (ctx) => {
    if (!ctx.user) return authenticationResponse(ctx);
    return emailList(ctx, ctx.user.id);
  });

  router.route('POST', '/account/email', async (ctx) => {
    const user = ctx.user;
    if (!user) return conflict();
    if (!(await ctx.deps.rateLimits.consume('manage_email', { user: user.id }))) {
      return tooManyRequests();
    }
    const reauthenticate = requireRecentAuthentication(ctx);
    if (reauthenticate) return reauthenticate;
    const input = parseInput(emailInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { email } = input.value;
    const owner = await findEmailOwner(ctx.deps.db, email);
    if (owner?.user.id === user.id) return inputErrors([apiErrors.duplicateEmail()]);
    const address = owner ? null : await addEmailAddress(ctx.deps.db, user.id, email);
    if (!address) {
      // Taken by another account: answer as if added, tell the owner (no enumeration).
      if (owner) await sendAccountExistsMail(ctx.deps, email, userMailLanguage(owner.user));
      return emailList(ctx, user.id);
    }
    await sendVerificationMail(ctx.deps, user, address);
    return emailList(ctx, user.id);
  });

  router.route('PUT', '/account/email', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    if (!(await ctx.deps.rateLimits.consume('manage_email', { user: user.id }))) {
      return tooManyRequests();
    }
    const input = parseInput(emailInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const owner = await findEmailOwner(ctx.deps.db, input.value.email);
    if (owner?.user.id !== user.id) return inputErrors([apiErrors.unknownEmail()]);
    const sent = await sendVerificationMail(ctx.deps, user, owner.address);
    return sent ? ok() : forbidden();
  });

  router.route('PATCH', '/account/email', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    if (!(await ctx.deps.rateLimits.consume('manage_email', { user: user.id }))) {
      return tooManyRequests();
    }
    const input = parseInput(primaryInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const owner = await findEmailOwner(ctx.deps.db, input.value.email);
    if (owner?.user.id !== user.id) return inputErrors([apiErrors.unknownEmail()]);
    if (!owner.address.verified) return inputErrors([apiErrors.unverifiedPrimaryEmail()]);
    await setPrimaryEmail(ctx.deps.db, owner.address);
    return emailList(ctx, user.id);
  });

  router.route('DELETE', '/account/email', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    if (!(await ctx.deps.rateLimits.consume('manage_email', { user: user.id }))) {
      return tooManyRequests();
    }
    const reauthenticate = requireRecentAuthentication(ctx);
    if (reauthenticate) return reauthenticate;
    const input = parseInput(emailInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const owner = await findEmailOwner(ctx.deps.db, input.value.email);
    if (owner?.user.id !== user.id) return inputErrors([apiErrors.unknownEmail()]);
    if (owner.address.primary) return inputErrors([apiErrors.cannotRemovePrimaryEmail()]);
    await deleteEmailAddress(ctx.deps.db, owner.address);
    return emailList(ctx, user.id);
  });
}
