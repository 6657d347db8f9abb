import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { createStudent, graphql } from './support/accounts.ts';
import { teacherWithClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

const LIBRARY_SCENARIO = 'Ordering at a café in Madrid';
/**
 * The teacher's zone, not the student's (the suite's browsers run in Europe/Madrid): the teacher's
 * browser and account are both in it, the due date is typed on its clock.
 */
const TEACHER_ZONE = 'America/Mexico_City';
const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

async function setTimeZone(request: APIRequestContext, timeZone: string) {
  const { updateProfile } = await graphql<{ updateProfile: { success: boolean } }>(
    request,
    'mutation($input: ProfileInput!) { updateProfile(input: $input) { success } }',
    { input: { timeZone } },
  );
  expect(updateProfile.success).toBe(true);
}

/** Joins the classroom through its invite link, as the request context's student. */
async function joinClassroom(
  teacher: APIRequestContext,
  student: APIRequestContext,
  classroomId: string,
) {
  const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
    teacher,
    'query($id: ID!) { classroom(id: $id) { invitePath } }',
    { id: classroomId },
  );
  const [teacherToken, classroomToken] = classroom.invitePath.split('/').slice(-2);
  const { acceptClassroomInvite } = await graphql<{ acceptClassroomInvite: { success: boolean } }>(
    student,
    'mutation($c: String!, $t: String!) { acceptClassroomInvite(classroomToken: $c, teacherToken: $t) { success } }',
    { c: classroomToken, t: teacherToken },
  );
  expect(acceptClassroomInvite.success).toBe(true);
}

/** Types a date and time into an MUI X date-time field (sections MM DD YYYY hh mm aa, digits only). */
async function typeDateTime(page: Page, field: Locator, typed: string) {
  await field.click();
  // All sections selected, cleared, then typed from the first one.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typed, { delay: 20 });
}

