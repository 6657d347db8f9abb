import { startOidcProvider } from '../../../server/src/auth/test/oidc-test-provider.ts';
import { OIDC_ACCOUNTS, OIDC_PROVIDER } from './oidc-accounts.ts';

export type E2eOidcProvider = {
  /** Registers the server's callback URL and returns the `OIDC_PROVIDERS` setting for it. */
  settingFor(publicUrl: string): string;
  close(): Promise<void>;
};

/**
 * The server's own test provider (oidc-provider on loopback with its development login and
 * consent pages), knowing the e2e accounts, each with a verified address.
 */
export async function startE2eOidcProvider(): Promise<E2eOidcProvider> {
  const provider = await startOidcProvider();
  for (const account of Object.values(OIDC_ACCOUNTS)) {
    provider.accounts.set(account.login, {
      email: account.email,
      email_verified: true,
      given_name: account.givenName,
      family_name: account.familyName,
      name: `${account.givenName} ${account.familyName}`,
    });
  }
  return {
    settingFor(publicUrl) {
      provider.allowRedirectUri(
        `${publicUrl}/_allauth/browser/v1/auth/provider/callback/${OIDC_PROVIDER.id}`,
      );
      return JSON.stringify([
        {
          ...OIDC_PROVIDER,
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
      ]);
    },
    close: () => provider.close(),
  };
}
