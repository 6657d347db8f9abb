/** The address a sign-up was sent for, so the "check your inbox" page can name it and resend. */
const KEY = 'charla:pending-email';

export function rememberPendingEmail(email: string): void {
  sessionStorage.setItem(KEY, email);
}

export function pendingEmail(): string | null {
  return sessionStorage.getItem(KEY);
}
