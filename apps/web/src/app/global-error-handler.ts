import { reportError } from '../lib/report-error.ts';

/** Errors nobody handled end up in the snackbar instead of the console only. */
export function installGlobalErrorHandler(): void {
  window.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    reportError(event.reason);
  });
  window.addEventListener('error', (event) => {
    if (event.error) reportError(event.error);
  });
}
