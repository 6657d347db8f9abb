import { choose, drawnPng, label } from './authoring-helpers.ts';
import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const LIBRARY_SCENARIO = 'Ordering at a café in Madrid';

test('a teacher authors a scenario, a curriculum and an evaluation setting that reload intact', async ({
  page,
}) => {
  // A long journey on a small shared machine.
  test.setTimeout(180_000);
  await createTeacher(page.context().request);

  // The scenario: two steps, three vocabulary items, two rubrics.
  await page.goto('/learning/scenario/create');
  await expect(page.getByRole('heading', { name: 'New scenario' })).toBeVisible();
  await page.getByLabel(label('Title')).fill('At the bakery');
  await page
    .getByLabel(label('Description for the student'))
    .fill('Buy bread and pastries for breakfast.');
  await choose(page, page, 'Language', 'Spanish');
  await choose(page, page, 'Level', 'A2');
  await page.getByLabel(label('Estimated duration (minutes)')).fill('12');
  await page.getByLabel(label('Character name')).fill('Carmen');
  await page.getByLabel(label('Character role')).fill('Baker');
  await page.getByLabel(label('Personality')).fill('Warm and chatty');
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await page.getByLabel(label('Student’s role')).fill('Customer');
  await page.getByLabel(label('Student’s goal')).fill('Buy a loaf and two croissants');
  await page.getByLabel(label('Opening message')).fill('¡Buenos días! ¿Qué le pongo?');
  await page
    .getByLabel(label('Opening message translation'))
    .fill('Good morning! What can I get you?');

  const steps = page.getByTestId('step');
  const fillStep = async (index: number, title: string, phrase: string, line: string) => {
    const step = steps.nth(index);
    await step.getByLabel(label('Step title')).fill(title);
    await step.getByLabel(label('What the student must achieve')).fill(`${title} politely`);
    await step.getByLabel(label('Expected phrases or keywords')).fill(phrase);
    await step.getByLabel(label('Character’s line')).fill(line);
    await step.getByLabel(label('Line translation')).fill(`${title}?`);
  };
  await fillStep(0, 'Greet', 'buenos días', '¡Hola!');
  await page.getByRole('button', { name: 'Add step' }).click();
  await fillStep(1, 'Order', 'quería', '¿Algo más?');

  const vocabulary = [
    ['pan', 'bread'],
    ['cruasán', 'croissant'],
    ['¿cuánto es?', 'how much is it?'],
  ] as const;
  for (const [index, [text, translation]] of vocabulary.entries()) {
    await page.getByRole('button', { name: 'Add word or phrase' }).click();
    const item = page.getByTestId('vocabulary-item').nth(index);
    await item.getByLabel(label('Word or phrase')).fill(text);
    await item.getByLabel(label('Translation')).fill(translation);
    if (index === 2) await choose(item, page, 'Kind', 'Phrase');
  }
  await page.getByTestId('vocabulary-item').nth(0).getByLabel(label('Required')).check();

  const rubrics = page.getByTestId('rubric');
  await expect(rubrics).toHaveCount(2);
  await rubrics.nth(0).getByLabel(label('Criteria')).fill('Uses quería and the articles correctly');
  await rubrics.nth(1).getByLabel(label('Criteria')).fill('Names the bread and pastries');
  await expect(page.getByText('Total: 100 of 100')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/learning\/scenario\/(?!create)[^/]+$/);
  await expect(page.getByRole('heading', { name: 'At the bakery' })).toBeVisible();
  const scenarioUrl = page.url();

  // An image attachment, with its preview.
  await page.getByTestId('attachment-input').setInputFiles({
    name: 'menu.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await expect(page.getByTestId('attachment')).toHaveCount(1);
  await expect(page.getByTestId('attachment').getByRole('img')).toHaveAttribute('src', /.+/);

  // Reorder the steps with the arrows and save.
  await steps.nth(0).getByRole('button', { name: 'Move down' }).click();
  await expect(steps.nth(0).getByLabel(label('Step title'))).toHaveValue('Order');
  const updated = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('UpdateScenario'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await updated).json()).data.updateScenario.errors).toBeNull();

  await page.reload();
  await expect(page.getByLabel(label('Title'))).toHaveValue('At the bakery');
  await expect(page.getByRole('combobox', { name: label('Language') })).toHaveText('Spanish');
  await expect(page.getByRole('combobox', { name: label('Level') })).toHaveText('A2');
  await expect(page.getByLabel(label('Estimated duration (minutes)'))).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0).getByLabel(label('Step title'))).toHaveValue('Order');
  await expect(steps.nth(1).getByLabel(label('Step title'))).toHaveValue('Greet');
  await expect(steps.nth(1).getByLabel(label('Expected phrases or keywords'))).toHaveValue(
    'buenos días',
  );
  await expect(page.getByTestId('vocabulary-item')).toHaveCount(3);
  await expect(
    page.getByTestId('vocabulary-item').nth(0).getByLabel(label('Required')),
  ).toBeChecked();
  await expect(
    page.getByTestId('vocabulary-item').nth(2).getByRole('combobox', { name: 'Kind' }),
  ).toHaveText('Phrase');
  await expect(rubrics).toHaveCount(2);
  await expect(rubrics.nth(1).getByLabel(label('Criteria'))).toHaveValue(
    'Names the bread and pastries',
  );
  await expect(page.getByTestId('attachment')).toHaveCount(1);

  // The library lists it among the public ones.
  await page.goto('/learning/scenario?scope=MINE');
  await expect(page.getByText('At the bakery')).toBeVisible();
  await page.goto('/learning/scenario?scope=LIBRARY');
  await expect(page.getByText(LIBRARY_SCENARIO)).toBeVisible();

  // A curriculum of the new scenario and a library one.
  await page.goto('/learning/curriculum/create');
  await page.getByLabel(label('Title')).fill('Breakfast in Spain');
  await choose(page, page, 'Language', 'Spanish');
  const addScenario = async (title: string) => {
    await page.getByRole('combobox', { name: 'Add a scenario' }).fill(title);
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await addScenario('At the bakery');
  await addScenario(LIBRARY_SCENARIO);
  await expect(page.getByTestId('curriculum-scenario')).toHaveCount(2);
  const created = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('CreateCurriculum'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect(JSON.stringify((await (await created).json()).data.createCurriculum.errors)).toBe('null');
  await expect(page).toHaveURL(/\/learning\/curriculum\/(?!create)[^/]+$/);
  await page.reload();
  await expect(page.getByLabel(label('Title'))).toHaveValue('Breakfast in Spain');
  const entries = page.getByTestId('curriculum-scenario');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('At the bakery');
  await expect(entries.nth(1)).toContainText(LIBRARY_SCENARIO);

  // An evaluation setting: three attempts, two help features.
  await page.goto('/evaluation/evaluation-setting/new');
  await page.getByLabel(label('Name')).fill('Three tries with transcripts');
  await page.getByRole('button', { name: 'Limited', exact: true }).click();
  await page.getByLabel(label('Number of attempts')).fill('3');
  await page.getByLabel(label('View Transcription')).check();
  await page.getByLabel(label('View Translation')).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/evaluation\/evaluation-setting\/(?!new)[^/]+$/);
  await page.reload();
  await expect(page.getByLabel(label('Name'))).toHaveValue('Three tries with transcripts');
  await expect(page.getByRole('button', { name: 'Limited', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel(label('Number of attempts'))).toHaveValue('3');
  await expect(page.getByLabel(label('View Transcription'))).toBeChecked();
  await expect(page.getByLabel(label('View Translation'))).toBeChecked();
  await expect(page.getByLabel(label('View Suggestions'))).not.toBeChecked();
  await expect(page.getByText('3 attempts').first()).toBeVisible();

  await page.goto(scenarioUrl);
  await expect(page.getByTestId('attachment')).toHaveCount(1);
});
