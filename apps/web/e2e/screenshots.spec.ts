import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStudent } from './support/accounts.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

/**
 * The screenshots in docs/screenshots (shown in the README): `npm run screenshots -w apps/web`
 * after a build. Skipped in the normal run: they rewrite files in the repository.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light' },
  { name: 'en-dark', locale: 'en', theme: 'dark' },
  { name: 'ar-rtl', locale: 'ar', theme: 'light' },
] as const;

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });

async function prepare(page: Page, variant: (typeof VARIANTS)[number]) {
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([
    {
      name: 'charla-language',
      value: variant.locale,
      url: baseURL ?? process.env.CHARLA_E2E_URL ?? '',
    },
  ]);
  await page.addInitScript(
    (theme) => localStorage.setItem('charla-theme:guest', theme),
    variant.theme,
  );
  // A fixed morning, so the greeting is the same on every run.
  await page.clock.setFixedTime(new Date('2026-03-10T09:30:00+01:00'));
}

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  // Let the focused field's label finish moving onto the outline.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUTPUT}${name}.png` });
}

for (const variant of VARIANTS) {
  test(`screenshots ${variant.name}`, async ({ page }) => {
    await prepare(page, variant);
    await expect(page.locator('html')).toBeDefined();

    await page.goto('/accounts/login');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      variant.locale === 'ar' ? 'rtl' : 'ltr',
    );
    await shoot(page, `login-${variant.name}`);

    await page.goto('/accounts/signup');
    await expect(page.locator('main h1')).toBeVisible();
    await shoot(page, `signup-${variant.name}`);

    // A new account with its address verified, before choosing a type.
    const email = uniqueEmail('shot');
    const api = page.context().request;
    const csrf = async () =>
      (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    await api.get('/_allauth/browser/v1/config');
    await api.post('/_allauth/browser/v1/auth/signup', {
      data: { email, password: 'Lively-Parrot-42' },
      headers: { 'X-CSRFToken': await csrf() },
    });
    const link = await waitForLink(email, '/accounts/verify-email/');
    await api.post('/_allauth/browser/v1/auth/email/verify', {
      data: { key: new URL(link).pathname.split('/').pop() },
      headers: { 'X-CSRFToken': await csrf() },
    });
    await page.goto('/accounts/confirm-user-type');
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await shoot(page, `confirm-user-type-${variant.name}`);

    await api.delete('/_allauth/browser/v1/auth/session', {
      headers: { 'X-CSRFToken': await csrf() },
    });
    await createStudent(api, { firstName: 'Ana', lastName: 'García' });
    await page.goto('/student');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `student-home-${variant.name}`);
  });
}
