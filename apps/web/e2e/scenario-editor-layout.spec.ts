import { label } from './authoring-helpers.ts';
import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const LIBRARY_SCENARIO = 'Ordering at a café in Madrid';
/** Wide enough to read a phrase and its translation while typing them. */
const READABLE_FIELD_PX = 180;

for (const width of [1280, 1920]) {
  test(`a teacher can read and type vocabulary and grading criteria at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await createTeacher(page.context().request);

    // A library scenario, shown read-only: its words and criteria must be readable.
    await page.goto('/learning/scenario?scope=LIBRARY');
    await page.getByText(LIBRARY_SCENARIO).click();
    await expect(page.getByRole('heading', { name: LIBRARY_SCENARIO })).toBeVisible();
    const libraryWord = page
      .getByTestId('vocabulary-item')
      .first()
      .getByLabel(label('Word or phrase'));
    await libraryWord.scrollIntoViewIfNeeded();
    expect((await libraryWord.boundingBox())?.width).toBeGreaterThan(READABLE_FIELD_PX);

    // A new scenario: the fields a teacher types into.
    await page.goto('/learning/scenario/create');
    await page.getByRole('button', { name: 'Add word or phrase' }).click();
    const item = page.getByTestId('vocabulary-item').first();
    const rubric = page.getByTestId('rubric').first();
    for (const field of [
      item.getByLabel(label('Word or phrase')),
      item.getByLabel(label('Translation')),
      rubric.getByLabel(label('Criteria')),
    ]) {
      await field.scrollIntoViewIfNeeded();
      expect((await field.boundingBox())?.width).toBeGreaterThan(READABLE_FIELD_PX);
    }
    // The kind and the category stay side by side with them, not on a row of their own.
    const kind = item.getByRole('combobox', { name: 'Kind' });
    const word = item.getByLabel(label('Word or phrase'));
    expect(
      Math.abs(((await kind.boundingBox())?.y ?? 0) - ((await word.boundingBox())?.y ?? 0)),
    ).toBeLessThan(8);
  });
}
