import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { OidcProviderSetting } from '../../config/config.ts';
import type { ProviderProfile } from '../sessions/session-types.ts';

export type ProviderInfo = {
  id: string;
  name: string;
  clientId: string;
  openidConfigurationUrl: string;
};

export class ProviderTokenError extends Error {
  override name = 'ProviderTokenError';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain HTTP is refused by openid-client; we allow it only for a provider on this machine. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
}

export function profileFromClaims(claims: Record<string, unknown>): ProviderProfile {
  const uid = text(claims.sub);
  if (!uid) throw new ProviderTokenError('claims carry no subject');
  return {
    uid,
    email: text(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    preferredUsername: text(claims.preferred_username),
  };
}

/** The generic OpenID Connect providers of OIDC_PROVIDERS, discovered lazily and cached. */
export class OidcProviders {
  readonly #settings: Map<string, OidcProviderSetting>;
  readonly #configurations = new Map<string, Promise<oidc.Configuration>>();
  readonly #jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(settings: readonly OidcProviderSetting[]) {
    this.#settings = new Map(settings.map((setting) => [setting.id, setting]));
  }

  list(): ProviderInfo[] {
    return [...this.#settings.values()]
      .map((setting) => ({
        id: setting.id,
        name: setting.name,
        clientId: setting.clientId,
        openidConfigurationUrl: new URL(
          '.well-known/openid-configuration',
          setting.issuer.endsWith('/') ? setting.issuer : `${setting.issuer}/`,
        ).toString(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  get(id: string): ProviderInfo | null {
    return this.list().find((provider) => provider.id === id) ?? null;
  }

  async #configuration(id: string): Promise<oidc.Configuration> {
    const setting = this.#settings.get(id);
    if (!setting) throw new ProviderTokenError(`unknown provider ${id}`);
    let pending = this.#configurations.get(id);
    if (!pending) {
      const issuer = new URL(setting.issuer);
      pending = oidc.discovery(
        issuer,
        setting.clientId,
        undefined,
        setting.clientSecret ? oidc.ClientSecretBasic(setting.clientSecret) : oidc.None(),
        { execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [] },
      );
      // A failed discovery (provider down) must not be cached: the next sign-in tries again.
      pending.catch(() => this.#configurations.delete(id));
      this.#configurations.set(id, pending);
    }
    return pending;
  }

  async authorizationUrl(
    id: string,
    parameters: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<URL> {
    const configuration = await this.#configuration(id);
    const setting = this.#settings.get(id);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: parameters.redirectUri,
      scope: setting?.scope ?? 'openid email profile',
      response_type: 'code',
      state: parameters.state,
      nonce: parameters.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(parameters.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Exchanges the code (PKCE, state and nonce checked) and reads the person's claims. */
  async completeAuthorization(
    id: string,
    currentUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderProfile> {
    const configuration = await this.#configuration(id);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new ProviderTokenError('no ID token');
    return profileFromClaims(
      await this.#withUserInfo(configuration, idClaims, tokens.access_token),
    );
  }

  /** Validates an ID token obtained by an app on its own (signature, issuer, audience, expiry). */
  async verifyIdToken(
    id: string,
    token: { idToken: string; accessToken?: string | undefined },
  ): Promise<ProviderProfile> {
    const configuration = await this.#configuration(id);
    const metadata = configuration.serverMetadata();
    const setting = this.#settings.get(id);
    if (!metadata.jwks_uri || !setting) throw new ProviderTokenError('provider has no JWKS');
    let jwks = this.#jwks.get(id);
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
      this.#jwks.set(id, jwks);
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token.idToken, jwks, {
        issuer: metadata.issuer,
        audience: setting.clientId,
      }));
    } catch (error) {
      throw new ProviderTokenError(`invalid ID token: ${(error as Error).name}`);
    }
    return profileFromClaims(await this.#withUserInfo(configuration, payload, token.accessToken));
  }

  /** Providers may leave e-mail and names out of the ID token and serve them from userinfo. */
  async #withUserInfo(
    configuration: oidc.Configuration,
    claims: Record<string, unknown>,
    accessToken: string | undefined,
  ): Promise<Record<string, unknown>> {
    const subject = text(claims.sub);
    if (!accessToken || !subject || !configuration.serverMetadata().userinfo_endpoint) {
      return claims;
    }
    try {
      const userInfo = await oidc.fetchUserInfo(configuration, accessToken, subject);
      return { ...userInfo, ...claims, ...pickDefined(userInfo) };
    } catch {
      return claims;
    }
  }
}

function pickDefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