test('a teacher assigns a library scenario with two attempts and a due date; the student gets it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const teacher = await teacherWithClassroom(browser, baseURL, 'Spanish A2 · Thursdays', {
    timezoneId: TEACHER_ZONE,
  });
  const classroomId = teacher.page.url().split('/').pop() ?? '';
  await setTimeZone(teacher.context.request, TEACHER_ZONE);
  const studentContext = await browser.newContext({ baseURL });
  const student = await createStudent(studentContext.request, {
    firstName: 'Marta',
    lastName: 'Ruiz',
  });
  await joinClassroom(teacher.context.request, studentContext.request, classroomId);

  const { page } = teacher;
  await page.reload();
  const section = page
    .getByRole('region', { name: 'Assignments' })
    .or(
      page.locator('section').filter({ has: page.getByRole('heading', { name: 'Assignments' }) }),
    );
  await expect(section.getByText('No assignments yet')).toBeVisible();
  await section.getByRole('button', { name: 'Assign' }).click();

  const dialog = page.getByRole('dialog', { name: 'Assign practice' });
  await expect(dialog.getByTestId('assign-zone')).toHaveText(
    `Dates are in your time zone: ${TEACHER_ZONE}.`,
  );
  await dialog.getByRole('combobox', { name: 'Scenario' }).fill('café in Madrid');
  await page.getByRole('option', { name: LIBRARY_SCENARIO }).click();
  // The title follows the scenario; the preview shows what students will see.
  await expect(dialog.getByLabel('Title')).toHaveValue(LIBRARY_SCENARIO);
  const preview = dialog.getByTestId('assign-preview');
  await expect(preview.getByText(LIBRARY_SCENARIO).first()).toBeVisible();
  await expect(preview.getByText('You talk to:')).toBeVisible();
  await dialog.getByLabel('Instructions').fill('Order politely and ask for the bill.');
  await expect(preview.getByText('Order politely and ask for the bill.')).toBeVisible();

  // Sending without a setting: the dialog says what is missing, on the field.
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(dialog.getByText('Choose an evaluation setting or create one.')).toBeVisible();

  // A new evaluation setting, made inside the dialog: two attempts, transcription allowed.
  await dialog.getByRole('combobox', { name: 'Evaluation setting' }).click();
  await page.getByRole('option', { name: 'New evaluation setting…' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Two tries, transcript');
  await dialog.getByRole('button', { name: 'Limited', exact: true }).click();
  await dialog.getByLabel('Number of attempts').fill('2');
  await dialog.getByLabel('View Transcription').check();
  await expect(preview.getByText('2 attempts')).toBeVisible();
  await expect(preview.getByText('View Transcription')).toBeVisible();

  // A due date before the start is refused on the field, in the teacher's zone.
  const due = dialog.getByRole('group', { name: 'Due' });
  await typeDateTime(page, due, '010120201000AM');
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(dialog.getByText('The due date must be after the start.')).toBeVisible();
  await typeDateTime(page, due, '033120271159PM');
  await expect(preview.getByText('Due Mar 31, 2027, 11:59 PM')).toBeVisible();

  const saved = page.waitForResponse((response) =>
    (response.request().postData() ?? '').includes('PublishPracticeAssignment'),
  );
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  expect(JSON.stringify((await (await saved).json()).data.publishPracticeAssignment.errors)).toBe(
    'null',
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Assignment published: the students were told.')).toBeVisible();

  const row = section.getByTestId('classroom-assignment').filter({ hasText: LIBRARY_SCENARIO });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('Due Mar 31, 2027, 11:59 PM')).toBeVisible();
  await expect(row.getByTestId('assignment-completion')).toHaveText('0 / 1 done');

  // The student was mailed a link, and their list has it: two attempts, due at 23:59 in Mexico.
  const link = await waitForLink(student.email, '/activities/practice-assignment/');
  const { practiceAssignments } = await graphql<{
    practiceAssignments: {
      objects: {
        id: string;
        title: string;
        instructions: string;
        dueAt: string;
        rules: { attemptMode: string; maxAttempts: number; helpFeatures: string[] };
        myProgress: { attemptsAllowed: number; attemptsUsed: number; bucket: string };
        scenarios: { scenario: { id: string; title: string } }[];
      }[];
    };
  }>(
    studentContext.request,
    `query { practiceAssignments { objects { id title instructions dueAt
      rules { attemptMode maxAttempts helpFeatures }
      myProgress { attemptsAllowed attemptsUsed bucket }
      scenarios { scenario { id title } } } } }`,
  );
  expect(practiceAssignments.objects).toHaveLength(1);
  const [assigned] = practiceAssignments.objects;
  expect(assigned).toMatchObject({
    title: LIBRARY_SCENARIO,
    instructions: 'Order politely and ask for the bill.',
    dueAt: '2027-04-01T05:59:00.000Z',
    rules: { attemptMode: 'LIMITED', maxAttempts: 2, helpFeatures: ['VIEW_TRANSCRIPTION'] },
    myProgress: { attemptsAllowed: 2, attemptsUsed: 0, bucket: 'TO_DO' },
  });
  expect(link).toContain(`/activities/practice-assignment/${assigned?.id}/`);

  // The student's pages: the home and the list show it with its badges; the brief; Start; Resume.
  const scenarioId = assigned?.scenarios[0]?.scenario.id;
  const studentPage = await studentContext.newPage();
  await studentPage.goto('/student');
  const card = studentPage.getByTestId('assignment-card').filter({ hasText: LIBRARY_SCENARIO });
  await expect(card).toContainText('2 attempts');
  await expect(card).toContainText('0 of 2 attempts used');
  await expect(card).toContainText('Spanish A2 · Thursdays');
  await studentPage.goto('/activities/practice-assignment');
  await expect(studentPage.getByRole('tab', { name: 'To do (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await card.getByRole('link').click();
  await expect(studentPage).toHaveURL(
    `/activities/practice-assignment/${assigned?.id}/${scenarioId}`,
  );
  await expect(studentPage.getByTestId('instructions')).toHaveText(
    'Order politely and ask for the bill.',
  );
  await expect(
    studentPage.getByRole('list', { name: 'Help allowed' }).getByRole('listitem'),
  ).toHaveText(['View Transcription']);
  await expect(studentPage.getByTestId('attempts-left')).toHaveText('2 attempts left');
  await studentPage.getByRole('button', { name: 'Start' }).click();
  await expect(studentPage).toHaveURL(/\/activities\/practice-intent\/[^/]+$/);
  await studentPage.goBack();
  await expect(studentPage.getByRole('button', { name: 'Resume' })).toBeEnabled();
  await expect(studentPage.getByTestId('attempts-left')).toHaveText('1 attempt left');
  // An attempt in progress is not "done" for the teacher.
  await page.reload();
  await expect(row.getByTestId('assignment-completion')).toHaveText('0 / 1 done');

  // Give Marta more time: one extra attempt.
  await row.getByRole('button', { name: `Actions for ${LIBRARY_SCENARIO}` }).click();
  await page.getByRole('menuitem', { name: 'Give more time' }).click();
  const extension = page.getByRole('dialog', { name: 'Give more time' });
  await extension.getByRole('combobox', { name: 'Student' }).click();
  await page.getByRole('option', { name: 'Marta Ruiz' }).click();
  await extension.getByLabel('Extra attempts').fill('1');
  await extension.getByRole('button', { name: 'Give more time' }).click();
  await expect(page.getByText('More time given.')).toBeVisible();
  const after = await graphql<{
    practiceAssignments: { objects: { myProgress: { attemptsAllowed: number } }[] };
  }>(
    studentContext.request,
    'query { practiceAssignments { objects { myProgress { attemptsAllowed } } } }',
  );
  expect(after.practiceAssignments.objects[0]?.myProgress.attemptsAllowed).toBe(3);
  await studentPage.reload();
  await expect(studentPage.getByTestId('attempts-left')).toHaveText('2 attempts left');

  await studentContext.close();
  await teacher.context.close();
});

test('a teacher assigns from a scenario page, drafts, duplicates, deletes the copy and closes', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const teacher = await teacherWithClassroom(browser, baseURL, 'Spanish B1 · Evenings');
  const { page } = teacher;
  const { scenarios } = await graphql<{ scenarios: { objects: { id: string }[] } }>(
    teacher.context.request,
    'query($text: String) { scenarios(filter: { text: $text, scope: LIBRARY }) { objects { id } } }',
    { text: 'café in Madrid' },
  );
  await page.goto(`/learning/scenario/${scenarios.objects[0]?.id}`);
  await page.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign practice' });
  await expect(dialog.getByLabel('Scenario')).toHaveValue(LIBRARY_SCENARIO);
  await expect(dialog.getByLabel('Title')).toHaveValue(LIBRARY_SCENARIO);
  await dialog.getByRole('combobox', { name: 'Classroom' }).click();
  await page.getByRole('option', { name: 'Spanish B1 · Evenings' }).click();
  await dialog.getByRole('combobox', { name: 'Evaluation setting' }).click();
  await page.getByRole('option', { name: 'New evaluation setting…' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Open practice');
  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Assignment saved as a draft.')).toBeVisible();
  // Saved: the teacher lands on the classroom, where the draft waits.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spanish B1 · Evenings' }),
  ).toBeVisible();
  const rows = page.getByTestId('classroom-assignment');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByText('Draft')).toBeVisible();
  await expect(rows.first().getByTestId('assignment-completion')).toHaveText('0 / 0 done');

  const menu = async (index: number, item: string) => {
    await rows
      .nth(index)
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await menu(0, 'Duplicate');
  await expect(rows).toHaveCount(2);
  await menu(0, 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Draft deleted.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Edit: the dialog opens with what was saved; publishing from the list, then closing.
  await menu(0, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit assignment' });
  await expect(edit.getByLabel('Title')).toHaveValue(LIBRARY_SCENARIO);
  await edit.getByLabel('Title').fill('Café, week 2');
  await edit.getByRole('button', { name: 'Save as draft' }).click();
  await expect(rows.first()).toContainText('Café, week 2');
  await menu(0, 'Publish');
  await expect(rows.first().getByText('Published')).toBeVisible();
  await menu(0, 'Close');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(rows.first().getByText('Closed')).toBeVisible();
  await menu(0, 'Reopen');
  await expect(rows.first().getByText('Published')).toBeVisible();
  await teacher.context.close();
});

const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1440, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1440, height: 900 },
  { name: 'en-phone', locale: 'en', theme: 'light', width: 390, height: 844 },
] as const;
type Variant = (typeof VARIANTS)[number];

type Texts = {
  assign: { action: string; evaluationSetting: string; newSetting: string; scenario: string };
  classroomAssignments: { actionsFor: string; edit: string };
};
function texts(locale: string): Texts {
  const url = new URL(`../src/locales/${locale}/translation.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Texts;
}

/** The variant's language and theme in a context (the theme read from any user's key). */
async function dress(context: BrowserContext, variant: Variant, url: string) {
  await context.addCookies([{ name: 'charla-language', value: variant.locale, url }]);
  await context.addInitScript((theme) => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = function getItem(key: string) {
      if (key.startsWith('charla-theme:')) return theme;
      return original.call(this, key);
    };
  }, variant.theme);
}

/** axe (serious and critical) on every run; the picture only with UPDATE_SCREENSHOTS=1. */
async function check(page: Page, name: string, target: Locator | 'viewport' | 'fullPage') {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
    ),
  ).toEqual([]);
  if (!process.env.UPDATE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}${name}.png`;
  if (typeof target === 'string') await page.screenshot({ path, fullPage: target === 'fullPage' });
  else await target.screenshot({ path });
}

async function assignThroughApi(
  request: APIRequestContext,
  input: Record<string, unknown>,
  then: ('publish' | 'close')[] = [],
) {
  const { createPracticeAssignment } = await graphql<{
    createPracticeAssignment: { objects: { id: string }[] | null; errors: unknown };
  }>(
    request,
    'mutation($input: PracticeAssignmentInput!) { createPracticeAssignment(input: $input) { objects { id } errors { field messages } } }',
    { input },
  );
  const id = createPracticeAssignment.objects?.[0]?.id;
  expect(id, JSON.stringify(createPracticeAssignment.errors)).toBeTruthy();
  for (const step of then) {
    await graphql(
      request,
      `mutation($id: ID!) { ${step}PracticeAssignment(id: $id) { success } }`,
      {
        id,
      },
    );
  }
}

for (const variant of VARIANTS) {
  test(`the assign dialog and the classroom's assignments pass axe (${variant.name})`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const tr = texts(variant.locale);
    const teacher = await teacherWithClassroom(browser, baseURL, 'Spanish A2 · Thursdays');
    const { request } = teacher.context;
    const classroomId = teacher.page.url().split('/').pop() ?? '';
    await setTimeZone(request, 'Europe/Madrid');
    const studentContext = await browser.newContext({ baseURL });
    await createStudent(studentContext.request, { firstName: 'Marta', lastName: 'Ruiz' });
    await joinClassroom(request, studentContext.request, classroomId);
    await studentContext.close();

    const { createEvaluationSetting } = await graphql<{
      createEvaluationSetting: { objects: { id: string }[] };
    }>(
      request,
      'mutation($input: EvaluationSettingInput!) { createEvaluationSetting(input: $input) { objects { id } } }',
      {
        input: {
          name: 'Two tries',
          attemptMode: 'LIMITED',
          maxAttempts: 2,
          helpFeatures: ['VIEW_TRANSCRIPTION', 'VIEW_TRANSLATION'],
          gradedCategories: [
            { category: 'GRAMMAR', weight: 50 },
            { category: 'FLUENCY', weight: 50 },
          ],
          passingScore: 60,
        },
      },
    );
    const evaluationSettingId = createEvaluationSetting.objects[0]?.id;
    const { scenarios } = await graphql<{ scenarios: { objects: { id: string }[] } }>(
      request,
      'query { scenarios(filter: { text: "café in Madrid", scope: LIBRARY }) { objects { id } } }',
    );
    const { curricula } = await graphql<{ curricula: { objects: { id: string }[] } }>(
      request,
      'query { curricula(filter: { scope: LIBRARY }, pageSize: 1) { objects { id } } }',
    );
    const base = { classroomId, evaluationSettingId, scenarioId: scenarios.objects[0]?.id };
    await assignThroughApi(request, { ...base, title: 'Week 1 · At the café' }, [
      'publish',
      'close',
    ]);
    await assignThroughApi(
      request,
      {
        ...base,
        scenarioId: null,
        curriculumId: curricula.objects[0]?.id,
        title: 'Weeks 2–4 · Curriculum',
        dueAt: '2027-04-30T21:59:00.000Z',
      },
      ['publish'],
    );
    await assignThroughApi(request, {
      ...base,
      title: 'Week 5 · Ordering breakfast',
      instructions: 'Order politely, ask what they recommend and ask for the bill.',
      dueAt: '2027-05-07T21:59:00.000Z',
    });

    const { page } = teacher;
    await dress(teacher.context, variant, baseURL ?? '');
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page.reload();
    const rows = page.getByTestId('classroom-assignment');
    await expect(rows).toHaveCount(3);
    await check(page, `classroom-assignments-${variant.name}`, 'fullPage');

    // The draft opened for editing: every field filled, the preview complete.
    await rows
      .first()
      .getByRole('button', {
        // A Latin title in an Arabic label is isolated (U+2068 … U+2069), as <bdi> does.
        name: tr.classroomAssignments.actionsFor.replace(
          '{{title}}',
          variant.locale === 'ar'
            ? '\u2068Week 5 · Ordering breakfast\u2069'
            : 'Week 5 · Ordering breakfast',
        ),
      })
      .click();
    await page.getByRole('menuitem', { name: tr.classroomAssignments.edit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('assign-preview')).toContainText('Carmen');
    await check(page, `assign-dialog-${variant.name}`, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A new one with an evaluation setting made inline.
    await page.getByRole('button', { name: tr.assign.action }).click();
    await dialog.getByRole('combobox', { name: tr.assign.scenario }).fill('café');
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: tr.assign.evaluationSetting }).click();
    await page.getByRole('option', { name: tr.assign.newSetting }).click();
    await expect(dialog.getByTestId('assign-preview')).toContainText('Carmen');
    await check(page, `assign-dialog-new-setting-${variant.name}`, 'viewport');
    await teacher.context.close();
  });
}
