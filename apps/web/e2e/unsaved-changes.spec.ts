import { label } from './authoring-helpers.ts';
import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('a teacher leaving a half-written scenario is asked first, and can stay with the work intact', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  await page.goto('/learning/scenario');
  await page.getByRole('link', { name: 'New scenario' }).click();
  await page.getByLabel(label('Title')).fill('At the bakery');

  // A sidebar link: asked, stays, the title is still there.
  await page.getByRole('link', { name: 'Classrooms' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/learning\/scenario\/create$/);
  await expect(page.getByLabel(label('Title'))).toHaveValue('At the bakery');

  // Back: asked too.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/learning\/scenario\/create$/);
  await expect(page.getByLabel(label('Title'))).toHaveValue('At the bakery');

  // Reloading or closing the tab: the browser asks (beforeunload).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe('beforeunload');
  await expect(page.getByLabel(label('Title'))).toHaveValue('At the bakery');

  // Leaving on purpose discards.
  await page.getByRole('link', { name: 'Classrooms' }).first().click();
  await leave.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/accounts\/classroom$/);
});

test('Back with a dialog open closes the dialog and stays on the page', async ({ page }) => {
  await createTeacher(page.context().request);
  await page.goto('/teacher');
  await page.getByRole('link', { name: 'Classrooms' }).first().click();
  await expect(page).toHaveURL(/\/accounts\/classroom$/);
  await page.getByRole('button', { name: 'New classroom' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/accounts\/classroom$/);
});
