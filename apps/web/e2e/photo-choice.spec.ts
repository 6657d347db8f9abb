import { drawnPng } from './authoring-helpers.ts';
import { createStudentWithoutProfile, createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const NOT_A_PICTURE = {
  name: 'lesson-notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Vocabulary for Monday'),
};
/** Six megabytes of a PNG's type: over the 5 MB a photo may weigh. */
const TOO_BIG = {
  name: 'holiday.png',
  mimeType: 'image/png',
  buffer: Buffer.alloc(6 * 1024 * 1024, 1),
};

test('a classroom photo that is not a picture, or too big, is refused on choosing', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  await page.goto('/accounts/classroom');
  await page.getByRole('button', { name: 'New classroom' }).first().click();
  const dialog = page.getByRole('dialog');
  const chooser = dialog.locator('input[type="file"]');

  await chooser.setInputFiles(NOT_A_PICTURE);
  await expect(dialog.getByRole('alert')).toHaveText(
    '“lesson-notes.txt” is not a picture. Choose a JPEG, PNG, WebP or GIF file.',
  );
  await chooser.setInputFiles(TOO_BIG);
  await expect(dialog.getByRole('alert')).toHaveText(
    'This picture is 6.0 MB; photos can be at most 5 MB.',
  );
  // A good picture clears the message and shows itself.
  await chooser.setInputFiles({
    name: 'class.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.locator('img[src^="blob:"]')).toHaveCount(1);
});

test('a profile photo that is not a picture is refused on choosing, before Save', async ({
  page,
}) => {
  await createStudentWithoutProfile(page.context().request);
  await page.goto('/accounts/complete-profile');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(NOT_A_PICTURE);
  await expect(page.getByRole('alert')).toHaveText(
    '“lesson-notes.txt” is not a picture. Choose a JPEG, PNG, WebP or GIF file.',
  );
  // The placeholder picture stays: nothing was taken.
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});
