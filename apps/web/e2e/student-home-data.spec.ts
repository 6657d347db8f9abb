/**
 * How the student's home gets its data on a first visit: one request for the page (the progress
 * card's figures included), asked for beside the signed-in user's, the guards still deciding.
 */
import type { Request } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'charla-language', value: 'en', url: baseURL ?? '' }]);
});

/** The GraphQL operation a request carries, "query StudentHome" or "mutation UpdateProfile". */
function operation(request: Request): string | null {
  if (!request.url().endsWith('/graphql/') || request.method() !== 'POST') return null;
  const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
  const kind = /^\s*(query|mutation)/.exec(body?.query ?? '')?.[1] ?? 'query';
  return `${kind} ${body?.operationName ?? ''}`;
}

test('brings the progress figures with the page: two queries in all, none after it shows', async ({
  page,
}) => {
  const { request } = page.context();
  await createStudent(request, { firstName: 'Olga', lastName: 'Ruiz' });
  // The browser's zone (the suite's Europe/Madrid) already saved: no zone to sync on arrival.
  await graphql(
    request,
    'mutation($input: ProfileInput!) { updateProfile(input: $input) { success } }',
    { input: { timeZone: 'Europe/Madrid' } },
  );
  const queries: string[] = [];
  page.on('request', (request) => {
    const name = operation(request);
    if (name?.startsWith('query ')) queries.push(name);
  });
  await page.goto('/student');
  const card = page.getByRole('region', { name: 'My progress' });
  await expect(card.getByText('0 min', { exact: true })).toBeVisible();
  await expect(card.getByText('0 days', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(queries.sort()).toEqual(['query CurrentUser', 'query StudentHome']);
});

test("asks for the home's data beside the signed-in user, not after it", async ({ page }) => {
  await createStudent(page.context().request, { firstName: 'Pablo', lastName: 'Sanz' });
  let homeAskedFor = () => {};
  const homeAsked = new Promise<void>((resolve) => {
    homeAskedFor = resolve;
  });
  // The user's answer is held until the page's data has been asked for: waiting for the user
  // first would never get there.
  await page.route('**/graphql/', async (route) => {
    const name = operation(route.request());
    if (name === 'query StudentHome') homeAskedFor();
    if (name === 'query CurrentUser') await homeAsked;
    await route.continue();
  });
  await page.goto('/student');
  await expect(page.getByRole('heading', { level: 1, name: /Pablo/ })).toBeVisible();
});

test("asks for the home's data and the signed-in user while the strings are still on their way", async ({
  page,
}) => {
  await createStudent(page.context().request, { firstName: 'Lola', lastName: 'Gil' });
  const asked = new Set<string>();
  let bothAskedFor = () => {};
  const bothAsked = new Promise<void>((resolve) => {
    bothAskedFor = resolve;
  });
  await page.route('**/graphql/', async (route) => {
    const name = operation(route.request());
    if (name) asked.add(name);
    if (asked.has('query StudentHome') && asked.has('query CurrentUser')) bothAskedFor();
    await route.continue();
  });
  // The catalogue's parts are held until both requests have left: a start-up that waited for the
  // strings before loading the GraphQL client and the page's loader would never get there.
  await page.route('**/assets/translation-*.js', async (route) => {
    await bothAsked;
    await route.continue();
  });
  await page.goto('/student');
  await expect(page.getByRole('heading', { level: 1, name: /Lola/ })).toBeVisible();
});

test("sends a teacher who opens the student's home to theirs, data asked early or not", async ({
  page,
}) => {
  await createTeacher(page.context().request, { firstName: 'Marta', lastName: 'Vidal' });
  await page.goto('/student');
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole('heading', { level: 1, name: /Marta/ })).toBeVisible();
});
