import { apiUrl } from '../../config/api.ts';
import { readCookie } from '../cookies.ts';
import { requestLanguageHeader } from '../request-language.ts';
import type {
  AllauthResponse,
  AuthResponse,
  ConfigResponse,
  EmailAddress,
  ProviderAccount,
  ProviderProcess,
  UserSession,
} from './allauth-types.ts';
import { getSessionToken, removeSessionToken, storeSessionToken } from './session-token.ts';

/** This app is a browser client: session cookie plus the csrftoken cookie. */
export const CLIENT: 'browser' | 'app' = 'browser';
const BASE = `/_allauth/${CLIENT}/v1`;

/** Broadcast on 200-authenticated, 401 and 410 responses; detail is the new auth state. */
export const AUTH_CHANGE_EVENT = 'allauth.auth.change';
/** Broadcast after a 409, 410 or 429 removed the session: the app sends the user to login. */
export const AUTH_RESET_EVENT = 'allauth.auth.reset';

export const URLS = {
  config: `${BASE}/config`,
  session: `${BASE}/auth/session`,
  sessions: `${BASE}/auth/sessions`,
  login: `${BASE}/auth/login`,
  reauthenticate: `${BASE}/auth/reauthenticate`,
  signup: `${BASE}/auth/signup`,
  providerSignup: `${BASE}/auth/provider/signup`,
  providerRedirect: `${BASE}/auth/provider/redirect`,
  providerToken: `${BASE}/auth/provider/token`,
  providers: `${BASE}/account/providers`,
  requestPassword: `${BASE}/auth/password/request`,
  resetPassword: `${BASE}/auth/password/reset`,
  changePassword: `${BASE}/account/password/change`,
  verifyEmail: `${BASE}/auth/email/verify`,
  sendEmailVerification: `${BASE}/auth/email/verify/send`,
  email: `${BASE}/account/email`,
} as const;

/** Statuses after which the session cannot be trusted: drop it and start again at login. */
const RESET_STATUSES = new Set([409, 410, 429]);
export const TOO_MANY_LOGIN_ATTEMPTS = 'too_many_login_attempts';

export type AuthResetDetail = { status: number };

export class AllauthNetworkError extends Error {
  override name = 'AllauthNetworkError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isTooManyLoginAttempts(message: AllauthResponse): boolean {
  return (
    message.status === 400 &&
    (message.errors ?? []).some((error) => error.code === TOO_MANY_LOGIN_ATTEMPTS)
  );
}

function isAuthEnvelope(message: AllauthResponse): boolean {
  return (
    message.status === 401 ||
    message.status === 410 ||
    (message.status === 200 && message.meta?.is_authenticated === true)
  );
}

async function request<TResponse extends AllauthResponse>(
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TResponse> {
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...requestLanguageHeader(), ...headers },
  };
  if (path !== URLS.config) {
    const csrfToken = readCookie('csrftoken');
    if (csrfToken) init.headers['X-CSRFToken'] = csrfToken;
  }
  if (CLIENT === 'app') {
    const token = getSessionToken();
    if (token) init.headers['X-Session-Token'] = token;
  }
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['content-type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch (error) {
    throw new AllauthNetworkError('No response received from server', { cause: error });
  }
  const message = (await response.json().catch(() => ({ status: response.status }))) as TResponse;
  if (typeof message.status !== 'number') message.status = response.status;

  // The caller shows the lock-out; nothing about the session changed.
  if (isTooManyLoginAttempts(message)) return message;

  if (RESET_STATUSES.has(message.status)) {
    removeSessionToken();
  } else if (typeof message.meta?.session_token === 'string') {
    storeSessionToken(message.meta.session_token);
  }
  if (isAuthEnvelope(message)) {
    document.dispatchEvent(new CustomEvent(AUTH_CHANGE_EVENT, { detail: message }));
  }
  if (RESET_STATUSES.has(message.status)) {
    const isLogout = method === 'DELETE' && path === URLS.session;
    if (!isLogout) await logout().catch(() => undefined);
    document.dispatchEvent(
      new CustomEvent<AuthResetDetail>(AUTH_RESET_EVENT, { detail: { status: message.status } }),
    );
  }
  return message;
}

