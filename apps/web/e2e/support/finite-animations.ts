import type { Page } from '@playwright/test';

/**
 * Waits, at most `timeoutMs`, until the page's fonts are in and its finite animations and
 * transitions have ended: measured or checked halfway, a notice sliding in reaches past the
 * viewport and a colour changing between themes has neither theme's contrast. A spinner's
 * animation never ends and is not waited for.
 */
export async function finiteAnimationsEnded(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluate(async (timeout) => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, timeout)),
    ]);
  }, timeoutMs);
}
