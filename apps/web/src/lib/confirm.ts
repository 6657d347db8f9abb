import { createStore } from './store.ts';

export const CONFIRM_DIALOG_MAX_WIDTH = 500;

export type ConfirmOptions = {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
};

type PendingConfirm = ConfirmOptions & { resolve(confirmed: boolean): void };

export const confirmStore = createStore<PendingConfirm | null>(null);

/** Opens the global confirm dialog; resolves true when the user confirms. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  confirmStore.get()?.resolve(false);
  return new Promise((resolve) => {
    confirmStore.set({ ...options, resolve });
  });
}

export function settleConfirm(confirmed: boolean): void {
  const pending = confirmStore.get();
  if (!pending) return;
  confirmStore.set(null);
  pending.resolve(confirmed);
}
