import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('a classroom description over the limit is refused in words a teacher understands', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  await page.goto('/accounts/classroom');
  await page.getByRole('button', { name: 'New classroom' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Evening group');
  await dialog.getByLabel('Description').fill('x'.repeat(2001));
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 2000 characters.')).toBeVisible();
  await expect(dialog.getByText(/expected|<=/)).toHaveCount(0);
});
