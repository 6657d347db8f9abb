import { label } from './authoring-helpers.ts';
import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('a scenario’s fields count their characters and stop at the server’s limit', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  await page.goto('/learning/scenario/create');

  // A long field counts from the first character.
  const description = page.getByLabel(label('Description for the student'));
  await description.fill('Buy bread');
  await expect(page.getByText('9 / 2000')).toBeVisible();

  // A short field counts once it nears its limit, and stops there with a message in words.
  const title = page.getByLabel(label('Title'));
  await title.fill('t'.repeat(50));
  await expect(page.getByText('50 / 120')).toHaveCount(0);
  await title.fill('t'.repeat(130));
  await expect(title).toHaveValue('t'.repeat(120));
  await expect(page.getByText('120 / 120')).toBeVisible();
  await expect(page.getByText('At most 120 characters.')).toBeVisible();
  await title.press('x');
  await expect(title).toHaveValue('t'.repeat(120));

  // Expected phrases, one a line: a line over 200 characters is pointed out before Save.
  const phrases = page
    .getByTestId('step')
    .first()
    .getByLabel(label('Expected phrases or keywords'));
  await phrases.fill(`buenos días\n${'p'.repeat(201)}`);
  await expect(page.getByTestId('step').first()).toContainText(
    'Each phrase can have at most 200 characters: shorten the long line.',
  );

  // Vocabulary too.
  await page.getByRole('button', { name: 'Add word or phrase' }).click();
  const word = page.getByTestId('vocabulary-item').getByLabel(label('Word or phrase'));
  await word.fill('w'.repeat(150));
  await expect(word).toHaveValue('w'.repeat(100));
  await expect(page.getByTestId('vocabulary-item')).toContainText('At most 100 characters.');
});

test('a classroom description stops at 2000 characters and says so in Spanish', async ({
  page,
  baseURL,
}) => {
  await createTeacher(page.context().request);
  await page.context().addCookies([{ name: 'charla-language', value: 'es', url: baseURL ?? '' }]);
  await page.goto('/accounts/classroom');
  await page.getByRole('button', { name: 'Nueva clase' }).first().click();
  const dialog = page.getByRole('dialog');
  const description = dialog.getByLabel('Descripción');
  await description.fill('x'.repeat(2001));
  await expect(description).toHaveValue('x'.repeat(2000));
  await expect(dialog.getByText('2000 / 2000')).toBeVisible();
  await expect(dialog.getByText('Como máximo 2000 caracteres.')).toBeVisible();
  await expect(dialog.getByText(/expected|<=|Demasiado grande/)).toHaveCount(0);
  // What the field kept is saved, and one long unbroken word wraps on the classroom's page (the
  // layout check fails a page that scrolls sideways).
  await dialog.getByLabel('Nombre').fill('Grupo de la tarde');
  await dialog.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'español' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Grupo de la tarde', level: 1 })).toBeVisible();
  await expect(page.getByText('x'.repeat(2000), { exact: true })).toBeVisible();
});
