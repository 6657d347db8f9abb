import { createStudent, signOut } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('signs in and goes on to `next`', async ({ page, request }) => {
  const student = await createStudent(request);
  await signOut(request);

  await page.goto('/accounts/login?next=%2Faccounts%2Fsessions');
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/accounts\/sessions$/);
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
});

test('sends an anonymous visitor of a guarded page to sign in, then back', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Bea', lastName: 'Ruiz' });
  await signOut(request);

  await page.goto('/accounts/password/change');
  await expect(page).toHaveURL(/\/accounts\/login\?next=%2Faccounts%2Fpassword%2Fchange$/);
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/accounts\/password\/change$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test('shows a wrong password on the password field', async ({ page, request }) => {
  const student = await createStudent(request, { firstName: 'Carla', lastName: 'Vidal' });
  await signOut(request);

  await page.goto('/accounts/login');
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('The email address and/or password you specified are not correct.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/login$/);
});

test('signs out from the account menu and lands on the login page', async ({ page }) => {
  await createStudent(page.context().request, { firstName: 'Fran', lastName: 'Gil' });
  await page.goto('/student');
  await page.getByRole('button', { name: 'Account of Fran Gil' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await page.goto('/student');
  await expect(page).toHaveURL(/\/accounts\/login\?next=%2Fstudent$/);
});
