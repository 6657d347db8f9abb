import * as oidc from 'openid-client';
import { z } from 'zod';
import { nowSeconds, PENDING_FLOW_TIMEOUT_SECONDS } from '../auth-deps.ts';
import { loginOrAwaitVerification } from '../email/email-verification.ts';
import { apiErrors } from '../http/api-errors.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, emailSchema, parseInput } from '../http/input.ts';
import {
  type ApiReply,
  authenticationResponse,
  conflict,
  inputErrors,
  ok,
  providerData,
  redirect,
  requireRecentAuthentication,
} from '../http/responses.ts';
import { languageFromAcceptLanguage } from '../mail/mail-messages.ts';
import { webLinks } from '../mail/send-mail.ts';
import type { ProviderRedirectState } from '../sessions/session-types.ts';
import { checkUsername } from '../signup/username.ts';
import {
  connectSocialAccount,
  createAccount,
  deleteSocialAccount,
  findEmailOwner,
  listEmailAddresses,
  listSocialAccounts,
} from '../users/users.repository.ts';
import { completeProviderFlow, profileExtraData, providerAccountDisplay } from './provider-flow.ts';

const processSchema = z.enum(['login', 'connect']);
const redirectInput = z.object({
  provider: z.string().min(1),
  process: processSchema,
  callback_url: z.string().min(1),
});
const tokenInput = z.object({
  provider: z.string().min(1),
  process: processSchema,
  token: z.object({
    client_id: z.string(),
    id_token: z.string().optional(),
    access_token: z.string().optional(),
  }),
});
const disconnectInput = z.object({ provider: z.string(), account: z.string() });
const providerSignupInput = z.object({ email: emailSchema, username: z.string().optional() });

/** Redirect states kept per session; older ones are dropped (abandoned attempts). */
const MAX_REDIRECT_STATES = 5;

function withQuery(url: string, params: Record<string, string>): string {
  const [base, hash] = url.split('#', 2);
  const separator = base?.includes('?') ? '&' : '?';
  const query = new URLSearchParams(params).toString();
  return `${base}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}

function requestOrigin(ctx: AuthContext): string {
  return `${ctx.request.protocol}://${ctx.request.host}`;
}

/**
 * The web app callback may be a path, or an absolute URL on the same host as the API or the web
 * app (any port, for a dev server): anything else would make us an open redirect.
 */
