import type { Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { classroomWithStudent, closeAssignment, publishAssignment } from './support/assignments.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function card(page: Page, title: string) {
  return page.getByTestId('assignment-card').filter({ hasText: title });
}

test('a student finds an assignment on the home page and in the list, starts it from the brief and can resume', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await browser.newContext({ baseURL });
  await createTeacher(teacher.request);
  await createStudent(page.request, { firstName: 'Ana', lastName: 'García' });
  const classroomId = await classroomWithStudent(
    teacher.request,
    page.request,
    'Spanish A2 · Tuesdays',
  );
  const cafe = await publishAssignment(teacher.request, {
    classroomId,
    title: 'Order breakfast in Madrid',
    instructions: 'Use usted with the waitress.',
    attemptMode: 'LIMITED',
    maxAttempts: 2,
    dueAt: new Date(Date.now() + 3 * DAY_MS + 2 * HOUR_MS),
  });
  await publishAssignment(teacher.request, {
    classroomId,
    title: 'Buy a train ticket',
    scenario: 'train',
    attemptMode: 'UNLIMITED',
    dueAt: new Date(Date.now() + 5 * HOUR_MS + 10 * 60_000),
  });
  const closed = await publishAssignment(teacher.request, {
    classroomId,
    title: 'At the pharmacy',
    scenario: 'pharmacy',
    attemptMode: 'DISABLED',
  });
  await closeAssignment(teacher.request, closed.assignmentId);

  // Home: the next to do, soonest due first, with their badges.
  await page.goto('/student');
  const home = page.getByTestId('assignment-card');
  await expect(home).toHaveCount(2);
  await expect(home.nth(0)).toContainText('Buy a train ticket');
  await expect(home.nth(1)).toContainText('Order breakfast in Madrid');
  await expect(home.nth(0).locator('[data-due]')).toHaveAttribute('data-due', 'soon');
  await expect(home.nth(0)).toContainText('Due in 5 hours');
  await expect(home.nth(0)).toContainText('Unlimited');
  await expect(home.nth(1).locator('[data-due]')).toHaveAttribute('data-due', 'upcoming');
  await expect(home.nth(1)).toContainText('Due in 3 days');
  await expect(home.nth(1)).toContainText('2 attempts');
  await expect(home.nth(1)).toContainText('0 of 2 attempts used');
  await expect(home.nth(1)).toContainText('Spanish A2 · Tuesdays');

  // Signing in saved the browser's time zone on the account.
  await expect
    .poll(async () => {
      const { readUser } = await graphql<{ readUser: { timeZone: string } }>(
        page.request,
        'query { readUser(me: true) { timeZone } }',
      );
      return readUser.timeZone;
    })
    .toBe('Europe/Madrid');

  // The list: two to do, the closed one in its own tab.
  await page.getByRole('link', { name: 'See all' }).first().click();
  await expect(page).toHaveURL(/\/activities\/practice-assignment$/);
  await expect(page.getByRole('tab', { name: 'To do (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('assignment-card')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Closed or past due (1)' }).click();
  await expect(card(page, 'At the pharmacy')).toContainText('Disabled');
  await expect(card(page, 'At the pharmacy')).toContainText('No due date');
  await page.getByRole('tab', { name: 'To do (2)' }).click();

  // The brief.
  await card(page, 'Order breakfast in Madrid').getByRole('link').click();
  await expect(page).toHaveURL(
    `/activities/practice-assignment/${cafe.assignmentId}/${cafe.scenarioId}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordering at a café in Madrid');
  await expect(page.getByTestId('character-name')).toHaveText('Carmen');
  await expect(page.getByTestId('instructions')).toHaveText('Use usted with the waitress.');
  await expect(page.getByRole('heading', { name: 'Situation' })).toBeVisible();
  await expect(page.getByTestId('brief-step').first()).toContainText('Order a drink');
  await expect(page.getByText('About 6 minutes')).toBeVisible();
  const help = page.getByRole('list', { name: 'Help allowed' });
  await expect(help.getByRole('listitem')).toHaveText(['View Transcription', 'View Description']);
  await expect(page.getByTestId('attempts-left')).toHaveText('2 attempts left');
  await expect(page.getByText('No attempts yet.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/activities\/practice-intent\/[^/]+$/);
  const intentId = page.url().split('/').pop() ?? '';
  const { practiceIntent } = await graphql<{
    practiceIntent: { status: string; attemptNumber: number } | null;
  }>(page.request, 'query($id: ID!) { practiceIntent(id: $id) { status attemptNumber } }', {
    id: intentId,
  });
  expect(practiceIntent).toEqual({ status: 'IN_PROGRESS', attemptNumber: 1 });

  // Back on the brief the attempt in progress is resumed, not started again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeEnabled();
  await expect(page.getByTestId('attempts-left')).toHaveText('1 attempt left');
  await expect(page.getByTestId('previous-attempt')).toContainText('In progress');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(`/activities/practice-intent/${intentId}`);

  // The teacher's wording on the same page: completion, not attempts.
  const teacherPage = await teacher.newPage();
  await teacherPage.goto('/activities/practice-assignment');
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
  const row = teacherPage.getByTestId('teacher-assignment').filter({ hasText: 'Order breakfast' });
  await expect(row).toContainText('0 of 1 student done');
  await expect(row).toContainText('Published');
  await expect(row.getByTestId('extended')).toHaveCount(0);

  // An extension still to come is said beside the assignment's own due date.
  const { classroom } = await graphql<{
    classroom: { paginatedStudents: { objects: { id: string }[] } };
  }>(
    teacher.request,
    'query($id: ID!) { classroom(id: $id) { paginatedStudents { objects { id } } } }',
    {
      id: classroomId,
    },
  );
  const granted = await graphql<{ grantPracticeAssignmentExtension: { errors: unknown } }>(
    teacher.request,
    'mutation($input: PracticeAssignmentExtensionInput!) { grantPracticeAssignmentExtension(input: $input) { errors { code } } }',
    {
      input: {
        assignmentId: cafe.assignmentId,
        studentProfileId: classroom.paginatedStudents.objects[0]?.id,
        dueAt: new Date(Date.now() + 6 * DAY_MS).toISOString(),
      },
    },
  );
  expect(granted.grantPracticeAssignmentExtension.errors).toBeNull();
  await teacherPage.reload();
  await expect(row.getByTestId('extended')).toHaveText('1 student has more time');

  // ?classroom= narrows the teacher's list to one classroom, as it does the student's.
  const otherId = await classroomWithStudent(teacher.request, page.request, 'French B1 · Fridays');
  await publishAssignment(teacher.request, { classroomId: otherId, title: 'Au marché' });
  await teacherPage.goto(`/activities/practice-assignment?classroom=${otherId}`);
  await expect(teacherPage.getByTestId('classroom-filter')).toContainText('French B1 · Fridays');
  await expect(teacherPage.getByTestId('teacher-assignment')).toHaveText([/Au marché/]);
  await teacherPage.getByRole('button', { name: 'All classrooms' }).click();
  await expect(teacherPage.getByTestId('classroom-filter')).toHaveCount(0);
  await expect(teacherPage.getByTestId('teacher-assignment')).toHaveCount(4);
  await teacher.close();
});

test('the brief of a closed assignment refuses Start with the message in Spanish', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'charla-language', value: 'es', url: baseURL ?? '' }]);
  const teacher = await browser.newContext({ baseURL });
  await createTeacher(teacher.request);
  await createStudent(page.request, { firstName: 'Lola', lastName: 'Ruiz' });
  // A Spanish-speaking student: the account's language is the one the server answers in.
  await graphql(page.request, 'mutation { updateProfile(input: { language: "es" }) { success } }');
  const classroomId = await classroomWithStudent(teacher.request, page.request, 'Español B1');
  const { assignmentId, scenarioId } = await publishAssignment(teacher.request, {
    classroomId,
    title: 'En la farmacia',
    scenario: 'pharmacy',
    helpFeatures: [],
    dueAt: new Date(Date.now() + 2 * DAY_MS),
  });

  await page.goto(`/activities/practice-assignment/${assignmentId}/${scenarioId}`);
  const start = page.getByRole('button', { name: 'Empezar' });
  await expect(start).toBeEnabled();
  // Without VIEW_DESCRIPTION the practice view leaves the situation and goal out.
  await expect(page.getByRole('heading', { name: 'Situación' })).toHaveCount(0);
  await expect(page.getByText('Sin ayuda en esta práctica', { exact: false })).toBeVisible();

  // The teacher closes it while the brief is open: the server refuses, in Spanish.
  await closeAssignment(teacher.request, assignmentId);
  await start.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Esta tarea está cerrada: no se pueden empezar nuevos intentos.',
  );
  await expect(start).toBeDisabled();
  await expect(page.getByTestId('start-blocked')).toHaveText('Esta tarea está cerrada.');

  // Opened afresh, Start is off with its reason.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Empezar' })).toBeDisabled();
  await expect(page.getByTestId('start-blocked')).toHaveText('Esta tarea está cerrada.');
  await expectNoSeriousViolations(page);
  await teacher.close();
});

test('a time zone chosen in the profile is kept over the browser’s, and due dates are shown in it', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await browser.newContext({ baseURL });
  await createTeacher(teacher.request);
  await createStudent(page.request, { firstName: 'Kenji', lastName: 'Sato' });
  const classroomId = await classroomWithStudent(teacher.request, page.request, 'Spanish A2');
  const dueAt = new Date(Date.now() + 3 * DAY_MS);
  const { assignmentId, scenarioId } = await publishAssignment(teacher.request, {
    classroomId,
    title: 'Order breakfast',
    dueAt,
  });
  await teacher.close();
  const timeZoneOfAccount = async () =>
    (
      await graphql<{ readUser: { timeZone: string } }>(
        page.request,
        'query { readUser(me: true) { timeZone } }',
      )
    ).readUser.timeZone;

  // Signed in from Madrid: the account follows the browser.
  await page.goto('/accounts/complete-profile');
  await expect.poll(timeZoneOfAccount).toBe('Europe/Madrid');
  const field = page.getByRole('combobox', { name: 'Time zone' });
  await expect(field).toHaveValue(/^Europe \/ Madrid \(UTC\+0[12]:00\)$/);
  await field.fill('tokyo');
  await page.getByRole('option', { name: /Asia \/ Tokyo/ }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect.poll(timeZoneOfAccount).toBe('Asia/Tokyo');

  // Back in Madrid's browser, the choice stays and the due date reads in Tokyo time.
  await page.goto(`/activities/practice-assignment/${assignmentId}/${scenarioId}`);
  const inZone = (timeZone: string) =>
    page.evaluate(
      ({ iso, zone }) =>
        new Intl.DateTimeFormat('en', {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(iso)),
      { iso: dueAt.toISOString(), zone: timeZone },
    );
  const [tokyo, madrid] = await Promise.all([inZone('Asia/Tokyo'), inZone('Europe/Madrid')]);
  expect(tokyo).not.toBe(madrid);
  await expect(page.locator('[data-due] time')).toContainText(`(${tokyo})`);
  expect(await timeZoneOfAccount()).toBe('Asia/Tokyo');
});
