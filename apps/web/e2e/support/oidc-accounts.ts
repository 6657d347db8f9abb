/**
 * The OpenID Connect provider the global setup runs on loopback (see `oidc-provider.ts`) and the
 * people it knows. Its development login page takes the login name (any password); each journey
 * uses its own person, since the server's database lives as long as the whole run.
 */
export const OIDC_PROVIDER = { id: 'loopback-id', name: 'Loopback ID' } as const;

export type OidcTestAccount = {
  login: string;
  email: string;
  givenName: string;
  familyName: string;
};

export const OIDC_ACCOUNTS = {
  /** New to Charla: signs up through the provider. */
  newcomer: {
    login: 'marta-provider-newcomer',
    email: 'marta.newcomer@oidc.e2e.charla.test',
    givenName: 'Marta',
    familyName: 'Soler',
  },
  /** Has a password account already and connects the provider to it. */
  connecting: {
    login: 'nico-provider-connecting',
    email: 'nico.connecting@oidc.e2e.charla.test',
    givenName: 'Nico',
    familyName: 'Prat',
  },
} as const satisfies Record<string, OidcTestAccount>;