export const getConfig = () => request<ConfigResponse>('GET', URLS.config);
export const getSession = () => request<AuthResponse>('GET', URLS.session);
export const logout = () => request<AuthResponse>('DELETE', URLS.session);

export type LoginInput = { email?: string; username?: string; password: string };
export const login = (input: LoginInput) => request<AuthResponse>('POST', URLS.login, input);
export const reauthenticate = (input: { password: string }) =>
  request<AuthResponse>('POST', URLS.reauthenticate, input);

export type SignupInput = { email: string; password: string; username?: string };
export const signup = (input: SignupInput) => request<AuthResponse>('POST', URLS.signup, input);
export const providerSignup = (input: { email: string; username?: string }) =>
  request<AuthResponse>('POST', URLS.providerSignup, input);
export const getProviderSignup = () =>
  request<
    AllauthResponse<{
      email: readonly EmailAddress[];
      account: ProviderAccount;
      user: { email?: string; username?: string };
    }>
  >('GET', URLS.providerSignup);

export const getSessions = () => request<AllauthResponse<UserSession[]>>('GET', URLS.sessions);
export const endSessions = (ids: ReadonlyArray<UserSession['id']>) =>
  request<AllauthResponse<UserSession[]>>('DELETE', URLS.sessions, { sessions: ids });

export const getProviderAccounts = () =>
  request<AllauthResponse<ProviderAccount[]>>('GET', URLS.providers);
export const disconnectProviderAccount = (provider: string, account: string) =>
  request<AllauthResponse<ProviderAccount[]>>('DELETE', URLS.providers, { provider, account });

export const requestPasswordReset = (email: string) =>
  request<AllauthResponse>('POST', URLS.requestPassword, { email });
export const getPasswordReset = (key: string) =>
  request<AllauthResponse<{ user?: { email?: string; display?: string } }>>(
    'GET',
    URLS.resetPassword,
    undefined,
    { 'X-Password-Reset-Key': key },
  );
export const resetPassword = (input: { key: string; password: string }) =>
  request<AuthResponse>('POST', URLS.resetPassword, input);
export const changePassword = (input: { current_password?: string; new_password: string }) =>
  request<AllauthResponse>('POST', URLS.changePassword, input);

export const getEmailVerification = (key: string) =>
  request<AllauthResponse<{ email: string; user?: { display?: string } }>>(
    'GET',
    URLS.verifyEmail,
    undefined,
    { 'X-Email-Verification-Key': key },
  );
export const verifyEmail = (key: string) =>
  request<AuthResponse>('POST', URLS.verifyEmail, { key });
export const sendEmailVerification = (email: string) =>
  request<AllauthResponse>('POST', URLS.sendEmailVerification, { email });

export const getEmailAddresses = () => request<AllauthResponse<EmailAddress[]>>('GET', URLS.email);
export const addEmailAddress = (email: string) =>
  request<AllauthResponse<EmailAddress[]>>('POST', URLS.email, { email });
export const requestEmailVerification = (email: string) =>
  request<AllauthResponse>('PUT', URLS.email, { email });
export const markEmailPrimary = (email: string) =>
  request<AllauthResponse<EmailAddress[]>>('PATCH', URLS.email, { email, primary: true });
export const removeEmailAddress = (email: string) =>
  request<AllauthResponse<EmailAddress[]>>('DELETE', URLS.email, { email });

export const authenticateByProviderToken = (input: {
  provider: string;
  process: ProviderProcess;
  token: { client_id: string; id_token?: string; access_token?: string };
}) => request<AuthResponse>('POST', URLS.providerToken, input);

/**
 * Starts the provider redirect: a real form POST (the API answers with a 302 to the provider),
 * carrying the CSRF token as a field since a navigation cannot send headers.
 */
export function redirectToProvider(
  providerId: string,
  callbackPath: string,
  process: ProviderProcess = 'login',
): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = apiUrl(URLS.providerRedirect);
  const fields: Record<string, string> = {
    provider: providerId,
    process,
    callback_url: new URL(callbackPath, window.location.origin).toString(),
    csrfmiddlewaretoken: readCookie('csrftoken') ?? '',
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
