import { createStudent, createTeacher, signOut } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

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
  await teacherContext.close();
});
