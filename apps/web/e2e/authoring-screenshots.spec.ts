import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Screenshots of the authoring screens in docs/screenshots: `UPDATE_SCREENSHOTS=1 npx playwright
 * test -c apps/web/playwright.config.ts authoring-screenshots` after a build. Skipped otherwise:
 * they rewrite files in the repository.
 */
const OUTPUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const LOCALES = [
  { locale: 'en', limited: '3 attempts', duplicate: 'Duplicate', save: 'Save', name: 'Name' },
  { locale: 'es', limited: '3 intentos', duplicate: 'Duplicar', save: 'Guardar', name: 'Nombre' },
  { locale: 'ar', limited: '3 محاولات', duplicate: 'نسخ', save: 'حفظ', name: 'الاسم' },
] as const;
const HELP = {
  en: ['View Transcription', 'View Translation'],
  es: ['Ver Transcripción', 'Ver Traducción'],
  ar: ['عرض النص المكتوب', 'عرض الترجمة'],
} as const;
const ATTEMPTS_OPTION = { en: 'Limited', es: 'Limitados', ar: 'محدودة' } as const;
const ATTEMPTS_FIELD = { en: 'Number of attempts', es: 'Número de intentos', ar: 'عدد المحاولات' };

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');
test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });

async function shoot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${OUTPUT}${name}.png` });
}

for (const variant of LOCALES) {
  test(`authoring screenshots ${variant.locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    const { baseURL } = test.info().project.use;
    await page.context().addCookies([
      {
        name: 'charla-language',
        value: variant.locale,
        url: baseURL ?? process.env.CHARLA_E2E_URL ?? '',
      },
    ]);
    await createTeacher(page.context().request);

    await page.goto('/learning/scenario?scope=LIBRARY');
    await expect(page.getByRole('button', { name: variant.duplicate }).first()).toBeVisible();
    await shoot(page, `authoring-library-${variant.locale}`);

    await page.getByRole('button', { name: variant.duplicate }).first().click();
    await expect(page).toHaveURL(/\/learning\/scenario\/(?!create)[^/]+$/);
    await page.reload();
    await expect(page.getByTestId('step').first()).toBeVisible();
    await shoot(page, `authoring-scenario-editor-${variant.locale}`);

    await page.goto('/evaluation/evaluation-setting/new');
    await page
      .getByRole('textbox', { name: variant.name })
      .fill(
        variant.locale === 'en'
          ? 'Weekly speaking check'
          : variant.locale === 'es'
            ? 'Control oral semanal'
            : 'اختبار المحادثة الأسبوعي',
      );
    await page.getByRole('button', { name: ATTEMPTS_OPTION[variant.locale], exact: true }).click();
    await page.getByRole('spinbutton', { name: ATTEMPTS_FIELD[variant.locale] }).fill('3');
    for (const feature of HELP[variant.locale]) await page.getByLabel(feature).check();
    await page.getByRole('button', { name: variant.save }).click();
    await expect(page).toHaveURL(/\/evaluation\/evaluation-setting\/(?!new)[^/]+$/);
    await page.setViewportSize({ width: 1440, height: 1500 });
    await page.reload();
    await expect(page.getByText(variant.limited).first()).toBeVisible();
    await shoot(page, `authoring-evaluation-setting-${variant.locale}`);
  });
}
