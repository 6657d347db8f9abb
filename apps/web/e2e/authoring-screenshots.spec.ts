import { createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { contextInLook, LOOKS, shootPage, UPDATING_SCREENSHOTS } from './support/screenshots.ts';

/**
 * The authoring screens in docs/screenshots, whole pages: the scenario library, a scenario in the
 * editor (down to vocabulary, rubrics and attachments), a new scenario counting its characters,
 * the curricula and a curriculum, an evaluation setting. `npm run screenshots -w apps/web` after
 * a build; skipped otherwise (they rewrite files in the repository).
 */
const WORDS = {
  en: {
    duplicate: 'Duplicate',
    save: 'Save',
    name: 'Name',
    limited: 'Limited',
    attempts: 'Number of attempts',
    help: ['View Transcription', 'View Translation'],
    setting: 'Weekly speaking check',
    curriculum: 'First week in Madrid',
  },
  ar: {
    duplicate: 'نسخ',
    save: 'حفظ',
    name: 'الاسم',
    limited: 'محدودة',
    attempts: 'عدد المحاولات',
    help: ['عرض النص المكتوب', 'عرض الترجمة'],
    setting: 'اختبار المحادثة الأسبوعي',
    curriculum: 'الأسبوع الأول في مدريد',
  },
} as const;

test.skip(!UPDATING_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');

for (const look of LOOKS) {
  test(`authoring screenshots ${look.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const words = WORDS[look.locale];
    const context = await contextInLook(browser, baseURL, look);
    const page = await context.newPage();
    await createTeacher(context.request);

    await page.goto('/learning/scenario?scope=LIBRARY');
    await expect(page.getByRole('button', { name: words.duplicate }).first()).toBeVisible();
    await shootPage(page, `authoring-library-${look.name}`);

    await page.getByRole('button', { name: words.duplicate }).first().click();
    await expect(page).toHaveURL(/\/learning\/scenario\/(?!create)[^/]+$/);
    await page.reload();
    await expect(page.getByTestId('step').first()).toBeVisible({ timeout: 30_000 });
    await shootPage(page, `authoring-scenario-editor-${look.name}`);

    await page.goto('/learning/scenario/create');
    await expect(page.locator('main h1')).toBeVisible();
    const fields = page.locator('main textarea:not([aria-hidden]), main input[type="text"]');
    await fields
      .nth(0)
      .fill('A table for four at a busy restaurant on a Saturday night in Sevilla');
    await fields
      .nth(1)
      .fill('Ask for a table, say how many you are, and choose between the terrace and inside.');
    await shootPage(page, `authoring-scenario-new-${look.name}`);

    await page.goto('/learning/curriculum');
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `authoring-curricula-${look.name}`);

    await page.goto('/learning/curriculum/create');
    await expect(page.locator('main h1')).toBeVisible();
    await page.locator('main input[type="text"]').first().fill(words.curriculum);
    await shootPage(page, `authoring-curriculum-new-${look.name}`);

    await page.goto('/evaluation/evaluation-setting/new');
    await page.getByRole('textbox', { name: words.name }).fill(words.setting);
    await page.getByRole('button', { name: words.limited, exact: true }).click();
    await page.getByRole('spinbutton', { name: words.attempts }).fill('3');
    for (const feature of words.help) await page.getByLabel(feature).check();
    await page.getByRole('button', { name: words.save }).click();
    await expect(page).toHaveURL(/\/evaluation\/evaluation-setting\/(?!new)[^/]+$/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: words.name })).toHaveValue(words.setting);
    await shootPage(page, `authoring-evaluation-setting-${look.name}`);
    await context.close();
  });
}
