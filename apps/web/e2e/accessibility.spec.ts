import { createStudent } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';
import { OIDC_PROVIDER } from './support/oidc-accounts.ts';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('charla-theme:guest', mode), theme);
    });

    test('login page', async ({ page }) => {
      await page.goto('/accounts/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      // Checked with the e2e provider's button in place, not before the config arrives.
      await expect(
        page.getByRole('button', { name: `Continue with ${OIDC_PROVIDER.name}` }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('sign-up page', async ({ page }) => {
      await page.goto('/accounts/signup');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      // The painted page shows the heading before the app runs: check the app's page, in the
      // theme the visitor chose (the painted one follows the system until the app has run once).
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      await expectNoSeriousViolations(page);
    });

    test('confirm-user-type page', async ({ page }) => {
      const email = uniqueEmail('a11y');
      await page.goto('/accounts/signup');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lively-Parrot-42');
      await page.getByLabel('Confirm password').fill('Lively-Parrot-42');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/verify-email$/);
      await page.goto(await waitForLink(email, '/accounts/verify-email/'));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/accounts/confirm-user-type');
      await expect(page.getByRole('heading', { name: 'How will you use Charla?' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('student home', async ({ page }) => {
      await createStudent(page.context().request);
      await page.goto('/student');
      await expect(page.getByRole('heading', { name: 'Your languages' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
