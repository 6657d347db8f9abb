/** The session token from responses (app clients use it; browsers keep it per tab). */
export const SESSION_TOKEN_KEY = 'sessionToken';

export function getSessionToken(): string | null {
  return sessionStorage.getItem(SESSION_TOKEN_KEY);
}

export function storeSessionToken(token: string): void {
  sessionStorage.setItem(SESSION_TOKEN_KEY, token);
}

export function removeSessionToken(): void {
  sessionStorage.removeItem(SESSION_TOKEN_KEY);
}
