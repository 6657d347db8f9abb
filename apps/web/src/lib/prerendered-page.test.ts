import { afterEach, describe, expect, it } from 'vitest';
import {
  capturePrerenderedForm,
  isPrerendered,
  PRERENDERED_ATTRIBUTE,
  prerenderedValue,
  restorePrerenderedFocus,
} from './prerendered-page.ts';

function paintedPage(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  root.innerHTML =
    '<form><input name="email" type="email"><input name="password" type="password"></form>';
  document.body.append(root);
  return root;
}

/**
 * What the app's first render does to the container: the painted page replaced by its own, each
 * field's first state taken from `prerenderedValue` (as the login page's are).
 */
function renderAgain(root: HTMLElement): void {
  root.innerHTML =
    '<form><input name="email" type="email"><input name="password" type="password"></form>';
  for (const input of root.querySelectorAll('input')) input.value = prerenderedValue(input.name);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a page the server sent rendered', () => {
  it('carries what the visitor typed, and the cursor, over to the page the app renders', () => {
    const root = paintedPage();
    expect(isPrerendered(root)).toBe(true);
    const email = root.querySelector<HTMLInputElement>('input[name=email]');
    const password = root.querySelector<HTMLInputElement>('input[name=password]');
    if (!email || !password) throw new Error('no form');
    email.value = 'ana@example.com';
    password.value = 'secret words';
    password.focus();
    password.setSelectionRange(3, 3);

    capturePrerenderedForm(root);
    renderAgain(root);
    expect(prerenderedValue('email')).toBe('ana@example.com');
    expect(prerenderedValue('password')).toBe('secret words');
    expect(prerenderedValue('name')).toBe('');
    restorePrerenderedFocus(root);

    const focused = document.activeElement as HTMLInputElement;
    expect(focused.name).toBe('password');
    expect(focused).not.toBe(password);
    expect(focused.selectionStart).toBe(3);
    expect(isPrerendered(root)).toBe(false);
    // Spent: a later visit of the page starts empty.
    expect(prerenderedValue('email')).toBe('');
  });

  it('restores the focus of a field without a selection (e-mail) and leaves it alone when none had it', () => {
    const root = paintedPage();
    root.querySelector<HTMLInputElement>('input[name=email]')?.focus();
    capturePrerenderedForm(root);
    renderAgain(root);
    restorePrerenderedFocus(root);
    expect((document.activeElement as HTMLInputElement).name).toBe('email');

    const other = paintedPage();
    (document.activeElement as HTMLElement).blur();
    capturePrerenderedForm(other);
    renderAgain(other);
    restorePrerenderedFocus(other);
    expect(document.activeElement).toBe(document.body);
  });
});
