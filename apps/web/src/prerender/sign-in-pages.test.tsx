import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/locales.ts';
import { paths } from '../config/paths.ts';
import ar from '../locales/ar/translation.json';
import en from '../locales/en/translation.json';
import { renderSignInPages } from './sign-in-pages.tsx';

describe('the sign-in pages rendered at build time', () => {
  it('renders the login page in each interface language, with its title, both palettes and buttons that wait for the app', async () => {
    const { routes, themeStylesheet } = await renderSignInPages();
    expect(routes.map((route) => route.path)).toEqual([
      paths.accounts.login.path,
      paths.accounts.signup.path,
      paths.accounts.passwordReset.path,
    ]);
    const login = routes.find((route) => route.path === paths.accounts.login.path);
    if (!login) throw new Error('no login page');
    expect(Object.keys(login.pages).sort()).toEqual([...LOCALES].sort());

    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    const english = parse(login.pages.en.html);
    expect(english.querySelector('h1')?.textContent).toBe(en.login.title);
    expect(login.pages.en.title).toBe(`${en.auth.signIn} · Charla`);
    expect(english.querySelector('input[name=email]')).not.toBeNull();
    expect(english.querySelector('input[name=password]')).not.toBeNull();
    // Its buttons wait for the app: Enter must not send the form by itself (into the address
    // bar), and the language, theme and show-password buttons would do nothing.
    const buttons = [...english.querySelectorAll('button')];
    expect(
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Interface language: English',
      en.theme.useDark,
      en.auth.showPassword,
      en.auth.signIn,
    ]);
    expect(buttons.every((button) => button.disabled)).toBe(true);

    const arabic = parse(login.pages.ar.html);
    expect(arabic.querySelector('h1')?.textContent).toBe(ar.login.title);

    expect(themeStylesheet).toMatch(/^:root\{color-scheme:light;--c-primary:#[0-9a-f]{6};/);
    expect(themeStylesheet).toContain(
      '@media (prefers-color-scheme: dark){:root{color-scheme:dark;',
    );
  });
});
