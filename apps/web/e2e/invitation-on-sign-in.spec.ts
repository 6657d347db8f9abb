import { createStudent, createTeacher, graphql, signOut } from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';

/** Lucía Fernández's classroom "Café club" and its invite link, made through the API. */
async function classroomInvite(request: Parameters<typeof createTeacher>[0]) {
  await createTeacher(request, { firstName: 'Lucía', lastName: 'Fernández' });
  const id = await createClassroom(request, 'Café club');
  const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
    request,
    'query($id: ID!) { classroom(id: $id) { invitePath } }',
    { id },
  );
  await signOut(request);
  return { id, invitePath: classroom.invitePath };
}

test('a visitor arriving through an invite link sees who invites them and where, and is led to sign up', async ({
  page,
  request,
}) => {
  const { invitePath } = await classroomInvite(request);

  await page.goto(invitePath);
  await expect(page).toHaveURL(/\/accounts\/login\?next=/);
  const notice = page.getByTestId('invitation-notice');
  await expect(notice).toContainText('Lucía Fernández invites you to join their classroom.');
  await expect(notice).toContainText('Café club');
  await expect(notice).toContainText('A2');

  // New here: sign-up first, the invitation still in view.
  await notice.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/accounts\/signup\?next=/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByTestId('invitation-notice')).toContainText('Café club');
  await expect(page.getByTestId('invitation-notice')).toContainText(
    'Create your account to accept',
  );
});

test('the invitation on the sign-in page speaks the visitor’s language, Arabic included', async ({
  page,
  request,
  baseURL,
}) => {
  const { invitePath } = await classroomInvite(request);
  await page.context().addCookies([{ name: 'charla-language', value: 'ar', url: baseURL ?? '' }]);
  await page.goto(invitePath);
  const notice = page.getByTestId('invitation-notice');
  await expect(notice).toContainText('للانضمام إلى فصله');
  await expect(notice).toContainText('Café club');
  await expect(notice.getByRole('link', { name: 'إنشاء حساب' })).toBeVisible();
});

test('the sign-in page shows no invitation to a visitor who came without a link', async ({
  page,
}) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByTestId('invitation-notice')).toHaveCount(0);
});

test('a member reopening the classroom link is told they are in, not offered Accept again', async ({
  page,
  request,
}) => {
  const { id, invitePath } = await classroomInvite(request);
  const student = page.context().request;
  await createStudent(student, { firstName: 'Eva', lastName: 'Martín' });
  const [teacherToken, classroomToken] = invitePath.split('/').slice(-2);
  await graphql(
    student,
    'mutation($t: String!, $c: String!) { acceptClassroomInvite(teacherToken: $t, classroomToken: $c) { success } }',
    { t: teacherToken, c: classroomToken },
  );

  await page.goto(invitePath);
  await expect(page.getByText('You are already in this classroom.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the classroom' }).click();
  await expect(page).toHaveURL(`/accounts/classroom/${id}`);
});
