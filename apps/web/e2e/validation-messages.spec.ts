import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('a classroom description stops at the limit and says so in words a teacher understands', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  await page.goto('/accounts/classroom');
  await page.getByRole('button', { name: 'New classroom' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Evening group');
  const description = dialog.getByLabel('Description');
  await description.fill('x'.repeat(2001));
  // The field keeps the first 2000 characters and says why, before anything is sent.
  await expect(description).toHaveValue('x'.repeat(2000));
  await expect(dialog.getByText('At most 2000 characters.')).toBeVisible();
  await expect(dialog.getByTestId('character-count')).toHaveText('2000 / 2000');
  await expect(dialog.getByText(/expected|<=/)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Evening group', level: 1 })).toBeVisible();
  await expect(page.getByText('x'.repeat(2000), { exact: true })).toBeVisible();
});
