import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout-check.ts';
import { startedPracticeAttempt } from './support/practice.ts';

/**
 * Screenshots of the practice session (mid-conversation: one line graded with feedback, one
 * still CORRECTING) and of its result, in docs/screenshots: `UPDATE_SCREENSHOTS=1 npx playwright
 * test -c apps/web/playwright.config.ts practice-screenshots` after a build. Skipped otherwise.
 * Each page also gets the layout check at the variant's size.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const VARIANTS = [
  {
    name: 'en-light',
    locale: 'en',
    theme: 'light',
    width: 1280,
    height: 900,
    send: 'Send',
    translate: 'Translate',
  },
  {
    name: 'ar-dark',
    locale: 'ar',
    theme: 'dark',
    width: 1280,
    height: 900,
    send: 'إرسال',
    translate: 'ترجمة',
  },
  {
    name: 'en-phone',
    locale: 'en',
    theme: 'light',
    width: 390,
    height: 844,
    send: 'Send',
    translate: 'Translate',
  },
] as const;

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.use({ layoutCheck: false, deviceScaleFactor: 1 });

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  // The top bar is sticky: from the top, a full-page picture shows it once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
}

for (const variant of VARIANTS) {
  test(`practice screenshots ${variant.name}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page
      .context()
      .addCookies([{ name: 'charla-language', value: variant.locale, url: baseURL ?? '' }]);
    await page.addInitScript(
      (theme) => localStorage.setItem('charla-theme:guest', theme),
      variant.theme,
    );
    const teacherContext = await browser.newContext({ baseURL });
    await createTeacher(teacherContext.request);
    await createStudent(page.context().request, { firstName: 'Ana', lastName: 'García' });
    const { intentId } = await startedPracticeAttempt(
      teacherContext.request,
      page.context().request,
      {
        helpFeatures: ['VIEW_SUGGESTIONS', 'VIEW_TRANSLATION', 'VIEW_DESCRIPTION'],
        maxDurationSeconds: 900,
      },
    );
    await teacherContext.close();

    await page.goto(`/activities/practice-intent/${intentId}`);
    const box = page.getByRole('textbox').first();
    await box.fill('Hola, quería un cafe con leche, por fabor.');
    await box.press('Enter');
    await expect(
      page.locator('[data-correctness="PARTIAL"], [data-correctness="YES"]'),
    ).toHaveCount(1);
    const reply = page.locator('li p[lang]', { hasText: '¿Quiere algo de comer?' });
    await expect(reply).toBeVisible();
    // The character's reply translated.
    await page.getByRole('button', { name: variant.translate }).last().click();
    await expect(page.getByText('Would you like something to eat?')).toBeVisible();

    // Live events cut off, so the next line stays CORRECTING for the picture.
    await page.route('**/graphql/', (route) =>
      route.request().headers().accept?.includes('text/event-stream')
        ? route.abort()
        : route.continue(),
    );
    await page.reload();
    await page.getByRole('textbox').first().fill('Una tostada con tomate, por favor.');
    await page.getByRole('button', { name: variant.send }).click();
    await expect(page.locator('[data-correctness="CORRECTING"]')).toHaveCount(1);
    await shoot(page, `practice-session-${variant.name}`);
    await page.unroute('**/graphql/');

    await graphql(
      page.context().request,
      'mutation($id: ID!) { finishPracticeIntent(intentId: $id) { success } }',
      { id: intentId },
    );
    await page.goto(`/activities/practice-intent/detail/${intentId}`);
    await expect(page.getByText('/ 100').first()).toBeVisible();
    await expect(page.locator('.MuiBarChart-root, svg rect').first()).toBeVisible();
    await shoot(page, `practice-result-${variant.name}`);
  });
}
