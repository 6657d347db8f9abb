import type { Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { RECORD_GRADES, startedPracticeAttempt } from './support/practice.ts';

const OPENING = '¡Buenos días! Bienvenido al Café Sol. ¿Qué desea tomar?';
const RESULTS = /^(YES|PARTIAL|NO)$/;

/** A line of the conversation by its words (not the screen-reader announcement of it). */
const characterLine = (page: Page, text: string) => page.locator('li p[lang]', { hasText: text });

test('a student practises in Spanish with live grades, reloads, finishes and reads the result; the teacher reads it too', async ({
  browser,
  baseURL,
  context: studentContext,
}) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext({ baseURL });
  await createTeacher(teacherContext.request);
  await createStudent(studentContext.request, { firstName: 'Ana', lastName: 'García' });
  await graphql(
    studentContext.request,
    'mutation { updateProfile(input: { language: "es" }) { success } }',
  );
  const { intentId } = await startedPracticeAttempt(
    teacherContext.request,
    studentContext.request,
    { helpFeatures: ['VIEW_SUGGESTIONS', 'VIEW_DESCRIPTION'] },
  );

  const page = await studentContext.newPage();
  await page.addInitScript(RECORD_GRADES);
  await page.goto(`/activities/practice-intent/${intentId}`);
  await expect(page.getByText(OPENING)).toBeVisible();
  const steps = page.getByRole('complementary');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Order a drink');

  // Only the help the setting allows is offered; a forged request for another is refused.
  await expect(page.getByRole('button', { name: 'Sugerir respuestas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escenario' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Traducir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rúbricas' })).toHaveCount(0);
  const { practiceIntent } = await graphql<{ practiceIntent: { messages: { id: string }[] } }>(
    studentContext.request,
    'query($id: ID!) { practiceIntent(id: $id) { messages { id } } }',
    { id: intentId },
  );
  await expect(
    graphql(
      studentContext.request,
      'mutation($i: ID!, $m: ID) { usePracticeHelp(intentId: $i, feature: VIEW_TRANSLATION, messageId: $m) { success } }',
      { i: intentId, m: practiceIntent.messages[0]?.id },
    ),
  ).rejects.toThrow();

  // The scenario's description opens beside the conversation and closes with Escape.
  await page.getByRole('button', { name: 'Escenario' }).click();
  const drawer = page.getByRole('dialog', { name: 'El escenario' });
  await expect(drawer).toContainText('busy café in Madrid');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The first reply, by keyboard: Enter sends; CORRECTING, then the grade, without a reload.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const box = page.getByRole('textbox', { name: 'Tu respuesta' });
  await box.fill('Hola, quería un cafe con leche, por fabor.');
  await expect(page.getByText('42 / 2000')).toBeVisible();
  await box.press('Enter');
  const first = page.locator('[data-message-id]').first();
  await expect(first).toContainText('quería un cafe con leche');
  await expect(first.locator('[data-correctness]')).toHaveAttribute('data-correctness', RESULTS);
  const grades = await page.evaluate(
    () => (window as unknown as { charlaGrades: Record<string, string[]> }).charlaGrades,
  );
  const firstGrades = grades['0'] ?? [];
  expect(firstGrades[0]).toBe('CORRECTING');
  expect(firstGrades.at(-1)).toMatch(RESULTS);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The grade is announced to screen readers, and so is the character's reply.
  await expect(page.getByRole('status')).toContainText(/Tu mensaje|Carmen dice/);
  await expect(characterLine(page, '¿Quiere algo de comer?')).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Order something to eat');
  await expect(box).toBeFocused();

  // Suggestions fill the box.
  await page.getByRole('button', { name: 'Sugerir respuestas' }).click();
  const suggestion = page.getByRole('button', { name: 'una tostada' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(box).toHaveValue('una tostada');

  // A reload in the middle resumes where it was.
  await page.reload();
  await expect(characterLine(page, '¿Quiere algo de comer?')).toBeVisible();
  await expect(
    page.locator('[data-message-id]').first().locator('[data-correctness]'),
  ).toHaveAttribute('data-correctness', RESULTS);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Order something to eat');
  await box.fill('Sí, una tostada con tomate, por favor.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(characterLine(page, '¿Es para tomar aquí o para llevar?')).toBeVisible();
  await expect(
    page.locator('[data-message-id]').nth(1).locator('[data-correctness]'),
  ).toHaveAttribute('data-correctness', RESULTS);

  // Finish from the menu (before the last step it asks first), then the result.
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('menuitem', { name: 'Terminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Terminar' }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/practice-intent/detail/${intentId}$`));
  const overall = page.getByRole('region', { name: 'Nota global' });
  await expect(overall).toContainText(/\d+\s*\/ 100/);
  await expect(overall).toContainText(/Aprobado|No aprobado/);
  await expect(page.getByText('Sin evaluar').first()).toBeVisible();
  const help = page.getByRole('region', { name: 'Ayuda usada' });
  await expect(help).toContainText('Ver Sugerencias: 1×');
  await expect(help).toContainText('Ver Descripción: 1×');
  const transcript = page.getByRole('region', { name: 'Transcripción' });
  await expect(transcript.getByText(OPENING)).toBeVisible();
  await expect(transcript.locator('[data-correctness]')).toHaveCount(2);
  // Corrections sit on the words they concern, with the suggestion.
  await expect(transcript.locator('p[lang] del', { hasText: 'fabor' })).toBeVisible();
  await expect(transcript.locator('p[lang] ins', { hasText: 'favor' })).toBeVisible();

  // The session's address now shows the result.
  await page.goto(`/activities/practice-intent/${intentId}`);
  await expect(page).toHaveURL(new RegExp(`/activities/practice-intent/detail/${intentId}$`));

  // The teacher reads the same attempt; there is no reply box (the review form is theirs).
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto(`/activities/practice-intent/detail/${intentId}`);
  await expect(teacherPage.getByText('Attempt 1 by Ana García')).toBeVisible();
  await expect(teacherPage.getByRole('region', { name: 'Overall score' })).toContainText(/\/ 100/);
  await expect(teacherPage.getByText(OPENING)).toBeVisible();
  await expect(teacherPage.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await teacherPage.goto(`/activities/practice-intent/${intentId}`);
  await expect(teacherPage).toHaveURL(/\/activities\/practice-intent\/detail\//);

  await teacherContext.close();
});
