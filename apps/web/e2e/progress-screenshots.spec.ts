import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signInAsDemo } from './support/demo-sign-in.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout-check.ts';

/**
 * Screenshots of the classroom progress dashboard and of the demo student's My progress, in
 * docs/screenshots: `UPDATE_SCREENSHOTS=1 npx playwright test -c apps/web/playwright.config.ts
 * progress-screenshots` after a build. Skipped otherwise. The demo seed's weeks of practice fill them.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1280, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1280, height: 900 },
  { name: 'en-phone', locale: 'en', theme: 'light', width: 390, height: 844 },
  { name: 'ar-phone', locale: 'ar', theme: 'dark', width: 390, height: 844 },
] as const;

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.use({ layoutCheck: false, deviceScaleFactor: 1 });

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await expect(page.locator('.MuiChartsSurface-root, svg rect').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
}

for (const variant of VARIANTS) {
  test(`progress screenshots ${variant.name}`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page.addInitScript((theme) => {
      for (const key of ['charla-theme:guest']) localStorage.setItem(key, theme);
      const original = localStorage.getItem.bind(localStorage);
      localStorage.getItem = (key: string) =>
        key.startsWith('charla-theme:') ? theme : original(key);
    }, variant.theme);
    await page.context().addCookies([{ name: 'charla-language', value: 'en', url: baseURL ?? '' }]);
    await signInAsDemo(page, 'teacher');
    await page
      .context()
      .addCookies([{ name: 'charla-language', value: variant.locale, url: baseURL ?? '' }]);
    const href = await page.locator('a[href^="/accounts/classroom/"]').first().getAttribute('href');
    await page.goto(`${href}/progress`);
    await shoot(page, `progress-dashboard-${variant.name}`);

    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'charla-language', value: 'en', url: baseURL ?? '' }]);
    await signInAsDemo(page, 'student');
    await page
      .context()
      .addCookies([{ name: 'charla-language', value: variant.locale, url: baseURL ?? '' }]);
    await page.goto('/student/progress');
    await shoot(page, `my-progress-${variant.name}`);
  });
}
