import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { createStudent, createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout-check.ts';
import { startedPracticeAttempt } from './support/practice.ts';
import { ensureSpeechSample } from './support/speech-sample.ts';

/**
 * Screenshots of the recorder in the practice session (the notice before the first recording,
 * recording, the preview, ready again beside the graded recording) and of the device check with
 * the microphone blocked, in docs/screenshots: `UPDATE_SCREENSHOTS=1 npx playwright test -c
 * apps/web/playwright.config.ts speaking-screenshots` after a build. Skipped otherwise.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1280, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1280, height: 900 },
  { name: 'en-phone', locale: 'en', theme: 'light', width: 390, height: 844 },
  { name: 'ar-phone', locale: 'ar', theme: 'light', width: 390, height: 844 },
] as const;
type Variant = (typeof VARIANTS)[number];

type Speaking = {
  recorder: { answerByVoice: string; send: string };
  notice: { accept: string };
};
/** The recorder's words in a variant's language, from the app's own catalogue. */
const words = (locale: string): Speaking =>
  (
    JSON.parse(
      readFileSync(new URL(`../src/locales/${locale}/translation.json`, import.meta.url), 'utf8'),
    ) as { speaking: Speaking }
  ).speaking;

const noSample = process.env.UPDATE_SCREENSHOTS ? ensureSpeechSample() : null;
test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.skip(noSample !== null, noSample ?? '');
test.use({ layoutCheck: false, deviceScaleFactor: 1, permissions: ['microphone'] });

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
}

async function dress(context: BrowserContext, page: Page, variant: Variant, baseURL: string) {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await context.addCookies([{ name: 'charla-language', value: variant.locale, url: baseURL }]);
  await page.addInitScript((theme) => {
    for (const key of ['charla-theme:guest']) localStorage.setItem(key, theme);
  }, variant.theme);
}

/** The recorder's buttons by their place, whatever the language. */
const recorder = (page: Page) => page.locator('[data-recorder-status]');

for (const variant of VARIANTS) {
  test(`speaking screenshots ${variant.name}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const url = baseURL ?? '';
    await dress(page.context(), page, variant, url);
    const teacherContext = await browser.newContext({ baseURL });
    await createTeacher(teacherContext.request);
    await createStudent(page.context().request, { firstName: 'Ana', lastName: 'García' });
    const { intentId } = await startedPracticeAttempt(
      teacherContext.request,
      page.context().request,
      { helpFeatures: ['VIEW_TRANSCRIPTION', 'VIEW_SUGGESTIONS'] },
    );
    await teacherContext.close();
    await page.goto(`/activities/practice-intent/${intentId}`);
    const say = words(variant.locale);
    await page.getByRole('button', { name: say.recorder.answerByVoice }).click();
    const notice = page.locator('section[aria-labelledby]').filter({
      has: page.getByRole('button', { name: say.notice.accept }),
    });
    await expect(notice).toBeVisible();
    await shoot(page, `speaking-notice-${variant.name}`);

    await notice.getByRole('button').last().click();
    await expect(recorder(page)).toHaveAttribute('data-recorder-status', 'recording');
    await expect(page.getByRole('timer').last()).toContainText(/0:0[3-9]/);
    await shoot(page, `speaking-recording-${variant.name}`);

    await recorder(page).getByRole('button').first().click();
    await expect(recorder(page)).toHaveAttribute('data-recorder-status', 'recorded');
    await recorder(page).getByRole('textbox').fill('Hola, quería un café con leche, por favor.');
    await shoot(page, `speaking-preview-${variant.name}`);

    await recorder(page).getByRole('button', { name: say.recorder.send, exact: true }).click();
    await expect(page.locator('[data-message-id] [data-correctness]').first()).toHaveAttribute(
      'data-correctness',
      /^(YES|PARTIAL|NO)$/,
      { timeout: 30_000 },
    );
    await expect(recorder(page)).toHaveAttribute('data-recorder-status', 'idle');
    await expect(page.locator('li p[lang]', { hasText: '¿Quiere algo de comer?' })).toBeVisible();
    await shoot(page, `speaking-idle-${variant.name}`);

    // The microphone refused: the device check says what to do, this browser's steps first.
    const blocked = await browser.newContext({ baseURL, permissions: [] });
    const blockedPage = await blocked.newPage();
    await dress(blocked, blockedPage, variant, url);
    await blockedPage.goto('/test');
    await blockedPage.getByRole('button', { name: say.notice.accept }).click();
    await expect(blockedPage.locator('[data-microphone-problem="denied"]')).toBeVisible();
    await shoot(blockedPage, `speaking-microphone-blocked-${variant.name}`);
    await blocked.close();
  });
}
