import { readFile } from 'node:fs/promises';
import { signInAsDemo } from './support/demo-sign-in.ts';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'charla-language', value: 'en', url: baseURL ?? '' }]);
});

test('the demo teacher reads the classroom progress, changes period and range, and drills down to a student', async ({
  page,
}) => {
  await signInAsDemo(page, 'teacher');
  await page
    .getByRole('link', { name: /Spanish A2 · Tuesday group/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/classroom\/[^/]+\/progress$/);

  // The seeded classmate who never practises needs attention first.
  const students = page.getByRole('table', { name: 'Students, who needs attention first' });
  await expect(students.getByRole('row').nth(1)).toContainText('Emil Berg');
  await expect(students.getByRole('row').nth(1)).toContainText('No practice');
  await expect(page.getByText('Practice time', { exact: true })).toBeVisible();

  // Week by week over 90 days by default; then day by day, then the last 30 days.
  await page.getByRole('button', { name: 'Show the numbers' }).first().click();
  const overTime = page.getByRole('table', { name: 'Practice per period' });
  await expect(overTime.getByRole('columnheader').first()).toHaveText('Week from');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/period=DAY/);
  await expect(overTime.getByRole('row')).toHaveCount(91);
  await page.getByLabel('Range').click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(overTime.getByRole('row')).toHaveCount(31);

  // Each table downloads as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).nth(1).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"Student","Needs attention","Minutes","Attempts","Average score","Best score","Assignments done","Last practised"',
  );
  expect(csv).toContain('"Emil Berg","No practice; Missed work","0","0"');

  // Drill down to the demo student, keeping the filters.
  await students.getByRole('link', { name: 'Sam Taylor' }).click();
  await expect(page).toHaveURL(/\/progress\/student\/[^/?]+\?.*days=30/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Taylor' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent attempts' })).toContainText(
    'Buying a train ticket to Toledo',
  );
  await expect(page.getByRole('heading', { name: 'Skills over time' })).toBeVisible();
});

test('the demo student sees this week on their home and opens My progress', async ({ page }) => {
  await signInAsDemo(page, 'student');
  const card = page.getByRole('region', { name: 'My progress' });
  await expect(card.getByText('Streak')).toBeVisible();
  await card.getByRole('link', { name: 'See my progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
  const words = page.getByRole('table', { name: 'Required words' });
  await expect(words.getByRole('row').nth(1)).toContainText('Never used');
  await expect(
    page.getByRole('table', { name: 'Recent attempts' }).getByRole('row'),
  ).not.toHaveCount(1);
});
