import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { classroomWithStudent, closeAssignment, publishAssignment } from './support/assignments.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Screenshots of the student's assignment list and brief in docs/screenshots:
 * `UPDATE_SCREENSHOTS=1 npx playwright test -c apps/web/playwright.config.ts assignment-screenshots`
 * after a build. Skipped otherwise: they rewrite files in the repository.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const HOUR_MS = 60 * 60 * 1000;
const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1440, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1440, height: 900 },
  { name: 'phone-en-light', locale: 'en', theme: 'light', width: 390, height: 844 },
  { name: 'phone-ar-dark', locale: 'ar', theme: 'dark', width: 390, height: 844 },
] as const;

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
}

for (const variant of VARIANTS) {
  test(`assignment screenshots ${variant.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: variant.width, height: variant.height },
      deviceScaleFactor: 1,
      locale: variant.locale,
      timezoneId: 'Europe/Madrid',
    });
    await context.addCookies([
      { name: 'charla-language', value: variant.locale, url: baseURL ?? '' },
    ]);
    await context.addInitScript(
      (theme) => localStorage.setItem('charla-theme:guest', theme),
      variant.theme,
    );
    const teacher = await browser.newContext({ baseURL });
    await createTeacher(teacher.request);
    await createStudent(context.request, { firstName: 'Ana', lastName: 'García' });
    await graphql(
      context.request,
      'mutation($language: String) { updateProfile(input: { language: $language }) { success } }',
      {
        language: variant.locale,
      },
    );
    const classroomId = await classroomWithStudent(
      teacher.request,
      context.request,
      'Spanish A2 · Tuesday group',
    );
    const cafe = await publishAssignment(teacher.request, {
      classroomId,
      title: 'Order breakfast in Madrid',
      instructions: 'Use usted with the waitress, and ask for the bill at the end.',
      maxAttempts: 3,
      helpFeatures: [
        'VIEW_TRANSCRIPTION',
        'VIEW_TRANSLATION',
        'VIEW_SUGGESTIONS',
        'VIEW_DESCRIPTION',
      ],
      dueAt: new Date(Date.now() + 74 * HOUR_MS),
    });
    await publishAssignment(teacher.request, {
      classroomId,
      title: 'Buy a train ticket to Seville',
      scenario: 'train',
      attemptMode: 'UNLIMITED',
      dueAt: new Date(Date.now() + 5 * HOUR_MS + 600_000),
    });
    await publishAssignment(teacher.request, {
      classroomId,
      title: 'Travel essentials: the whole trip',
      curriculum: 'Travel essentials',
      attemptMode: 'DISABLED',
      dueAt: new Date(Date.now() + 10 * 24 * HOUR_MS),
    });
    const closed = await publishAssignment(teacher.request, {
      classroomId,
      title: 'At the pharmacy',
      scenario: 'pharmacy',
    });
    await closeAssignment(teacher.request, closed.assignmentId);
    await teacher.close();

    // One attempt in progress, so the brief shows Resume and a previous attempt.
    await graphql(
      context.request,
      'mutation($a: ID!, $s: ID!) { startPracticeIntent(assignmentId: $a, scenarioId: $s) { success } }',
      { a: cafe.assignmentId, s: cafe.scenarioId },
    );
    const page = await context.newPage();
    await page.goto('/activities/practice-assignment');
    await expect(page.getByTestId('assignment-card')).toHaveCount(3);
    await shoot(page, `assignments-student-list-${variant.name}`);

    await page.goto(`/activities/practice-assignment/${cafe.assignmentId}/${cafe.scenarioId}`);
    await expect(page.getByTestId('previous-attempt')).toHaveCount(1);
    await shoot(page, `assignments-brief-${variant.name}`);

    await page.goto('/student');
    await expect(page.getByTestId('assignment-card')).toHaveCount(3);
    await shoot(page, `assignments-student-home-${variant.name}`);
    await context.close();
  });
}
