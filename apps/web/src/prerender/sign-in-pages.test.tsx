import { describe, expect, it } from 'vitest';
import { LOCALES } from '../config/locales.ts';
import { paths } from '../config/paths.ts';
import ar from '../locales/ar/translation.json';
import en from '../locales/en/translation.json';
import { renderSignInPages } from './sign-in-pages.tsx';

describe('the sign-in pages rendered at build time', () => {
  it('renders the login page in each interface language, with its title, both palettes and a waiting submit button', async () => {
    const { routes, themeStylesheet } = await renderSignInPages();
    const login = routes.find((route) => route.path === paths.accounts.login.path);
    if (!login) throw new Error('no login page');
    expect(Object.keys(login.pages).sort()).toEqual([...LOCALES].sort());

    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    const english = parse(login.pages.en.html);
    expect(english.querySelector('h1')?.textContent).toBe(en.login.title);
    expect(login.pages.en.title).toBe(`${en.auth.signIn} · Charla`);
    expect(english.querySelector('input[name=email]')).not.toBeNull();
    expect(english.querySelector('input[name=password]')).not.toBeNull();
    // Enter in the painted page must not send the form by itself (into the address bar).
    expect(english.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(true);

    const arabic = parse(login.pages.ar.html);
    expect(arabic.querySelector('h1')?.textContent).toBe(ar.login.title);

    expect(themeStylesheet).toMatch(/^:root\{color-scheme:light;--c-primary:#[0-9a-f]{6};/);
    expect(themeStylesheet).toContain(
      '@media (prefers-color-scheme: dark){:root{color-scheme:dark;',
    );
  });
});
