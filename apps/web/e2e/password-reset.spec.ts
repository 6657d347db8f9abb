import { createStudent, signOut } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

test('resets a forgotten password through the link in the mail', async ({ page, request }) => {
  const student = await createStudent(request, { firstName: 'Dana', lastName: 'Soler' });
  await signOut(request);

  await page.goto('/accounts/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/accounts\/password\/reset$/);
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = await waitForLink(student.email, '/accounts/password/reset/key/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Quiet-Harbour-77';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  // Either signed in at once, or told to sign in with the new password.
  const signedIn = page.waitForURL(/\/student$/).then(() => true);
  const toldToSignIn = page
    .getByRole('heading', { name: 'Password changed' })
    .waitFor()
    .then(() => false);
  if (!(await Promise.race([signedIn, toldToSignIn]))) {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail address').fill(student.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/student$/);
});
