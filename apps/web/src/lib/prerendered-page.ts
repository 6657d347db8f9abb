import { createContext, useContext } from 'react';

/**
 * A sign-in page the server sends already rendered (scripts/prerender.ts renders it at build
 * time, apps/server/src/web-app/prerendered-pages.ts serves it in the visitor's language): it
 * paints before any JavaScript has run. The app then renders the same page over it, once its
 * route is ready; what the visitor typed meanwhile, and where the cursor was, carry over.
 */

/** The attribute the server sets on `#root` when it holds a rendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * True while rendering at build time. The painted page's buttons are disabled until the app takes
 * over: they would do nothing without it, and a form's submit button would let Enter send the
 * form natively (the password into the address bar).
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

type Carried = {
  values: Map<string, string>;
  focused: { name: string; start: number | null; end: number | null } | null;
};
let carried: Carried | null = null;

export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}

/** Reads what the visitor typed into the rendered page, before the app renders over it. */
export function capturePrerenderedForm(container: HTMLElement): void {
  const values = new Map<string, string>();
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value) values.set(input.name, input.value);
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && active.name && container.contains(active)
      ? { name: active.name, ...selectionOf(active) }
      : null;
  carried = { values, focused };
}

/** What the visitor typed into the rendered page's field `name`, for its first state. */
export function prerenderedValue(name: string): string {
  return carried?.values.get(name) ?? '';
}

/** After the app's first render: the cursor back where it was; the carried values are spent. */
export function restorePrerenderedFocus(container: HTMLElement): void {
  const focused = carried?.focused;
  carried = null;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (!focused) return;
  const input = container.querySelector<HTMLInputElement>(
    `input[name="${CSS.escape(focused.name)}"]`,
  );
  if (!input) return;
  input.focus();
  if (focused.start !== null && focused.end !== null) {
    trySelection(() => input.setSelectionRange(focused.start, focused.end));
  }
}

function selectionOf(input: HTMLInputElement): { start: number | null; end: number | null } {
  // An e-mail field has no selection API: reading it throws in some browsers, null in others.
  let range = { start: null as number | null, end: null as number | null };
  trySelection(() => {
    range = { start: input.selectionStart, end: input.selectionEnd };
  });
  return range;
}

function trySelection(action: () => void): void {
  try {
    action();
  } catch {
    // Inputs of type email or number refuse selection ranges; the focus alone is restored.
  }
}
