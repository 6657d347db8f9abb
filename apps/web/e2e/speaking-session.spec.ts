import type { Locator } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { startedPracticeAttempt } from './support/practice.ts';
import { ensureSpeechSample, SPEECH_SAMPLE_TEXT } from './support/speech-sample.ts';

// Before the browser starts: its fake microphone plays this file.
const noSample = ensureSpeechSample();
if (noSample) console.warn(`skipped: ${noSample}`);
test.skip(noSample !== null, noSample ?? '');
test.use({ permissions: ['microphone'] });

const RESULTS = /^(YES|PARTIAL|NO)$/;

/** The seconds a recording's player has played. */
const playedSeconds = (player: Locator) =>
  player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

test('a student answers by voice: records, listens to the preview, sends it, sees it graded with its duration and plays it again on the result', async ({
  browser,
  baseURL,
  context: studentContext,
}) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext({ baseURL });
  await createTeacher(teacherContext.request);
  await createStudent(studentContext.request, { firstName: 'Ana', lastName: 'García' });
  const { intentId } = await startedPracticeAttempt(
    teacherContext.request,
    studentContext.request,
    { helpFeatures: ['VIEW_TRANSCRIPTION'] },
  );
  await teacherContext.close();

  const page = await studentContext.newPage();
  await page.goto(`/activities/practice-intent/${intentId}`);
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  await expect(page.getByText('Before your first recording')).toBeVisible();
  await page.getByRole('button', { name: 'I understand, use the microphone' }).click();

  // Recording: the meter moves with the fake microphone's voice, the clock runs to the limit.
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  await expect(page.getByRole('timer').filter({ hasText: '/ 2:00' })).toContainText(/0:0[3-9]/);
  await stop.click();

  // The preview plays; Debian's Chromium cannot recognise speech, so the words are typed.
  const preview = page.getByRole('group', { name: 'Your recording' });
  await preview.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => playedSeconds(preview)).toBeGreaterThan(0.5);
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'What you said' }).fill(SPEECH_SAMPLE_TEXT);
  await send.click();

  // The stored recording, graded, with the duration the server read from the file.
  const line = page.locator('[data-message-id]').first();
  const player = line.getByRole('group', { name: 'Recorded answer' });
  await expect(player).toBeVisible();
  await expect(line.locator('[data-correctness]')).toHaveAttribute('data-correctness', RESULTS, {
    timeout: 30_000,
  });
  const seconds = Number(
    await player.locator('[data-duration-seconds]').getAttribute('data-duration-seconds'),
  );
  expect(seconds).toBeGreaterThan(2);
  expect(seconds).toBeLessThan(30);
  await expect(player).toContainText(/^0:\d\d$|0:\d\d/);
  // A typed transcript is the student's own: shown with the recording.
  await expect(line).toContainText('café con leche');
  await expect(page.locator('li p[lang]', { hasText: '¿Quiere algo de comer?' })).toBeVisible();
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => playedSeconds(player)).toBeGreaterThan(0.5);

  // The recorder is ready for the next answer; the result plays the recording too.
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
  await graphql(
    studentContext.request,
    'mutation($id: ID!) { finishPracticeIntent(intentId: $id) { success } }',
    { id: intentId },
  );
  await page.goto(`/activities/practice-intent/detail/${intentId}`);
  await expect(page).toHaveURL(new RegExp(`/activities/practice-intent/detail/${intentId}$`));
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const resultPlayer = transcript.getByRole('group', { name: 'Recorded answer' });
  await expect(resultPlayer).toBeVisible();
  await resultPlayer.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => playedSeconds(resultPlayer)).toBeGreaterThan(0.5);
});
