import { createStudent } from './support/accounts.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

test('adds an e-mail address, verifies it, makes it primary and removes the old one', async ({
  page,
}) => {
  const student = await createStudent(page.context().request, {
    firstName: 'Gala',
    lastName: 'Prieto',
  });
  const second = uniqueEmail('second');

  await page.goto('/accounts/email');
  await expect(page.getByRole('heading', { name: 'E-mail addresses' })).toBeVisible();
  await page.getByLabel('New e-mail address').fill(second);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(second)).toBeVisible();

  await page.goto(await waitForLink(second, '/accounts/verify-email/'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();

  await page.goto('/accounts/email');
  const row = page.getByRole('listitem').filter({ hasText: second });
  await row.getByRole('button', { name: 'Make primary' }).click();
  await expect(row.getByText('Primary')).toBeVisible();

  const old = page.getByRole('listitem').filter({ hasText: student.email });
  await old.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(student.email)).toBeHidden();
});

test('lists the signed-in devices and changes the password', async ({ page }) => {
  const student = await createStudent(page.context().request, {
    firstName: 'Hugo',
    lastName: 'Sanz',
  });

  await page.goto('/accounts/sessions');
  await expect(page.getByText('This device')).toBeVisible();

  await page.goto('/accounts/password/change');
  await page.getByLabel('Current password').fill(student.password);
  await page.getByLabel('New password').fill('Brave-Otter-93');
  await page.getByLabel('Confirm password').fill('Brave-Otter-93');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
});
