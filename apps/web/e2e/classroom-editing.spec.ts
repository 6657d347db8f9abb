import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createStudent } from './support/accounts.ts';
import { teacherWithClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';

/** A picture the server can decode and re-encode: a plain 320×240 PNG. */
function pngPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#ef6c00' } })
    .png()
    .toBuffer();
}

/** The card of a classroom in the list, found by its name. */
function classroomCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

/** The classroom's picture at the top of its page. */
function headerAvatar(page: Page): Locator {
  return page.locator('main img').first();
}

/** The image was fetched and decoded: a broken or missing picture has no natural width. */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
}

async function openEditDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit classroom' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a teacher edits a classroom and its page and the list show the new values', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await teacherWithClassroom(browser, baseURL, 'Tuesdays group');

  const dialog = await openEditDialog(page);
  await expect(dialog.getByLabel('Name')).toHaveValue('Tuesdays group');
  await dialog.getByLabel('Name').fill('Thursdays group');
  await dialog.getByLabel('Description').fill('Debating the week’s news in Spanish.');
  await dialog.getByRole('combobox', { name: 'CEFR level' }).click();
  await page.getByRole('option', { name: 'B1' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Classroom saved.')).toBeVisible();

  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Thursdays group' })).toBeVisible();
  await expect(main.getByText('Debating the week’s news in Spanish.')).toBeVisible();
  await expect(main.getByText('B1', { exact: true })).toBeVisible();
  await expect(main.getByText('A2', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Spanish', { exact: true })).toBeVisible();

  await page.goto('/accounts/classroom');
  await page.reload();
  const card = classroomCard(page, 'Thursdays group');
  await expect(card).toBeVisible();
  await expect(card.getByText('B1', { exact: true })).toBeVisible();
  await expect(card.getByText('Spanish', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tuesdays group' })).toHaveCount(0);
  await context.close();
});

test('a teacher sees a new classroom photo before saving, and it is served after', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await teacherWithClassroom(browser, baseURL, 'Photo room');
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\/defaults\/classroom\.svg$/);

  const dialog = await openEditDialog(page);
  const before = await dialog.locator('img').first().getAttribute('src');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngPhoto() });
  const preview = dialog.locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  await expectLoaded(preview);
  expect(before).not.toMatch(/^blob:/);
  // Not saved yet: the page behind the dialog still shows the default picture.
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\/defaults\/classroom\.svg$/);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const uploaded = /\/media\/classrooms\/.+\.webp$/;
  await expect(headerAvatar(page)).toHaveAttribute('src', uploaded);
  await expectLoaded(headerAvatar(page));

  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('src', uploaded);
  await expectLoaded(headerAvatar(page));
  await page.goto('/accounts/classroom');
  const cardAvatar = classroomCard(page, 'Photo room').locator('img').first();
  await expect(cardAvatar).toHaveAttribute('src', uploaded);
  await expectLoaded(cardAvatar);
  await context.close();
});

test('refuses a text file named photo.png with the server’s reason, keeping the form', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await teacherWithClassroom(browser, baseURL, 'Careful room');

  const dialog = await openEditDialog(page);
  await dialog.getByLabel('Name').fill('Renamed room');
  await dialog.getByLabel('Description').fill('A description the teacher typed.');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Not a picture at all, only text.\n'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog.getByRole('alert')).toContainText(
    'This type of file is not accepted here. Accepted:',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Renamed room');
  await expect(dialog.getByLabel('Description')).toHaveValue('A description the teacher typed.');
  await expect(page.getByText('Classroom saved.')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Careful room' })).toBeVisible();
  await expect(main.getByText('Conversation practice for beginners.')).toBeVisible();
  await expect(headerAvatar(page)).toHaveAttribute('src', /\/media\/defaults\/classroom\.svg$/);
  await context.close();
});

test('an archived classroom leaves the list and refuses its link until it is restored', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await teacherWithClassroom(browser, baseURL, 'Summer course');
  const invitePath = new URL(await page.getByTestId('invite-link').first().inputValue()).pathname;

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'Archive this classroom?' });
  await confirmation.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Classroom archived.')).toBeVisible();
  await expect(
    page.getByText('This classroom is archived, so it takes no new members.'),
  ).toBeVisible();

  await page.goto('/accounts/classroom');
  await expect(page.getByRole('heading', { level: 1, name: 'Classrooms' })).toBeVisible();
  await expect(classroomCard(page, 'Summer course')).toHaveCount(0);
  const showArchived = page.getByRole('switch', { name: 'Show archived' });
  await showArchived.click();
  await expect(page).toHaveURL(/[?&]archived=1/);
  await expect(showArchived).toBeChecked();
  const archived = classroomCard(page, 'Summer course');
  await expect(archived).toBeVisible();
  await expect(archived.getByText('Archived', { exact: true })).toBeVisible();

  const student = await browser.newContext({ baseURL });
  await createStudent(student.request, { firstName: 'Eva', lastName: 'Martín' });
  const studentPage = await student.newPage();
  await studentPage.goto(invitePath);
  await expect(
    studentPage.getByText('This classroom is archived and no longer takes new members.'),
  ).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  await archived.getByRole('link').click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Restore this classroom?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Classroom restored.')).toBeVisible();

  await page.goto('/accounts/classroom');
  await expect(classroomCard(page, 'Summer course')).toBeVisible();
  await page.goto('/accounts/classroom?archived=1');
  await expect(page.getByRole('switch', { name: 'Show archived' })).toBeChecked();
  // "Show archived" adds the archived classrooms to the active ones: restored, it has no chip.
  const restored = classroomCard(page, 'Summer course');
  await expect(restored).toBeVisible();
  await expect(restored.getByText('Archived', { exact: true })).toHaveCount(0);

  // Restored, the same link takes students again.
  await studentPage.goto(invitePath);
  await expect(studentPage.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await student.close();
  await context.close();
});
