import { nowSeconds, REAUTHENTICATION_TIMEOUT_SECONDS } from '../auth-deps.ts';
import type { ProviderInfo } from '../providers/oidc-providers.ts';
import type { AuthRecord } from '../sessions/session-types.ts';
import { userData } from '../users/user-data.ts';
import type { ApiError } from './api-errors.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * What a handler answers: a JSON envelope, input errors (400, their messages written in the
 * request's language when sent), or (provider flows) a redirect.
 */
export type ApiReply =
  | { kind: 'json'; status: number; body: Record<string, unknown> }
  | { kind: 'errors'; errors: ApiError[] }
  | { kind: 'redirect'; location: string };

const json = (status: number, body: Record<string, unknown>): ApiReply => ({
  kind: 'json',
  status,
  body,
});

export const ok = (data?: unknown, meta?: Record<string, unknown>): ApiReply =>
  json(200, {
    status: 200,
    ...(data === undefined ? {} : { data }),
    ...(meta === undefined ? {} : { meta }),
  });

export const inputErrors = (errors: ApiError[]): ApiReply => ({ kind: 'errors', errors });
export const forbidden = (): ApiReply => json(403, { status: 403 });
export const conflict = (): ApiReply => json(409, { status: 409 });
export const tooManyRequests = (): ApiReply => json(429, { status: 429 });
export const redirect = (location: string): ApiReply => ({ kind: 'redirect', location });

export function providerData(provider: ProviderInfo, client: AuthContext['client']) {
  return {
    id: provider.id,
    name: provider.name,
    client_id: provider.clientId,
    openid_configuration_url: provider.openidConfigurationUrl,
    flows: client === 'browser' ? ['provider_redirect', 'provider_token'] : ['provider_token'],
  };
}

function authMeta(ctx: AuthContext, isAuthenticated: boolean): Record<string, unknown> {
  const token = ctx.exposedSessionToken;
  return { is_authenticated: isAuthenticated, ...(token ? { session_token: token } : {}) };
}

/** allauth's record shape; socialaccount records always carry `reauthenticated` (the document requires it). */
function methodData(record: AuthRecord): Record<string, unknown> {
  return { ...record };
}

/** The flows an anonymous client can start, plus the one pending in its session. */
function anonymousFlows(ctx: AuthContext): Record<string, unknown>[] {
  const flows: Record<string, unknown>[] = [{ id: 'login' }, { id: 'signup' }];
  const providers = ctx.deps.providers.list();
  if (providers.length > 0) {
    const ids = providers.map((provider) => provider.id);
    if (ctx.client === 'browser') flows.push({ id: 'provider_redirect', providers: ids });
    flows.push({ id: 'provider_token', providers: ids });
  }
  const pendingSignup = ctx.pendingProviderSignup;
  const signupProvider = pendingSignup && ctx.deps.providers.get(pendingSignup.providerId);
  if (signupProvider) {
    flows.push({
      id: 'provider_signup',
      provider: providerData(signupProvider, ctx.client),
      is_pending: true,
    });
  } else if (ctx.pendingLogin) {
    flows.push({ id: 'verify_email', is_pending: true });
  }
  return flows;
}

/** 200 with the user and how they authenticated, or 401 with the flows that can follow. */
export function authenticationResponse(ctx: AuthContext): ApiReply {
  const user = ctx.user;
  if (user) {
    return json(200, {
      status: 200,
      data: { user: userData(user), methods: ctx.methods.map(methodData) },
      meta: authMeta(ctx, true),
    });
  }
  return json(401, {
    status: 401,
    data: { flows: anonymousFlows(ctx) },
    meta: authMeta(ctx, false),
  });
}

/** 410: the app's session token matches no session (expired, ended, or never issued). */
export function sessionGone(ctx: AuthContext): ApiReply {
  return json(410, { status: 410, data: {}, meta: authMeta(ctx, false) });
}

/**
 * Sensitive actions need an authentication within the last 300 s. As in allauth, an account
 * without a password (provider-only) has no way to reauthenticate here and is let through.
 */
export function requireRecentAuthentication(ctx: AuthContext): ApiReply | null {
  const user = ctx.user;
  if (!user) return authenticationResponse(ctx);
  if (user.passwordHash === null) return null;
  const last = Math.max(0, ...ctx.methods.map((record) => record.at));
  if (nowSeconds() - last <= REAUTHENTICATION_TIMEOUT_SECONDS) return null;
  return json(401, {
    status: 401,
    data: {
      user: userData(user),
      methods: ctx.methods.map(methodData),
      flows: [{ id: 'reauthenticate' }],
    },
    meta: authMeta(ctx, true),
  });
}
