import type { Locator } from '@playwright/test';
import { drawnPng } from './authoring-helpers.ts';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { classroomWithStudent, publishAssignment } from './support/assignments.ts';
import { expect, test } from './support/fixtures.ts';

type Payload = { objects: { id: string }[] | null };

async function expectPictureLoaded(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("a student sees the pictures of their teacher's private scenario in the brief and beside the conversation", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const teacher = await browser.newContext({ baseURL });
  await createTeacher(teacher.request);
  await createStudent(page.request, { firstName: 'Ana', lastName: 'García' });
  const classroomId = await classroomWithStudent(teacher.request, page.request, 'Español A2');

  // The teacher's own copy of the café, with a picture of the menu: private, so signed URLs.
  const { scenarios } = await graphql<{ scenarios: { objects: { id: string }[] } }>(
    teacher.request,
    'query { scenarios(filter: { scope: LIBRARY, text: "café in Madrid" }) { objects { id } } }',
  );
  const { duplicateScenario } = await graphql<{ duplicateScenario: Payload }>(
    teacher.request,
    'mutation($id: ID!) { duplicateScenario(id: $id) { objects { id } } }',
    { id: scenarios.objects[0]?.id },
  );
  const scenarioId = duplicateScenario.objects?.[0]?.id ?? '';
  const editor = await teacher.newPage();
  await editor.goto(`/learning/scenario/${scenarioId}`);
  await editor.getByTestId('attachment-input').setInputFiles({
    name: 'Carta del café.png',
    mimeType: 'image/png',
    buffer: await drawnPng(editor),
  });
  await expect(editor.getByTestId('attachment')).toHaveCount(1);
  const { assignmentId } = await publishAssignment(teacher.request, {
    classroomId,
    title: 'Desayuno en Madrid',
    scenarioId,
    helpFeatures: ['VIEW_DESCRIPTION'],
  });

  await page.goto(`/activities/practice-assignment/${assignmentId}/${scenarioId}`);
  const materials = page.getByRole('region', { name: 'Materials' });
  const picture = materials.getByRole('img', { name: 'Carta del café.png' });
  await expect(picture).toHaveAttribute('src', /\/media\/private\/.+sig=/);
  await expectPictureLoaded(picture);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/activities\/practice-intent\//);
  await page.getByRole('button', { name: 'Scenario' }).click();
  const drawer = page.getByRole('dialog', { name: 'The scenario' });
  await expectPictureLoaded(drawer.getByRole('img', { name: 'Carta del café.png' }));
  await teacher.close();
});
