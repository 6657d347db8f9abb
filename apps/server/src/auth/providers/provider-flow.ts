import { nowSeconds } from '../auth-deps.ts';
import { loginOrAwaitVerification } from '../email/email-verification.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { emailSchema } from '../http/input.ts';
import { languageFromAcceptLanguage } from '../mail/mail-messages.ts';
import type { AuthRecord, ProviderProfile } from '../sessions/session-types.ts';
import {
  connectSocialAccount,
  createAccount,
  findEmailOwner,
  findSocialAccount,
  findUserById,
  touchSocialAccount,
} from '../users/users.repository.ts';

export type ProviderProcess = 'login' | 'connect';

/** Why a provider flow stopped; sent to the web app as `?error=` on the callback URL. */
export type ProviderFlowError = 'unauthenticated' | 'connected_elsewhere' | 'inactive' | 'unknown';

export function profileExtraData(profile: ProviderProfile): Record<string, unknown> {
  return {
    sub: profile.uid,
    email: profile.email,
    email_verified: profile.emailVerified,
    name: profile.name,
    given_name: profile.givenName,
    family_name: profile.familyName,
    preferred_username: profile.preferredUsername,
  };
}

/** The name shown for a connected account: its e-mail, name or username at the provider. */
export function providerAccountDisplay(extraData: Record<string, unknown>, uid: string): string {
  for (const key of ['email', 'name', 'preferred_username']) {
    const value = extraData[key];
    if (typeof value === 'string' && value) return value;
  }
  return uid;
}

/** An address we can sign the person up with: well-formed and used by no account. */
async function usableEmail(ctx: AuthContext, profile: ProviderProfile): Promise<string | null> {
  const parsed = emailSchema.safeParse(profile.email ?? '');
  if (!parsed.success) return null;
  return (await findEmailOwner(ctx.deps.db, parsed.data)) ? null : parsed.data;
}

/**
 * What happens once a provider vouched for a person (redirect callback or token): connect the
 * account, sign its owner in, sign a new person up, or park a provider sign-up when the provider
 * gave no usable e-mail. A provider-verified address counts as verified.
 */
export async function completeProviderFlow(
  ctx: AuthContext,
  providerId: string,
  profile: ProviderProfile,
  process: ProviderProcess,
): Promise<ProviderFlowError | null> {
  const { db } = ctx.deps;
  const existing = await findSocialAccount(db, providerId, profile.uid);
  const extraData = profileExtraData(profile);
  const record: AuthRecord = {
    method: 'socialaccount',
    at: nowSeconds(),
    provider: providerId,
    uid: profile.uid,
    reauthenticated: false,
  };

  if (process === 'connect') {
    const user = ctx.user;
    if (!user) return 'unauthenticated';
    if (existing && existing.userId !== user.id) return 'connected_elsewhere';
    if (existing) await touchSocialAccount(db, existing.id, extraData);
    else if (
      !(await connectSocialAccount(db, {
        userId: user.id,
        provider: providerId,
        uid: profile.uid,
        extraData,
      }))
    ) {
      return 'connected_elsewhere';
    }
    return null;
  }

  if (existing) {
    const owner = await findUserById(db, existing.userId);
    if (!owner?.isActive) return 'inactive';
    await touchSocialAccount(db, existing.id, extraData);
    if (ctx.user?.id === owner.id) {
      // Signing in again with one's own provider account proves presence: a reauthentication.
      await ctx.addAuthRecord({ ...record, reauthenticated: true });
    } else {
      await ctx.login(owner, record);
    }
    return null;
  }

  if (ctx.user) await ctx.endSession();
  const email = await usableEmail(ctx, profile);
  const created = email
    ? await createAccount(db, {
        email,
        emailVerified: profile.emailVerified,
        passwordHash: null,
        language: languageFromAcceptLanguage(ctx.request.headers['accept-language']),
        firstName: profile.givenName ?? '',
        lastName: profile.familyName ?? '',
      })
    : null;
  if (!created) {
    await ctx.updateData((data) => ({
      ...data,
      pendingProviderSignup: { providerId, profile, startedAt: nowSeconds() },
      pendingLogin: undefined,
    }));
    return null;
  }
  if (
    !(await connectSocialAccount(db, {
      userId: created.user.id,
      provider: providerId,
      uid: profile.uid,
      extraData,
    }))
  ) {
    return 'unknown';
  }
  await loginOrAwaitVerification(ctx, created.user, created.address, record, {
    mailWhenOptional: true,
  });
  return null;
}
