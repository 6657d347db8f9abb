import { expect, PASSWORD, test, uniqueEmail } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

test('signs up, verifies the e-mail, chooses student, completes the profile and lands home', async ({
  page,
}) => {
  const email = uniqueEmail('signup');

  await page.goto('/accounts/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The pending verify_email flow takes the new user to "check your inbox".
  await expect(page).toHaveURL(/\/accounts\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The mail was caught by the SMTP server; its link confirms the address and signs in.
  const link = await waitForLink(email, '/accounts/verify-email/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Signed in without a type: home asks how Charla will be used.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Charla!' })).toBeVisible();
  await page.getByText("I'm a student").click();
  await expect(page.getByRole('radio', { name: /I'm a student/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A student without names or languages completes the profile first, then goes home.
  await expect(page).toHaveURL(/\/accounts\/complete-profile\?next=%2Fstudent$/);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('García');
  await page.getByRole('combobox', { name: 'Native language' }).fill('English');
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('combobox', { name: 'Learning' }).fill('Spanish');
  await page.getByRole('option', { name: 'Spanish' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Home for a student.
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana');
  await expect(page.getByRole('heading', { name: 'Your languages' })).toBeVisible();
});
