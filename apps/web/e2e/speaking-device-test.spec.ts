import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { ensureSpeechSample } from './support/speech-sample.ts';

// Before the browser starts: its fake microphone plays this file.
const noSample = ensureSpeechSample();
if (noSample) console.warn(`skipped: ${noSample}`);
test.skip(noSample !== null, noSample ?? '');

/** The seconds the preview's player has played. */
const playedSeconds = (page: Page) =>
  page
    .getByRole('group', { name: 'Your recording' })
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => audio.currentTime);

test.describe('the device check with a microphone', () => {
  test.use({ permissions: ['microphone'] });

  test('records after the notice, shows the level and the time, and plays the recording back', async ({
    page,
  }) => {
    await page.goto('/test');
    await expect(page.getByText('Before your first recording')).toBeVisible();
    await expect(page.getByText(/Your recordings are personal data/)).toBeVisible();
    await page.getByRole('button', { name: 'I understand, use the microphone' }).click();

    const stop = page.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    // The fake microphone speaks: the meter moves and the clock runs.
    await expect
      .poll(async () => Number(await page.getByRole('meter').getAttribute('aria-valuenow')), {
        timeout: 5_000,
      })
      .toBeGreaterThan(10);
    await expect(page.getByRole('timer')).toContainText(/0:0[2-9] \/ 0:30/);
    await stop.click();

    const preview = page.getByRole('group', { name: 'Your recording' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/0:0[2-9]/);
    await preview.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => playedSeconds(page)).toBeGreaterThan(0.5);
    await expect(page.getByRole('button', { name: 'Record again' })).toBeVisible();
  });
});

test('a browser that refuses the microphone shows what to do in each browser', async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('button', { name: 'I understand, use the microphone' }).click();
  const problem = page.locator('[data-microphone-problem="denied"]');
  await expect(problem).toContainText('The microphone is blocked');
  // Chromium's own steps first, the other browsers' after them.
  await expect(problem.locator('li').first()).toHaveAttribute('data-browser', 'chromium');
  await expect(problem.locator('li')).toHaveCount(3);
  await expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();
});
