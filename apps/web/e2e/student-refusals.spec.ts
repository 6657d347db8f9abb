import { createStudent, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const LIBRARY_SCENARIO = 'Ordering at a café in Madrid';

test('a student who opens the authoring pages is taken home, never told something failed', async ({
  page,
}) => {
  const request = page.context().request;
  await createStudent(request);
  const { scenarios } = await graphql<{ scenarios: { objects: { id: string; title: string }[] } }>(
    request,
    'query($text: String) { scenarios(filter: { text: $text }) { objects { id title } } }',
    { text: 'Madrid' },
  );
  const scenario = scenarios.objects.find((entry) => entry.title === LIBRARY_SCENARIO);
  if (!scenario) throw new Error(`${LIBRARY_SCENARIO} is not in the library`);

  for (const path of [
    '/learning/scenario',
    `/learning/scenario/${scenario.id}`,
    '/learning/curriculum',
    '/evaluation/evaluation-setting/new',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { name: 'Your languages' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
});
