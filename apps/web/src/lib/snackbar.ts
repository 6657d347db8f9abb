import { createStore } from './store.ts';

export const SNACKBAR_TIMEOUT_MS = 5000;
/** Successive error messages (e.g. one per field) appear this far apart. */
export const SNACKBAR_ERROR_SPACING_MS = 1500;
export const SNACKBAR_LOCATION = { vertical: 'top', horizontal: 'right' } as const;

export type SnackbarColor = 'error' | 'success' | 'info' | 'warning';

export type SnackbarMessage = {
  id: number;
  message: string;
  color: SnackbarColor;
  timeoutMs: number;
};

export const snackbarStore = createStore<readonly SnackbarMessage[]>([]);

let nextId = 1;
/** When the last queued error message is due, so the next one waits its turn. */
let nextErrorAt = 0;

export function showSnackbar(
  message: string,
  options: { color?: SnackbarColor; timeoutMs?: number } = {},
): number {
  const entry: SnackbarMessage = {
    id: nextId++,
    message,
    color: options.color ?? 'info',
    timeoutMs: options.timeoutMs ?? SNACKBAR_TIMEOUT_MS,
  };
  snackbarStore.set((messages) => [...messages, entry]);
  return entry.id;
}

export function dismissSnackbar(id: number): void {
  snackbarStore.set((messages) => messages.filter((entry) => entry.id !== id));
}

/** Error messages in the error colour, queued 1.5 s apart so each can be read. */
export function showErrors(messages: readonly string[], now: () => number = Date.now): void {
  for (const message of messages) {
    const at = Math.max(now(), nextErrorAt);
    nextErrorAt = at + SNACKBAR_ERROR_SPACING_MS;
    const delay = at - now();
    if (delay <= 0) showSnackbar(message, { color: 'error' });
    else setTimeout(() => showSnackbar(message, { color: 'error' }), delay);
  }
}

export function showError(message: string): void {
  showErrors([message]);
}

export function resetSnackbarsForTests(): void {
  snackbarStore.set([]);
  nextErrorAt = 0;
}
