import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests to `url` (a glob) until the returned function is called: to see
 * what a page shows before a response (the session check, the app's code) has arrived.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
