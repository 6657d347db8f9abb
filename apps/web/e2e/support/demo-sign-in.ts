import type { Page } from '@playwright/test';

/** The demo accounts the server seeds on start (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'practice-makes-perfect';

/** Signs in through the login page, as a newcomer trying the demo would. */
export async function signInAsDemo(page: Page, who: 'teacher' | 'student'): Promise<void> {
  await page.goto('/accounts/login');
  await page.getByLabel('E-mail address').fill(`${who}@charla.localhost`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(who === 'teacher' ? '**/teacher' : '**/student');
}
