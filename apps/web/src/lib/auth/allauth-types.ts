/** Shapes of django-allauth's headless API (spec/allauth-headless-openapi.yaml), as used here. */

export const FLOW_IDS = [
  'login',
  'signup',
  'verify_email',
  'provider_redirect',
  'provider_signup',
  'reauthenticate',
] as const;
export type KnownFlowId = (typeof FLOW_IDS)[number];

export type ProviderProcess = 'login' | 'connect';

export type AllauthProvider = {
  id: string;
  name: string;
  client_id?: string;
  openid_configuration_url?: string;
  flows: ReadonlyArray<'provider_redirect' | 'provider_token'>;
};

export type AllauthFlow = {
  id: string;
  is_pending?: boolean;
  types?: readonly string[];
  provider?: AllauthProvider;
  providers?: readonly string[];
};

export type AllauthUser = {
  id: string | number;
  display?: string;
  has_usable_password?: boolean;
  email?: string;
  username?: string;
};

export type AllauthMethod = {
  method: string;
  at: number;
  email?: string;
  reauthenticated?: boolean;
  provider?: string;
};

export type AllauthError = { code: string; message: string; param?: string };

/** The session envelope: 200 authenticated, 401 (flows, maybe reauthentication) or 410. */
export type AuthResponse = {
  status: number;
  data?: {
    user?: AllauthUser;
    methods?: readonly AllauthMethod[];
    flows?: readonly AllauthFlow[];
    email_verification_required?: boolean;
  };
  meta?: {
    is_authenticated?: boolean;
    session_token?: string;
    access_token?: string;
    email_verification_required?: boolean;
  };
  errors?: readonly AllauthError[];
};

export type ConfigResponse = {
  status: number;
  data: {
    account: {
      login_methods?: ReadonlyArray<'email' | 'username'>;
      is_open_for_signup: boolean;
      email_verification_by_code_enabled: boolean;
      login_by_code_enabled: boolean;
      password_reset_by_code_enabled?: boolean;
    };
    socialaccount?: { providers: readonly AllauthProvider[] };
    usersessions?: { track_activity: boolean };
  };
};

export type EmailAddress = { email: string; primary: boolean; verified: boolean };

export type UserSession = {
  id: number | string;
  user_agent: string;
  ip: string;
  created_at: number;
  last_seen_at?: number;
  is_current: boolean;
};

export type ProviderAccount = { uid: string; display: string; provider: AllauthProvider };

/** Any other response: `data` on success, `errors` on a 400. */
export type AllauthResponse<TData = unknown> = {
  status: number;
  data?: TData;
  meta?: Record<string, unknown>;
  errors?: readonly AllauthError[];
};
