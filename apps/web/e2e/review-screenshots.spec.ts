import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout-check.ts';
import { finishedPracticeAttempt } from './support/review.ts';

/**
 * Screenshots of the teacher's review: the "needs review" queue on the home page, an attempt in
 * review (one answer regraded, the score set with a comment) and the assignment's results grid,
 * in docs/screenshots: `UPDATE_SCREENSHOTS=1 npx playwright test -c apps/web/playwright.config.ts
 * review-screenshots` after a build. Skipped otherwise.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1280, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1280, height: 900 },
  { name: 'en-phone', locale: 'en', theme: 'light', width: 390, height: 844 },
  { name: 'ar-phone', locale: 'ar', theme: 'light', width: 390, height: 844 },
] as const;

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.use({ layoutCheck: false, deviceScaleFactor: 1 });

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
}

for (const variant of VARIANTS) {
  test(`review screenshots ${variant.name}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page
      .context()
      .addCookies([{ name: 'charla-language', value: variant.locale, url: baseURL ?? '' }]);
    await page.addInitScript(
      (theme) => localStorage.setItem('charla-theme:guest', theme),
      variant.theme,
    );
    const teacher = page.context().request;
    await createTeacher(teacher);
    const studentContext = await browser.newContext({ baseURL });
    await createStudent(studentContext.request, { firstName: 'ليلى', lastName: 'حداد' });
    const { intentId, assignmentId } = await finishedPracticeAttempt(
      teacher,
      studentContext.request,
    );
    await studentContext.close();

    await page.goto('/teacher');
    await expect(page.getByTestId('review-queue-item')).toHaveCount(1);
    await shoot(page, `review-queue-${variant.name}`);

    // One answer regraded and the attempt scored with a comment, through the API.
    const { practiceIntent } = await graphql<{
      practiceIntent: { messages: { id: string; role: string }[] };
    }>(teacher, 'query($id: ID!) { practiceIntent(id: $id) { messages { id role } } }', {
      id: intentId,
    });
    const answer = practiceIntent.messages.find((message) => message.role === 'USER');
    await graphql(
      teacher,
      'mutation($input: PracticeMessageGradeInput!) { gradePracticeMessage(input: $input) { success } }',
      {
        input: {
          messageId: answer?.id,
          correctness: 'PARTIAL',
          feedback: [
            {
              category: 'VOCABULARY',
              severity: 'error',
              message: 'En España se dice «un café con leche»: bien, pero saluda antes de pedir.',
              suggestion: 'Buenos días. Quería un café con leche, por favor.',
            },
          ],
        },
      },
    );
    await graphql(
      teacher,
      'mutation($input: PracticeIntentGradeInput!) { gradePracticeIntent(input: $input) { success } }',
      {
        input: {
          intentId,
          overallScore: 82,
          comment: 'Muy bien. Repasa el vocabulario de la cafetería para la próxima vez.',
        },
      },
    );
    await page.goto(`/activities/practice-intent/detail/${intentId}`);
    await expect(page.getByTestId('attempt-review')).toBeVisible();
    await expect(page.getByTestId('teacher-grade')).toBeVisible();
    await shoot(page, `review-attempt-${variant.name}`);

    await page.goto(`/activities/practice-assignment/${assignmentId}/results`);
    await expect(page.getByTestId('result-row')).toHaveCount(1);
    await shoot(page, `assignment-results-${variant.name}`);
  });
}
