import { createStudent } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';

test("shows 'Page not found' for an unknown path, inside the app", async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Charla');
});

test('shows the offline banner until the connection returns, then "restored"', async ({
  page,
  context,
}) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The login page arrives painted: the app (which shows the banner) takes over a moment later.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

  await context.setOffline(true);
  const banner = page.getByTestId('network-banner');
  await expect(banner).toHaveAttribute('data-banner', 'noConnection');
  await expect(banner).toContainText('No connection');

  await context.setOffline(false);
  await expect(banner).toHaveAttribute('data-banner', 'connectionRestored');
  await expect(banner).toContainText('Connection restored');
  // The restored message leaves after 3 s.
  await expect(banner).toBeHidden({ timeout: 6000 });
});

test('switches the interface to Arabic, right to left, and remembers it', async ({ page }) => {
  await page.goto('/accounts/login');
  await page.getByRole('button', { name: /Interface language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'charla-language');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('shows the alert of the spec when the signed-in user cannot be loaded', async ({ page }) => {
  await createStudent(page.context().request, { firstName: 'Iris', lastName: 'Lago' });
  await page.route('**/graphql/', (route) => route.abort());
  await page.goto('/student');
  await expect(
    page.getByText(
      'There was a problem loading authentication. Please try again later or contact support.',
    ),
  ).toBeVisible();
});

test("shows 'Loading...' while the authentication state loads", async ({ page }) => {
  const release = await holdRequests(page, '**/_allauth/browser/v1/auth/session');
  // Not a sign-in page: those arrive painted (e2e/prerendered-sign-in.spec.ts).
  await page.goto('/no/such/page', { waitUntil: 'commit' });
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('asks for the session once per page load: the app uses the check index.html preloads', async ({
  page,
}) => {
  await createStudent(page.context().request, { firstName: 'Inés', lastName: 'Mora' });
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/_allauth/browser/v1/auth/session')) {
      checks.push(request.resourceType());
    }
  });
  await page.goto('/student');
  await expect(page.getByRole('button', { name: 'Account of Inés Mora' })).toBeVisible();
  expect(checks).toEqual(['other']);
});
