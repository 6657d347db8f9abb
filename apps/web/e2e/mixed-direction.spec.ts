import type { Locator } from '@playwright/test';
import { createTeacher } from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';

const LIBRARY_SCENARIO = 'Ordering at a café in Madrid';

const direction = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).direction);

test('on the Arabic interface, Spanish and English content keeps its own direction', async ({
  page,
  baseURL,
}) => {
  const request = page.context().request;
  await createTeacher(request);
  await createClassroom(request, 'Spanish for travellers, evening group');
  await page.context().addCookies([{ name: 'charla-language', value: 'ar', url: baseURL ?? '' }]);

  // A classroom card: the Latin name reads left to right and is cut at its end.
  await page.goto('/accounts/classroom');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const name = page.getByRole('heading', { name: 'Spanish for travellers, evening group' });
  expect(await direction(name)).toBe('ltr');

  // A scenario's English and Spanish fields, read-only or typed: their own direction.
  await page.goto('/learning/scenario?scope=LIBRARY');
  await page.getByText(LIBRARY_SCENARIO).click();
  await expect(page).toHaveURL(/\/learning\/scenario\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('vocabulary-item').first()).toBeVisible();
  const fields = page.locator(
    'main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main textarea:not([aria-hidden])',
  );
  const values = await fields.evaluateAll((elements) =>
    elements
      .map((element) => ({
        value: (element as HTMLInputElement).value,
        direction: getComputedStyle(element).direction,
      }))
      .filter((entry) => /^[\s¡¿"'(]*[A-Za-zÁÉÍÓÚáéíóúñ]/.test(entry.value)),
  );
  expect(values.length).toBeGreaterThan(5);
  expect(values.filter((entry) => entry.direction !== 'ltr')).toEqual([]);

  // Typed text takes its own direction as it is typed.
  await page.goto('/learning/scenario/create');
  const title = page.locator('main input').first();
  await title.fill('¡Hola! At the bakery?');
  expect(await direction(title)).toBe('ltr');

  // A Latin name inside an Arabic sentence is isolated, as <bdi> does.
  await page.goto('/teacher');
  await expect(page.locator('main h1')).toContainText('Lucía');
  expect(await page.locator('main h1').textContent()).toContain('\u2068Lucía\u2069');
});

test('on the English interface, a Chinese scenario is written in the Chinese font, fetched only then', async ({
  page,
  baseURL,
}) => {
  await createTeacher(page.context().request);
  await page.context().addCookies([{ name: 'charla-language', value: 'en', url: baseURL ?? '' }]);
  const chineseFaces = (status?: FontFaceLoadStatus) =>
    page.evaluate(
      (wanted) =>
        [...document.fonts].filter(
          (face) =>
            face.family.replaceAll('"', '') === 'Noto Sans SC' &&
            (wanted === undefined || face.status === wanted),
        ).length,
      status,
    );

  // A page in Latin script only: not even the font's rules.
  await page.goto('/learning/scenario?scope=LIBRARY');
  await expect(page.getByText('Meeting a new classmate')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await chineseFaces()).toBe(0);

  // The scenario's character and words in Chinese: the faces their characters need, loaded.
  await page.getByText('Meeting a new classmate').click();
  await expect(page.getByTestId('vocabulary-item').first()).toBeVisible();
  await expect.poll(() => chineseFaces('loaded')).toBeGreaterThan(0);
});
