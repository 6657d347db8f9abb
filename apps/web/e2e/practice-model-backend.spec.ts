import { MODEL_GRADE } from '../../server/src/test/fake-openai-server.ts';
import { expect, test } from './support/fixtures.ts';
import { type ModelBackedServer, startModelBackedServer } from './support/model-backed-server.ts';

/**
 * Records every text the character's line in progress (aria-busy) shows, so a test can tell the
 * reply grew on screen piece by piece. Read it with `window.charlaStreamed`.
 */
const RECORD_STREAMED_TEXT = () => {
  const seen: string[] = [];
  (window as unknown as { charlaStreamed: string[] }).charlaStreamed = seen;
  new MutationObserver(() => {
    const text = document.querySelector('[aria-busy="true"] p[lang]')?.textContent ?? '';
    if (text && seen.at(-1) !== text) seen.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

let server: ModelBackedServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startModelBackedServer();
  // Slow enough that each piece is painted before the next one arrives.
  server.model.replyPieceDelayMs = 400;
});
test.afterAll(async () => {
  await server?.stop();
});

test('on a model server the demo student sees the reply grow piece by piece, and a grade the model botched marked as the built-in tutor’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.addInitScript(RECORD_STREAMED_TEXT);

  await page.goto('/accounts/login');
  await page.getByLabel('E-mail address').fill('student@charla.localhost');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('practice-makes-perfect');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByTestId('assignment-card')
    .filter({ hasText: 'Order at a café' })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/activities\/practice-intent\/[^/]+$/);

  const box = page.getByRole('textbox', { name: 'Your reply' });
  await box.fill('Buenos días, quiero un café con leche, por favor.');
  await box.press('Enter');
  const whole = server.model.replyPieces.join('');
  await expect(page.locator('li p[lang]', { hasText: whole })).toBeVisible();
  const streamed = await page.evaluate(
    () => (window as unknown as { charlaStreamed: string[] }).charlaStreamed,
  );
  // The line grew on screen in order, a piece at a time, before it was whole. On a busy machine
  // two pieces can land in one render, so not every piece need be seen on its own; the last one
  // may arrive with the stored line and be painted as it, no longer in progress.
  const prefixes = server.model.replyPieces.map((_, index) =>
    server.model.replyPieces.slice(0, index + 1).join(''),
  );
  const steps = streamed.map((text) => prefixes.indexOf(text));
  expect(steps, `not pieces of the reply: ${JSON.stringify(streamed)}`).not.toContain(-1);
  expect(steps).toEqual([...steps].sort((a, b) => a - b));
  expect(new Set(steps).size).toBe(steps.length);
  expect(steps.length).toBeGreaterThanOrEqual(Math.min(2, prefixes.length - 1));
  const first = page.locator('[data-message-id]').first();
  await expect(first.locator('[data-correctness]')).toHaveAttribute(
    'data-correctness',
    MODEL_GRADE.correctness,
  );
  await expect(first).toContainText(MODEL_GRADE.feedback[0]?.message ?? '');

  // The model answers the next grading out of its schema: the built-in tutor grades instead,
  // and says so.
  server.model.grade = { correctness: 'SOMETIMES' };
  await box.fill('Y un bocadillo de jamón.');
  await box.press('Enter');
  const second = page.locator('[data-message-id]').nth(1);
  await expect(second.locator('[data-correctness]')).toHaveAttribute(
    'data-correctness',
    /^(YES|PARTIAL|NO)$/,
  );
  await expect(second).toContainText(
    'Graded by the built-in tutor: the language model did not answer in time or in the expected form.',
  );
  await context.close();
});
