import {
  createStudent,
  createStudentWithoutProfile,
  createTeacher,
  signOut,
} from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import {
  completeProfile,
  heldReferralTokens,
  NO_REFERRAL_TOKENS,
  signUpThroughInvite,
} from './support/sign-up.ts';

test("brings a student who opens a teacher's invite link back to it after signing in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await createTeacher(teacherContext.request, {
    firstName: 'Lucía',
    lastName: 'Fernández',
  });
  const student = await createStudent(request, { firstName: 'Eva', lastName: 'Martín' });
  await signOut(request);

  // Anonymous: the invite's tokens are caught before the login redirect.
  await page.goto(teacher.invitePath);
  await expect(page).toHaveURL(/\/accounts\/login\?next=/);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'referral-tokens');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).tokenInviteTeacher).toBe(
    teacher.invitePath.split('/').pop(),
  );
  expect(cookie?.sameSite).toBe('Lax');

  await page.getByLabel('E-mail address').fill(student.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The invite comes first after login.
  await expect(page).toHaveURL(new RegExp(`${teacher.invitePath}$`));
  await expect(page.getByText('Invitation from Lucía Fernández')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();

  // Accepted: the tokens are gone and the teacher is the student's.
  await expect(page).toHaveURL(/\/accounts\/teachers\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
  expect(
    (await page.context().cookies()).find((entry) => entry.name === 'referral-tokens'),
  ).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('token-invite-teacher'))).toBeNull();

  // The teacher sees the invite link on their home and the new student in their list.
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/teacher');
  await expect(teacherPage.getByRole('heading', { level: 1 })).toContainText('Lucía');
  await expect(teacherPage.getByLabel('Your invite link')).toHaveValue(
    new RegExp(`${teacher.invitePath}$`),
  );
  await teacherPage.goto('/accounts/students');
  await expect(teacherPage.getByText('Eva Martín')).toBeVisible();
  // Linked through the teacher link only: her page lists the classrooms they share, none yet.
  await teacherPage.getByText('Eva Martín').click();
  await expect(teacherPage).toHaveURL(/\/accounts\/students\/[^/]+$/);
  await expect(
    teacherPage.getByText('This student is not in any of your classrooms.'),
  ).toBeVisible();
  await teacherContext.close();
});

test("a visitor signs up through a teacher's invite link, accepts it and joins their students", async ({
  page,
  browser,
  baseURL,
}) => {
  const teacherContext = await browser.newContext({ baseURL });
  await teacherContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createTeacher(teacherContext.request, { firstName: 'Lucía', lastName: 'Fernández' });
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/teacher');
  await teacherPage.getByRole('button', { name: 'Copy' }).click();
  await expect(teacherPage.getByText('Invite link copied.')).toBeVisible();
  const link = await teacherPage.evaluate(() => navigator.clipboard.readText());
  const invitePath = new URL(link).pathname;
  expect(invitePath).toMatch(/^\/invite\/teacher\/[^/]+$/);
  await teacherPage.goto('/accounts/students');
  await expect(teacherPage.getByText('No students yet')).toBeVisible();

  // Anonymous: the link leads to sign-up, type and profile, then back to the invitation.
  await signUpThroughInvite(page, invitePath, {
    firstName: 'Eva',
    lastName: 'Martín',
    userType: 'student',
  });
  const tokens = {
    tokenInviteTeacher: invitePath.split('/').pop(),
    tokenInviteClassroom: null,
    tokenInviteTeacherToClassroom: null,
  };
  expect(await heldReferralTokens(page)).toEqual({ cookie: tokens, storage: tokens });
  await expect(page.getByText('Invitation from Lucía Fernández')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/accounts\/teachers\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
  expect(await heldReferralTokens(page)).toEqual(NO_REFERRAL_TOKENS);

  await teacherPage.reload();
  await expect(teacherPage.getByText('Eva Martín')).toBeVisible();
  await expect(teacherPage.getByText('No students yet')).toBeHidden();
  await teacherContext.close();
});

test('a visitor signs up through a co-teaching link as a teacher and co-teaches the classroom', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  await createTeacher(ownerContext.request, { firstName: 'Lucía', lastName: 'Fernández' });
  const classroomId = await createClassroom(ownerContext.request, 'Shared room');
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/accounts/classroom/${classroomId}`);
  await ownerPage.getByRole('button', { name: 'Create link' }).click();
  const pending = ownerPage.getByTestId('pending-invitations');
  await expect(pending).toContainText('Any teacher with the link');
  const invitePath = new URL(await pending.getByTestId('invite-link').inputValue()).pathname;
  expect(invitePath).toMatch(/^\/invite\/teacher-to-classroom\/[^/]+\/[^/]+$/);
  const [coTeachingToken, classroomToken] = invitePath.split('/').slice(-2);

  // Anonymous: the link leads to sign-up, type and profile, then back to the invitation.
  await signUpThroughInvite(page, invitePath, {
    firstName: 'Marta',
    lastName: 'Ruiz',
    userType: 'teacher',
  });
  const tokens = {
    tokenInviteTeacher: null,
    tokenInviteClassroom: classroomToken,
    tokenInviteTeacherToClassroom: coTeachingToken,
  };
  expect(await heldReferralTokens(page)).toEqual({ cookie: tokens, storage: tokens });
  await expect(page.getByRole('heading', { name: 'Co-teach a classroom' })).toBeVisible();
  await expect(page.getByText('Shared room')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(`/accounts/classroom/${classroomId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared room' })).toBeVisible();
  expect(await heldReferralTokens(page)).toEqual(NO_REFERRAL_TOKENS);

  await ownerPage.reload();
  await expect(ownerPage.getByRole('list', { name: 'Teachers' })).toContainText('Marta Ruiz');
  await expect(ownerPage.getByText('No pending invitations.')).toBeVisible();
  await ownerContext.close();
});

test('leads a signed-in student with an unfinished profile through it before accepting', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await createTeacher(teacherContext.request, {
    firstName: 'Lucía',
    lastName: 'Fernández',
  });
  await teacherContext.close();
  await createStudentWithoutProfile(page.context().request);

  // The invitation shows, but it cannot be accepted until the profile is complete.
  await page.goto(teacher.invitePath);
  await expect(page.getByText('Invitation from Lucía Fernández')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeHidden();
  await expect(
    page.getByText('Add your name and languages to your profile first, then you can accept.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(
    `/accounts/complete-profile?${new URLSearchParams({ next: teacher.invitePath })}`,
  );
  await completeProfile(page, { firstName: 'Eva', lastName: 'Martín', userType: 'student' });

  await expect(page).toHaveURL(teacher.invitePath);
  await expect(page.getByRole('link', { name: 'Complete your profile' })).toBeHidden();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/accounts\/teachers\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Lucía Fernández' })).toBeVisible();
});
