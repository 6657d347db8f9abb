import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { type Account, createTeacher, graphql } from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';

const CLASSROOM = 'Debate club';

/** A teacher signed in in their own browser context, with a page open. */
async function teacherInOwnContext(
  browser: Browser,
  baseURL: string | undefined,
  names: { firstName: string; lastName: string },
) {
  const context = await browser.newContext({ baseURL });
  const account = await createTeacher(context.request, names);
  const page = await context.newPage();
  return { context, page, account };
}

/** The owner (Inés Prieto) on the page of her new classroom, and Marta Ruiz, another teacher. */
async function ownerAndInvitee(browser: Browser, baseURL: string | undefined) {
  const owner = await teacherInOwnContext(browser, baseURL, {
    firstName: 'Inés',
    lastName: 'Prieto',
  });
  const classroomId = await createClassroom(owner.context.request, CLASSROOM);
  await owner.page.goto(`/accounts/classroom/${classroomId}`);
  await expect(owner.page.getByRole('heading', { level: 1, name: CLASSROOM })).toBeVisible();
  const invitee = await teacherInOwnContext(browser, baseURL, {
    firstName: 'Marta',
    lastName: 'Ruiz',
  });
  return { owner, invitee, classroomId };
}

/** The owner invites by e-mail from the classroom page; returns the link the invitee is mailed. */
async function inviteByEmail(page: Page, invitee: Account, classroomId: string) {
  await page.getByLabel("Teacher's e-mail (optional)").fill(invitee.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(page.getByTestId('pending-invitations')).toContainText(invitee.email);
  const link = new URL(await waitForLink(invitee.email, '/invite/teacher-to-classroom/'));
  expect(link.pathname).toMatch(new RegExp(`^/invite/teacher-to-classroom/[^/]+/${classroomId}$`));
  return link.pathname;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

/** The co-teaching invite token the browser holds for the next sign-in (storage or cookie). */
async function heldInviteToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('token-invite-teacher-to-classroom');
    const cookie = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith('referral-tokens='));
    const fromCookie = cookie
      ? (
          JSON.parse(decodeURIComponent(cookie.slice('referral-tokens='.length))) as {
            tokenInviteTeacherToClassroom?: string | null;
          }
        ).tokenInviteTeacherToClassroom
      : null;
    return stored ?? fromCookie ?? null;
  });
}

/** The invitation's row on the invitee's home, found by its section and classroom. */
function invitationOnHome(page: Page) {
  return page
    .getByRole('region', { name: 'Invitations to co-teach' })
    .getByRole('listitem')
    .filter({ hasText: CLASSROOM });
}

test('an invited teacher accepts from their home; the owner then removes them', async ({
  browser,
  baseURL,
}) => {
  const { owner, invitee, classroomId } = await ownerAndInvitee(browser, baseURL);
  const invitePath = await inviteByEmail(owner.page, invitee.account, classroomId);

  // Opening the mailed link first holds its tokens; answering on the home must drop them.
  await invitee.page.goto(invitePath);
  await expect(invitee.page.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(await heldInviteToken(invitee.page)).not.toBeNull();
  await invitee.page.goto('/teacher');
  await expect(
    invitee.page.getByText('A teacher invites you to co-teach their classroom.'),
  ).toBeVisible();
  const row = invitationOnHome(invitee.page);
  await expect(row).toContainText('A2 · Spanish');
  await expect(row).toContainText('Invited by Inés Prieto');
  await expect(row).toContainText('Expires in 7 days');
  await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', invitePath);
  await expectNoSeriousViolations(invitee.page);
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.page.getByText(`You now co-teach ${CLASSROOM}.`)).toBeVisible();
  await expect(
    invitee.page.getByRole('heading', { name: 'Invitations to co-teach' }),
  ).not.toBeVisible();
  expect(await heldInviteToken(invitee.page)).toBeNull();
  // The classroom is now among theirs.
  await expect(invitee.page.getByRole('link', { name: new RegExp(CLASSROOM) })).toBeVisible();

  await owner.page.reload();
  const teachers = owner.page.getByRole('list', { name: 'Teachers' });
  await expect(teachers).toContainText('Marta Ruiz');
  await expect(owner.page.getByText('No pending invitations.')).toBeVisible();
  // The owner's own row cannot be removed.
  await expect(owner.page.getByRole('button', { name: 'Remove Inés Prieto' })).toHaveCount(0);
  await expectNoSeriousViolations(owner.page);

  await owner.page.getByRole('button', { name: 'Remove Marta Ruiz' }).click();
  const dialog = owner.page.getByRole('dialog');
  await expect(dialog).toContainText('Remove this co-teacher?');
  await expect(dialog).toContainText('Marta Ruiz stops teaching this classroom.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(owner.page.getByText('Marta Ruiz was removed from the classroom.')).toBeVisible();
  await expect(teachers).not.toContainText('Marta Ruiz');
  await expect(teachers).toContainText('Inés Prieto');

  await invitee.page.goto('/accounts/classroom');
  await expect(invitee.page.getByText('No classrooms yet')).toBeVisible();
  await expect(invitee.page.getByText(CLASSROOM)).toHaveCount(0);
  await owner.context.close();
  await invitee.context.close();
});

test('an invited teacher declines from their home; the owner sees it declined', async ({
  browser,
  baseURL,
}) => {
  const { owner, invitee, classroomId } = await ownerAndInvitee(browser, baseURL);
  // An address the server refuses (no domain ending) stays in the field, to be corrected.
  const emailField = owner.page.getByLabel("Teacher's e-mail (optional)");
  await emailField.fill('marta@school');
  await owner.page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.page.getByRole('alert').filter({ hasText: /e-?mail/i })).toBeVisible();
  await expect(emailField).toHaveValue('marta@school');
  await expect(owner.page.getByText('No pending invitations.')).toBeVisible();
  await inviteByEmail(owner.page, invitee.account, classroomId);
  await expect(emailField).toHaveValue('');

  await invitee.page.goto('/teacher');
  const row = invitationOnHome(invitee.page);
  await row.getByRole('button', { name: 'Decline' }).click();
  const dialog = invitee.page.getByRole('dialog');
  await expect(dialog).toContainText(`You will not join ${CLASSROOM}.`);
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Decline' }).click();
  await invitee.page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
  await expect(
    invitee.page.getByText(`You declined the invitation to ${CLASSROOM}.`),
  ).toBeVisible();
  await expect(
    invitee.page.getByRole('heading', { name: 'Invitations to co-teach' }),
  ).not.toBeVisible();

  await owner.page.reload();
  await expect(owner.page.getByText('No pending invitations.')).toBeVisible();
  await expect(owner.page.getByTestId('declined-invitations')).toContainText(
    `${invitee.account.email} declined on`,
  );
  await expect(owner.page.getByRole('list', { name: 'Teachers' })).not.toContainText('Marta Ruiz');
  await owner.context.close();
  await invitee.context.close();
});

