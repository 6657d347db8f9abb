import type { APIRequestContext } from '@playwright/test';
import { label } from './authoring-helpers.ts';
import {
  createStudent,
  createStudentWithoutProfile,
  createTeacher,
  graphql,
  signOut,
} from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { signUpAndVerify } from './support/sign-up.ts';

/** The smaller things of issue 15 that got in a teacher's or a student's way, each kept fixed. */

async function openCoTeachingLink(request: APIRequestContext, classroomId: string) {
  const { createTeacherToClassroomInvitation: created } = await graphql<{
    createTeacherToClassroomInvitation: { objects: { id: string; invitePath: string }[] };
  }>(
    request,
    'mutation($id: ID!) { createTeacherToClassroomInvitation(classroomId: $id) { objects { id invitePath } } }',
    { id: classroomId },
  );
  const invitation = created.objects[0];
  if (!invitation) throw new Error('no invitation was made');
  return invitation;
}

test('a withdrawn co-teaching link says it was withdrawn, not "already answered"', async ({
  page,
  request,
}) => {
  await createTeacher(request, { firstName: 'Inés', lastName: 'Prieto' });
  const classroomId = await createClassroom(request, 'Debate club');
  const invitation = await openCoTeachingLink(request, classroomId);
  await graphql(
    request,
    'mutation($id: ID!) { revokeTeacherToClassroomInvitation(id: $id) { success } }',
    {
      id: invitation.id,
    },
  );

  await createTeacher(page.context().request, { firstName: 'Marta', lastName: 'Ruiz' });
  await page.goto(invitation.invitePath);
  await expect(page.getByRole('heading', { name: 'Invitation unavailable' })).toBeVisible();
  await expect(
    page.getByText('This invitation was withdrawn by the teacher who sent it.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('already been answered')).toHaveCount(0);
});

test('the co-teacher button says what it will do: a link, or an e-mail once one is typed', async ({
  page,
}) => {
  await createTeacher(page.context().request);
  const classroomId = await createClassroom(page.context().request, 'Debate club');
  await page.goto(`/accounts/classroom/${classroomId}`);
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();
  await page.getByLabel("Teacher's e-mail (optional)").fill('marta@school.example');
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create link' })).toHaveCount(0);
});

test('a new scenario and a new curriculum start in the language the teacher teaches', async ({
  page,
}) => {
  // The teacher teaches Spanish; the catalogue's first language alphabetically is not Spanish.
  await createTeacher(page.context().request);
  await page.goto('/learning/scenario/create');
  await expect(page.getByRole('combobox', { name: label('Language') })).toHaveText(/Spanish/);
  await page.goto('/learning/curriculum/create');
  await expect(page.getByRole('combobox', { name: label('Language') })).toHaveText(/Spanish/);
});

test('the invite link on the teacher home shows the whole link', async ({ page }) => {
  const teacher = await createTeacher(page.context().request);
  await page.goto('/teacher');
  const link = page.getByTestId('teacher-invite-link');
  await expect(link).toHaveValue(new RegExp(`${teacher.invitePath}$`));
  const clipped = await link.evaluate(
    (field) => field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
  );
  expect(clipped).toBe(false);
});

test('an archived classroom does not ask to copy an invite link, and "Show archived" keeps the active ones', async ({
  page,
}) => {
  const { request } = page.context();
  await createTeacher(request);
  await createClassroom(request, 'Morning group');
  const archived = await createClassroom(request, 'Summer course');
  await graphql(request, 'mutation($id: ID!) { archiveClassroom(id: $id) { success } }', {
    id: archived,
  });

  await page.goto(`/accounts/classroom/${archived}`);
  await expect(
    page.getByText('This classroom is archived', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText('Copy the invite link above')).toHaveCount(0);

  await page.goto('/accounts/classroom');
  await expect(page.getByText('Morning group')).toBeVisible();
  await expect(page.getByText('Summer course')).toHaveCount(0);
  await page.getByLabel('Show archived').click();
  await expect(page).toHaveURL(/archived=1/);
  await expect(page.getByText('Summer course')).toBeVisible();
  await expect(page.getByText('Morning group')).toBeVisible();
});

test('Continue with no account type chosen says what is missing, in Spanish', async ({
  page,
  baseURL,
}) => {
  await page.goto('/accounts/signup');
  await signUpAndVerify(page, uniqueEmail('undecided'));
  await expect(page.getByRole('heading', { name: 'Welcome to Charla!' })).toBeVisible();
  await page.context().addCookies([{ name: 'charla-language', value: 'es', url: baseURL ?? '' }]);
  await page.reload();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Elige estudiante o profesor.');
});

test('a locked-out sign-in says for how long and offers the password reset', async ({
  page,
  request,
}) => {
  const student = await createStudent(request);
  await signOut(request);
  await page.goto('/accounts/login');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.getByLabel('E-mail address').fill(student.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  const alert = page.getByRole('alert').filter({ hasText: 'Too many failed login attempts' });
  await expect(alert).toContainText('Try again in 5 min.');
  await alert.getByRole('link', { name: 'Reset your password now' }).click();
  await expect(page).toHaveURL('/accounts/password/reset');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sign-out button stays on one line in the header', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'charla-language', value: 'es', url: baseURL ?? '' }]);
    await createStudentWithoutProfile(page.context().request);
    await page.goto('/accounts/complete-profile');
    const signOutButton = page.getByRole('button', { name: 'Cerrar sesión' });
    await expect(signOutButton).toBeVisible();
    const header = page.locator('header').first();
    const box = await header.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(80);
  });
});

/** A student whose account is in Spanish, signed out (`request` too). */
async function signedOutSpanishStudent(request: APIRequestContext) {
  const student = await createStudent(request);
  await graphql(request, 'mutation { updateProfile(input: { language: "es" }) { success } }');
  await signOut(request);
  return student;
}

test('signing in on a new device says the interface took the account’s language', async ({
  page,
  request,
}) => {
  const student = await signedOutSpanishStudent(request);

  await page.goto('/accounts/login');
  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Charla está ahora en Español, el idioma guardado en tu cuenta.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a language chosen before signing in becomes the account’s, the one the server answers in', async ({
  page,
  request,
}) => {
  const student = await signedOutSpanishStudent(request);

  await page.goto('/accounts/login');
  await page.getByRole('button', { name: /Interface language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.locator('input[type=email]').fill(student.email);
  await page.locator('input[type=password]').fill(student.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect
    .poll(async () => {
      const data = await graphql<{ readUser: { language: string } }>(
        page.request,
        '{ readUser(me: true) { language } }',
      );
      return data.readUser.language;
    })
    .toBe('ar');
});
