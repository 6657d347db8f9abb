import { useEffect, useRef, useState } from 'react';
import type { BlockerFunction } from 'react-router';

/**
 * What may hold the visitor on a page: forms with unsaved changes, and open dialogs, which Back
 * closes instead of leaving the page. One router blocker reads this (app/navigation-guard.tsx):
 * the router supports one blocker at a time.
 */
type UnsavedEntry = { dirty: boolean };
type DialogEntry = { close(): void };

const unsavedForms = new Set<UnsavedEntry>();
const openDialogs: DialogEntry[] = [];

/** Why the last navigation was held: Back with a dialog open, or leaving unsaved changes. */
export type HoldReason = 'dialog' | 'unsaved';
let lastReason: HoldReason | null = null;

export function hasUnsavedChanges(): boolean {
  for (const entry of unsavedForms) if (entry.dirty) return true;
  return false;
}

/** The router's blocker function: holds Back under a dialog and leaving unsaved changes. */
export const holdNavigation: BlockerFunction = ({
  currentLocation,
  nextLocation,
  historyAction,
}) => {
  if (openDialogs.length > 0 && historyAction === 'POP') {
    lastReason = 'dialog';
    return true;
  }
  if (hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname) {
    lastReason = 'unsaved';
    return true;
  }
  lastReason = null;
  return false;
};

export function lastHoldReason(): HoldReason | null {
  return lastReason;
}

/** Closes the dialog opened last; false when none is open. */
export function closeTopDialog(): boolean {
  const top = openDialogs.at(-1);
  if (!top) return false;
  top.close();
  return true;
}

/** The visitor chose to leave: every form's changes are given up. */
export function discardUnsavedChanges(): void {
  for (const entry of unsavedForms) entry.dirty = false;
}

/**
 * Holds navigation away from the page (links, Back, reload, closing the tab) while `value`
 * differs from what it was when the form mounted (compared as JSON) and `enabled`. Call the
 * returned function right before navigating on purpose, e.g. after saving.
 */
export function useUnsavedChanges(value: unknown, enabled = true): () => void {
  const [initial] = useState(() => JSON.stringify(value));
  return useHoldWhileDirty(enabled && JSON.stringify(value) !== initial);
}

/** useUnsavedChanges for a form that knows itself whether it has changes. */
export function useHoldWhileDirty(dirty: boolean): () => void {
  const entry = useRef<UnsavedEntry>({ dirty });
  entry.current.dirty = dirty;
  useEffect(() => {
    const current = entry.current;
    unsavedForms.add(current);
    return () => {
      unsavedForms.delete(current);
    };
  }, []);
  return () => {
    entry.current.dirty = false;
  };
}

/** While `open`, the browser's Back button closes the dialog instead of leaving the page. */
export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const entry: DialogEntry = { close: () => close.current() };
    openDialogs.push(entry);
    return () => {
      const index = openDialogs.indexOf(entry);
      if (index >= 0) openDialogs.splice(index, 1);
    };
  }, [open]);
}
