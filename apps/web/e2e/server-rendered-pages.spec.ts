/**
 * The student's home, an attempt in progress and the teacher's home arrive painted with the
 * visitor's own data (the server renders them per request), then the app takes them over in place.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type Account, createStudent, createTeacher, graphql } from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';
import { startedPracticeAttempt } from './support/practice.ts';

/**
 * What the app leaves once it has run in a browser: the mode it showed and the language chosen
 * (cookies), and the browser's zone (the suite's) saved on the account.
 */
async function appHasRun(
  context: BrowserContext,
  baseURL: string | undefined,
  shown: { mode: 'light' | 'dark'; language: string },
) {
  await graphql(
    context.request,
    'mutation($input: ProfileInput!) { updateProfile(input: $input) { success } }',
    { input: { timeZone: 'Europe/Madrid' } },
  );
  await context.addCookies([
    { name: 'charla-shown-theme', value: shown.mode, url: baseURL ?? '' },
    { name: 'charla-language', value: shown.language, url: baseURL ?? '' },
  ]);
}

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false, layoutCheck: false });

  test("shows the student's own home, its buttons waiting for the app", async ({
    page,
    context,
    baseURL,
  }) => {
    await createStudent(context.request, { firstName: 'Greta', lastName: 'Lind' });
    await appHasRun(context, baseURL, { mode: 'light', language: 'en' });
    await page.goto('/student');
    await expect(page).toHaveTitle('Home · Charla');
    await expect(page.getByRole('heading', { level: 1, name: /, Greta$/ })).toBeVisible();
    await expect(page.getByText('No assignments yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start practising' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account of Greta Lind' })).toBeDisabled();
  });

  test('in Arabic, right to left, in the dark mode the app last showed', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await createStudent(context.request, { firstName: 'Rania', lastName: 'Haddad' });
    await appHasRun(context, baseURL, { mode: 'dark', language: 'ar' });
    await page.goto('/student');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('الرئيسية · Charla');
    await expect(page.getByRole('heading', { level: 1, name: /Rania/ })).toBeVisible();
    await expect(page.getByText('لا توجد مهام بعد')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 12, 21)');
  });

  test("shows the teacher's own home with their classroom and invite link", async ({
    page,
    context,
    baseURL,
  }) => {
    const { invitePath } = await createTeacher(context.request, {
      firstName: 'Tilda',
      lastName: 'Sand',
    });
    await createClassroom(context.request, 'Spanish A2 · Thursdays');
    await appHasRun(context, baseURL, { mode: 'light', language: 'en' });
    await page.goto('/teacher');
    await expect(page).toHaveTitle('Home · Charla');
    await expect(page.getByRole('heading', { level: 1, name: /, Tilda$/ })).toBeVisible();
    await expect(page.getByText('Spanish A2 · Thursdays')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Needs review (0)' })).toBeVisible();
    // The server's public URL, the one the app shows: the link a teacher copies is the same.
    await expect(page.getByTestId('teacher-invite-link')).toHaveValue(`${baseURL}${invitePath}`);
    await expect(page.getByRole('button', { name: 'Account of Tilda Sand' })).toBeDisabled();
  });

  test('is not painted in a browser the app has not run in: its mode is not known', async ({
    page,
    context,
  }) => {
    await createStudent(context.request, { firstName: 'Ivo', lastName: 'Novak' });
    await page.goto('/student');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** The GraphQL operations the page sends, by name, from now on. */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/graphql')) {
      return;
    }
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    const named = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(body?.query ?? '')?.[1];
    sent.push(body?.operationName ?? named ?? '(unnamed)');
  });
  return sent;
}

/**
 * Where the page's landmarks sit, to compare the painted page with the app's: once the fonts
 * are in, so that a font arriving between the two readings (a swap the takeover did not cause)
 * does not move a line that wraps at 390 px.
 */
function landmarks(page: Page, selectors = ['header', 'nav', 'main h1', 'main h2']) {
  return page.evaluate(async (selectors) => {
    await document.fonts.ready;
    return selectors.map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return { selector, box: box && [box.x, box.y, box.width, box.height].map(Math.round) };
    });
  }, selectors);
}

/** The two homes, each with its account made through the API (the context is signed in as it). */
const homes: {
  name: string;
  path: string;
  account: (request: APIRequestContext) => Promise<Account>;
  /** The operations its data is painted from. */
  operations: string[];
}[] = [
  {
    name: "student's home",
    path: '/student',
    operations: ['CurrentUser', 'StudentHome'],
    account: (request) => createStudent(request, { firstName: 'Hugo', lastName: 'Berg' }),
  },
  {
    name: "teacher's home",
    path: '/teacher',
    operations: ['CurrentUser', 'TeacherHome', 'ReviewQueue'],
    account: async (request) => {
      const teacher = await createTeacher(request, { firstName: 'Hugo', lastName: 'Berg' });
      await createClassroom(request, 'Spanish A2 · Thursdays');
      return teacher;
    },
  },
];

for (const home of homes) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the app takes the painted ${home.name} over in place, ${viewport.width} px wide`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await home.account(context.request);
      await appHasRun(context, baseURL, { mode: 'light', language: 'en' });
      const sent = operationsSent(page);
      const release = await holdRequests(page, '**/assets/*.js');
      await page.goto(home.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: /, Hugo$/ })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
      const painted = await landmarks(page);
      release();
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      expect(await landmarks(page)).toEqual(painted);
      // The server's answers came with the page: the app asked for none of them again.
      await page.waitForLoadState('networkidle');
      for (const operation of home.operations) expect(sent).not.toContain(operation);
      await page.getByRole('button', { name: 'Account of Hugo Berg' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    });
  }
}

test('an attempt in progress arrives painted with the conversation so far, on a phone; typing waits for the app', async ({
  browser,
  baseURL,
  context,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const teacherContext = await browser.newContext({ baseURL });
  await createTeacher(teacherContext.request);
  await createStudent(context.request, { firstName: 'Nora', lastName: 'Vidal' });
  const { intentId } = await startedPracticeAttempt(teacherContext.request, context.request, {
    helpFeatures: [],
  });
  await teacherContext.close();
  await appHasRun(context, baseURL, { mode: 'light', language: 'en' });
  const sent = operationsSent(page);
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto(`/activities/practice-intent/${intentId}`, { waitUntil: 'commit' });
  const opening = page.locator('li p[lang]', { hasText: '¡Buenos días! Bienvenido al Café Sol.' });
  await expect(opening).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  const composer = page.getByRole('textbox', { name: 'Your reply' });
  await expect(composer).not.toBeEditable();
  // The composer too: as tall painted as the app makes it (its placeholder wraps on a phone).
  const shown = ['header', 'main h1', 'li p[lang]', 'textarea:not([aria-hidden])'];
  const painted = await landmarks(page, shown);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await landmarks(page, shown)).toEqual(painted);
  // The server's answers came with the page; the session is read once more after its live
  // events are subscribed to (what happened in between), as on every visit.
  await expect
    .poll(() => sent.slice(sent.indexOf('PracticeIntentEvents')))
    .toEqual(['PracticeIntentEvents', 'PracticeSession']);
  expect(sent).toEqual(['PracticeIntentEvents', 'PracticeSession']);
  await composer.fill('Un café con leche, por favor.');
  await expect(composer).toHaveValue('Un café con leche, por favor.');
});
