import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { createTeacher, graphql } from './accounts.ts';
import { expect } from './fixtures.ts';

/** A Spanish A2 classroom of the request context's teacher, made through the API; returns its id. */
export async function createClassroom(
  request: APIRequestContext,
  name: string,
  description?: string,
): Promise<string> {
  const { languages } = await graphql<{ languages: { id: string; isoLanguageCode: string }[] }>(
    request,
    'query { languages { id isoLanguageCode } }',
  );
  const spanish = languages.find((language) => language.isoLanguageCode === 'es');
  const { createClassroom: created } = await graphql<{
    createClassroom: { success: boolean; objects: { id: string }[] | null; errors: unknown };
  }>(
    request,
    'mutation($input: ClassroomInput!) { createClassroom(input: $input) { success objects { id } errors { field messages } } }',
    { input: { name, description, languageId: spanish?.id, level: 'A2' } },
  );
  expect(created.success, JSON.stringify(created.errors)).toBe(true);
  const id = created.objects?.[0]?.id;
  if (!id) throw new Error('createClassroom returned no classroom');
  return id;
}

const DESCRIPTION = 'Conversation practice for beginners.';

/**
 * A signed-in teacher (Lucía Fernández) in their own browser context, allowed to use the
 * clipboard, on the page of a Spanish A2 classroom described as DESCRIPTION that they just made:
 * through the New classroom form with `through: 'form'` (the journey that tests the form),
 * otherwise through the API, which spares a test the form's 3.6 s.
 */
export async function teacherWithClassroom(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  contextOptions: BrowserContextOptions = {},
  { through = 'api' }: { through?: 'form' | 'api' } = {},
) {
  const context = await browser.newContext({ ...contextOptions, baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const teacher = await createTeacher(context.request, {
    firstName: 'Lucía',
    lastName: 'Fernández',
  });
  const page = await context.newPage();
  if (through === 'api') {
    const id = await createClassroom(context.request, name, DESCRIPTION);
    await page.goto(`/accounts/classroom/${id}`);
  } else {
    await page.goto('/accounts/classroom');
    await page.getByRole('button', { name: 'New classroom' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill(DESCRIPTION);
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await dialog.getByRole('combobox', { name: 'CEFR level' }).click();
    await page.getByRole('option', { name: 'A2' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
  await expect(page).toHaveURL(/\/accounts\/classroom\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { context, page, teacher };
}