test('the owner sees a declined open link as the link declined', async ({ browser, baseURL }) => {
  const { owner, invitee } = await ownerAndInvitee(browser, baseURL);
  await owner.page.getByRole('button', { name: 'Create link' }).click();
  const pending = owner.page.getByTestId('pending-invitations');
  await expect(pending).toContainText('Any teacher with the link');
  const link = await pending.getByTestId('invite-link').inputValue();

  await invitee.page.goto(new URL(link).pathname);
  await invitee.page.getByRole('button', { name: 'Not now' }).click();
  await expect(invitee.page).toHaveURL(/\/teacher$/);

  await owner.page.reload();
  await expect(owner.page.getByText('No pending invitations.')).toBeVisible();
  const declined = owner.page.getByTestId('declined-invitations');
  await expect(declined).toContainText('The link was declined on');
  await expect(declined).not.toContainText('Any teacher with the link');
  await owner.context.close();
  await invitee.context.close();
});

test('a co-teacher leaves a classroom and lands on their classroom list', async ({
  browser,
  baseURL,
}) => {
  const { owner, invitee, classroomId } = await ownerAndInvitee(browser, baseURL);
  // Seeded through the API: this test is about leaving.
  const { createTeacherToClassroomInvitation: created } = await graphql<{
    createTeacherToClassroomInvitation: { objects: { token: string }[] };
  }>(
    owner.context.request,
    'mutation($c: ID!, $e: String) { createTeacherToClassroomInvitation(classroomId: $c, email: $e) { objects { token } } }',
    { c: classroomId, e: invitee.account.email },
  );
  const { acceptTeacherToClassroomInvitation: accepted } = await graphql<{
    acceptTeacherToClassroomInvitation: { success: boolean };
  }>(
    invitee.context.request,
    'mutation($c: ID!, $t: String!) { acceptTeacherToClassroomInvitation(classroomId: $c, token: $t) { success } }',
    { c: classroomId, t: created.objects[0]?.token },
  );
  expect(accepted.success).toBe(true);

  const page = invitee.page;
  await page.goto(`/accounts/classroom/${classroomId}`);
  await expect(page.getByRole('heading', { level: 1, name: CLASSROOM })).toBeVisible();
  // A co-teacher manages neither the classroom nor its teachers.
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave classroom' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`You will no longer teach ${CLASSROOM}.`);
  await dialog.getByRole('button', { name: 'Leave classroom' }).click();
  await expect(page).toHaveURL(/\/accounts\/classroom$/);
  await expect(page.getByText(`You left ${CLASSROOM}.`)).toBeVisible();
  await expect(page.getByText('No classrooms yet')).toBeVisible();

  await owner.page.reload();
  await expect(owner.page.getByRole('list', { name: 'Teachers' })).not.toContainText('Marta Ruiz');
  await owner.context.close();
  await invitee.context.close();
});
