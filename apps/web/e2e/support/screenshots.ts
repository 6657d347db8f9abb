import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';

/**
 * What the screenshot specs share: the folder, the four looks every screen is taken in (desktop
 * and phone; English light, Arabic dark) and the whole-page shot. The specs write files in the
 * repository, so they run only with UPDATE_SCREENSHOTS=1 (`npm run screenshots -w apps/web`).
 */
export const SCREENSHOTS = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));

export const LOOKS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1440, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1440, height: 900 },
  { name: 'phone-en-light', locale: 'en', theme: 'light', width: 390, height: 844 },
  { name: 'phone-ar-dark', locale: 'ar', theme: 'dark', width: 390, height: 844 },
] as const;
export type Look = (typeof LOOKS)[number];

export const UPDATING_SCREENSHOTS = Boolean(process.env.UPDATE_SCREENSHOTS);

/** A browser context in the look: size, language (cookie and browser) and theme. */
export async function contextInLook(browser: Browser, baseURL: string | undefined, look: Look) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: look.width, height: look.height },
    deviceScaleFactor: 1,
    locale: look.locale,
    timezoneId: 'Europe/Madrid',
  });
  await context.addCookies([{ name: 'charla-language', value: look.locale, url: baseURL ?? '' }]);
  // Signed-in users start from the visitor's choice too (lib/theme-preference.ts).
  await context.addInitScript(
    (theme) => localStorage.setItem('charla-theme:guest', theme),
    look.theme,
  );
  return context;
}

/** The whole page (not only the first screen), once fonts and moving labels have settled. */
export async function shootPage(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}
