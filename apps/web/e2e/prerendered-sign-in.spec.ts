/**
 * The login page arrives painted (rendered at build time, in the visitor's language): it reads
 * before any JavaScript runs, and what the visitor types before the app takes over is kept.
 */

import { APP_START_MARK } from '../src/prerender/start-after-first-paint.ts';
import { createStudent, signOut } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'ar', layoutCheck: false });

  test('shows the login form in Arabic, right to left', async ({ page }) => {
    await page.goto('/accounts/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('تسجيل الدخول · Charla');
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
    await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'كلمة المرور', exact: true })).toBeVisible();
  });

  test("paints in the mode the visitor chose, over their system's", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await context.addCookies([{ name: 'charla-theme', value: 'dark', url: baseURL }]);
    await page.goto('/accounts/login');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 12, 21)');
    // The theme button offers the other mode: its light-mode icon shows, the dark-mode one does not.
    const themeButton = page
      .locator('.c-icon-button')
      .filter({ has: page.locator('.c-dark-only') });
    await expect(themeButton.locator('.c-dark-only svg')).toBeVisible();
    await expect(themeButton.locator('.c-light-only svg')).toBeHidden();
  });

  test('shows the sign-up and password reset forms in Arabic too', async ({ page }) => {
    await page.goto('/accounts/signup');
    await expect(page).toHaveTitle('إنشاء حساب · Charla');
    await expect(page.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
    await page.goto('/accounts/password/reset');
    await expect(page.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  });
});

test('shows the login form, not a loading screen, while the session is being checked', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/_allauth/browser/v1/auth/session');
  await page.goto('/accounts/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('keeps what a newcomer typed into the painted sign-up form', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/accounts/signup', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('painted@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long enough words');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByLabel('E-mail address')).toHaveValue('painted@example.com');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    'long enough words',
  );
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
});

test('keeps what the visitor typed before the app took over, and signs them in', async ({
  page,
  request,
}) => {
  const student = await createStudent(request);
  await signOut(request);

  // The app's code held back: the visitor types into the painted page meanwhile.
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/accounts/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  // Enter does not send the painted form by itself (it would put the password in the address).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts\/login$/);

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByLabel('E-mail address')).toHaveValue(student.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student$/);
});

test('starts the app only once the painted page is on screen', async ({ page }) => {
  await page.goto('/accounts/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const [paint, start] = await page.evaluate((mark) => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
    const appStart = performance.getEntriesByName(mark)[0];
    return [firstPaint?.startTime, appStart?.startTime];
  }, APP_START_MARK);
  expect(paint).toBeGreaterThan(0);
  expect(start).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
});