function isAllowedCallback(ctx: AuthContext, callbackUrl: string): boolean {
  if (callbackUrl.startsWith('/')) return !callbackUrl.startsWith('//');
  try {
    const url = new URL(callbackUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const hosts = [new URL(ctx.deps.config.publicUrl).hostname, ctx.request.hostname];
    return hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

function socialAccountData(
  ctx: AuthContext,
  account: { provider: string; uid: string; extraData: Record<string, unknown> },
) {
  const provider = ctx.deps.providers.get(account.provider);
  return {
    uid: account.uid,
    display: providerAccountDisplay(account.extraData, account.uid),
    provider: provider
      ? providerData(provider, ctx.client)
      : { id: account.provider, name: account.provider, flows: [] },
  };
}

async function providerAccountList(ctx: AuthContext, userId: string): Promise<ApiReply> {
  const accounts = await listSocialAccounts(ctx.deps.db, userId);
  return ok(accounts.map((account) => socialAccountData(ctx, account)));
}

export function registerProviderRoutes(router: AuthRouter, prefix: string): void {
  if (router.client === 'browser') {
    router.route('POST', '/auth/provider/redirect', async (ctx) => {
      const input = parseInput(redirectInput, bodyOf(ctx.request));
      const callbackUrl = input.ok ? input.value.callback_url : undefined;
      if (!input.ok || !callbackUrl || !isAllowedCallback(ctx, callbackUrl)) {
        return inputErrors(input.ok ? [apiErrors.invalid('callback_url')] : input.errors);
      }
      const { provider: providerId, process } = input.value;
      const fail = (error: string) =>
        redirect(withQuery(callbackUrl, { error, error_process: process }));
      if (!ctx.deps.providers.get(providerId)) return fail('unknown_provider');
      if (process === 'connect' && !ctx.user) return fail('unauthenticated');

      const state = oidc.randomState();
      const entry: ProviderRedirectState = {
        providerId,
        process,
        callbackUrl,
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        redirectUri: `${requestOrigin(ctx)}${prefix}/auth/provider/callback/${providerId}`,
        startedAt: nowSeconds(),
      };
      let location: URL;
      try {
        location = await ctx.deps.providers.authorizationUrl(providerId, {
          redirectUri: entry.redirectUri,
          state,
          nonce: entry.nonce,
          codeVerifier: entry.codeVerifier,
        });
      } catch (error) {
        ctx.deps.log.warn({ err: error, providerId }, 'provider discovery failed');
        return fail('unknown');
      }
      await ctx.updateData((data) => {
        const live = Object.entries(data.providerStates ?? {})
          .filter(([, s]) => nowSeconds() - s.startedAt < PENDING_FLOW_TIMEOUT_SECONDS)
          .slice(-(MAX_REDIRECT_STATES - 1));
        return { ...data, providerStates: Object.fromEntries([...live, [state, entry]]) };
      });
      return redirect(location.toString());
    });

    const callback = async (ctx: AuthContext): Promise<ApiReply> => {
      const providerId = (ctx.request.params as { provider: string }).provider;
      const params =
        ctx.request.method === 'POST'
          ? bodyOf(ctx.request)
          : (ctx.request.query as Record<string, unknown>);
      const state = typeof params.state === 'string' ? params.state : '';
      const entry = ctx.data.providerStates?.[state];
      if (!entry || entry.providerId !== providerId) {
        return redirect(
          withQuery(webLinks.providerError(ctx.deps.config), {
            error: 'state_mismatch',
            error_process: 'login',
          }),
        );
      }
      await ctx.updateData((data) => {
        const { [state]: _used, ...rest } = data.providerStates ?? {};
        return { ...data, providerStates: rest };
      });
      const back = (error?: string) =>
        redirect(
          error
            ? withQuery(entry.callbackUrl, { error, error_process: entry.process })
            : entry.callbackUrl,
        );
      if (typeof params.error === 'string') {
        return back(params.error === 'access_denied' ? 'cancelled' : 'unknown');
      }
      const currentUrl = new URL(entry.redirectUri);
      for (const [name, value] of Object.entries(params)) {
        if (typeof value === 'string') currentUrl.searchParams.set(name, value);
      }
      let profile: Awaited<ReturnType<typeof ctx.deps.providers.completeAuthorization>>;
      try {
        profile = await ctx.deps.providers.completeAuthorization(providerId, currentUrl, {
          state,
          nonce: entry.nonce,
          codeVerifier: entry.codeVerifier,
        });
      } catch (error) {
        ctx.deps.log.warn({ err: error, providerId }, 'provider callback failed');
        return back('unknown');
      }
      const error = await completeProviderFlow(ctx, providerId, profile, entry.process);
      return back(error ?? undefined);
    };
    router.route('GET', '/auth/provider/callback/:provider', callback, { csrf: false });
    router.route('POST', '/auth/provider/callback/:provider', callback, { csrf: false });
  }

  router.route('POST', '/auth/provider/token', async (ctx) => {
    const input = parseInput(tokenInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { provider: providerId, process, token } = input.value;
    const provider = ctx.deps.providers.get(providerId);
    if (!provider) return inputErrors([apiErrors.unknownProvider()]);
    if (token.client_id !== provider.clientId || !token.id_token) {
      return inputErrors([apiErrors.invalidProviderToken()]);
    }
    if (process === 'connect' && !ctx.user) return authenticationResponse(ctx);
    let profile: Awaited<ReturnType<typeof ctx.deps.providers.verifyIdToken>>;
    try {
      profile = await ctx.deps.providers.verifyIdToken(providerId, {
        idToken: token.id_token,
        accessToken: token.access_token,
      });
    } catch {
      return inputErrors([apiErrors.invalidProviderToken()]);
    }
    const error = await completeProviderFlow(ctx, providerId, profile, process);
    if (error === 'connected_elsewhere')
      return inputErrors([apiErrors.accountConnectedElsewhere()]);
    if (error === 'unauthenticated') return authenticationResponse(ctx);
    if (error) return inputErrors([apiErrors.invalidProviderToken()]);
    return authenticationResponse(ctx);
  });

  router.route('GET', '/auth/provider/signup', async (ctx) => {
    const pending = ctx.pendingProviderSignup;
    const provider = pending && ctx.deps.providers.get(pending.providerId);
    if (!pending || !provider) return conflict();
    const { profile } = pending;
    const display =
      [profile.givenName, profile.familyName].filter(Boolean).join(' ') ||
      profile.name ||
      profile.preferredUsername ||
      profile.email ||
      profile.uid;
    return ok({
      email: profile.email
        ? [{ email: profile.email, primary: true, verified: profile.emailVerified }]
        : [],
      account: socialAccountData(ctx, {
        provider: provider.id,
        uid: profile.uid,
        extraData: profileExtraData(profile),
      }),
      user: {
        display,
        has_usable_password: false,
        ...(profile.email ? { email: profile.email } : {}),
      },
    });
  });

  router.route('POST', '/auth/provider/signup', async (ctx) => {
    const pending = ctx.pendingProviderSignup;
    if (!pending || !ctx.deps.providers.get(pending.providerId)) return conflict();
    const input = parseInput(providerSignupInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const { email } = input.value;
    const username = await checkUsername(ctx.deps, input.value.username);
    if (username.errors.length > 0) return inputErrors(username.errors);
    if (await findEmailOwner(ctx.deps.db, email)) return inputErrors([apiErrors.emailTaken()]);
    const { profile, providerId } = pending;
    const verified = profile.emailVerified && profile.email?.toLowerCase() === email.toLowerCase();
    const created = await createAccount(ctx.deps.db, {
      email,
      emailVerified: verified,
      username: username.username,
      passwordHash: null,
      language: languageFromAcceptLanguage(ctx.request.headers['accept-language']),
      firstName: profile.givenName ?? '',
      lastName: profile.familyName ?? '',
    });
    if (!created) return inputErrors([apiErrors.emailTaken()]);
    const connected = await connectSocialAccount(ctx.deps.db, {
      userId: created.user.id,
      provider: providerId,
      uid: profile.uid,
      extraData: profileExtraData(profile),
    });
    if (!connected) return conflict();
    await ctx.updateData((data) => ({ ...data, pendingProviderSignup: undefined }));
    await loginOrAwaitVerification(
      ctx,
      created.user,
      created.address,
      {
        method: 'socialaccount',
        at: nowSeconds(),
        provider: providerId,
        uid: profile.uid,
        reauthenticated: false,
      },
      { mailWhenOptional: true },
    );
    return authenticationResponse(ctx);
  });

  router.route('GET', '/account/providers', async (ctx) => {
    if (!ctx.user) return authenticationResponse(ctx);
    return providerAccountList(ctx, ctx.user.id);
  });

  router.route('DELETE', '/account/providers', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    const reauthenticate = requireRecentAuthentication(ctx);
    if (reauthenticate) return reauthenticate;
    const input = parseInput(disconnectInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const accounts = await listSocialAccounts(ctx.deps.db, user.id);
    const account = accounts.find(
      (a) => a.provider === input.value.provider && a.uid === input.value.account,
    );
    if (!account) return inputErrors([apiErrors.accountNotFound()]);
    if (accounts.length === 1 && user.passwordHash === null) {
      return inputErrors([apiErrors.noPassword()]);
    }
    if (ctx.deps.config.emailVerification === 'mandatory') {
      const addresses = await listEmailAddresses(ctx.deps.db, user.id);
      if (!addresses.some((address) => address.verified)) {
        return inputErrors([apiErrors.noVerifiedEmail()]);
      }
    }
    await deleteSocialAccount(ctx.deps.db, account.id);
    return providerAccountList(ctx, user.id);
  });
}
