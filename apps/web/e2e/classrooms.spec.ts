import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { createClassroom, teacherWithClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import { heldReferralTokens, NO_REFERRAL_TOKENS, signUpThroughInvite } from './support/sign-up.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

async function copyInviteLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a visitor signs up through a classroom link, accepts it and appears in the roster', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await teacherWithClassroom(
    browser,
    baseURL,
    'Spanish A2 · Tuesdays',
    {},
    { through: 'form' },
  );
  const link = await copyInviteLink(teacher.page);
  const invitePath = new URL(link).pathname;
  expect(invitePath).toMatch(/^\/invite\/classroom\/[^/]+\/[^/]+$/);
  const [teacherToken, classroomToken] = invitePath.split('/').slice(-2);

  // Anonymous: the link leads to sign-up, type and profile, then back to the invitation.
  await signUpThroughInvite(page, invitePath, {
    firstName: 'Eva',
    lastName: 'Martín',
    userType: 'student',
  });
  const tokens = {
    tokenInviteTeacher: teacherToken,
    tokenInviteClassroom: classroomToken,
    tokenInviteTeacherToClassroom: null,
  };
  expect(await heldReferralTokens(page)).toEqual({ cookie: tokens, storage: tokens });
  await expect(page.getByText('Invitation from Lucía Fernández')).toBeVisible();
  await expect(page.getByText('Spanish A2 · Tuesdays')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/accounts\/classroom\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spanish A2 · Tuesdays' }),
  ).toBeVisible();
  // Accepted: the referral is over.
  expect(await heldReferralTokens(page)).toEqual(NO_REFERRAL_TOKENS);

  // The teacher refreshes and sees the new student.
  await teacher.page.reload();
  await expect(teacher.page.getByTestId('roster')).toContainText('Eva Martín');
  await expect(teacher.page.getByRole('heading', { name: '1 student' })).toBeVisible();
  await teacher.page.getByTestId('roster').getByRole('link', { name: 'Eva Martín' }).click();
  await expect(teacher.page).toHaveURL(/\/accounts\/classroom\/student\/[^/]+$/);
  await expect(teacher.page.getByRole('heading', { level: 1, name: 'Eva Martín' })).toBeVisible();
  // Her page in the teacher's students lists the classroom they share.
  await teacher.page.goto('/accounts/students');
  await teacher.page.getByText('Eva Martín').click();
  await expect(teacher.page).toHaveURL(/\/accounts\/students\/[^/]+$/);
  await expect(teacher.page.getByRole('link', { name: /Spanish A2 · Tuesdays/ })).toBeVisible();

  // The student can leave again.
  await page.getByRole('button', { name: 'Leave classroom' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave classroom' }).click();
  await expect(page).toHaveURL(/\/accounts\/classroom$/);
  await teacher.context.close();
});

test('refuses a rotated classroom link and a student on a co-teaching link', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = await teacherWithClassroom(browser, baseURL, 'Rotating room');
  const oldLink = await copyInviteLink(teacher.page);
  await teacher.page.getByRole('button', { name: 'New link' }).click();
  await teacher.page.getByRole('dialog').getByRole('button', { name: 'New link' }).click();
  await expect(teacher.page.getByText('A new invite link is ready.')).toBeVisible();
  await expect(teacher.page.getByTestId('invite-link').first()).not.toHaveValue(oldLink);

  // A co-teaching link, to show a student cannot use it.
  await teacher.page.getByRole('button', { name: 'Create link' }).click();
  const pending = teacher.page.getByTestId('pending-invitations');
  await expect(pending).toContainText('Any teacher with the link');
  const coTeachingLink = await pending.getByTestId('invite-link').inputValue();

  await createStudent(page.context().request, { firstName: 'Eva', lastName: 'Martín' });
  await page.goto(new URL(oldLink).pathname);
  await expect(page.getByRole('heading', { name: 'Invitation unavailable' })).toBeVisible();
  await expect(page.getByText('This invitation link is not valid any more.')).toBeVisible();

  await page.goto(new URL(coTeachingLink).pathname);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText('This invitation is for teachers')).toBeVisible();

  // The owner can revoke the pending co-teaching invitation.
  await pending.getByRole('button', { name: 'Revoke' }).click();
  await teacher.page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(teacher.page.getByText('No pending invitations.')).toBeVisible();
  await teacher.context.close();
});

test("a teacher accepts a co-teaching link and shows in the owner's teachers", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await teacherWithClassroom(browser, baseURL, 'Shared room');
  await owner.page.getByRole('button', { name: 'Create link' }).click();
  const pending = owner.page.getByTestId('pending-invitations');
  const link = await pending.getByTestId('invite-link').inputValue();

  await createTeacher(page.context().request, { firstName: 'Marta', lastName: 'Ruiz' });
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Co-teach a classroom' })).toBeVisible();
  await expect(page.getByText('Shared room')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/accounts\/classroom\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared room' })).toBeVisible();

  await owner.page.reload();
  await expect(owner.page.getByRole('list', { name: 'Teachers' })).toContainText('Marta Ruiz');
  await expect(owner.page.getByText('No pending invitations.')).toBeVisible();
  await owner.context.close();
});

const VARIANTS = [
  { name: 'en-light', locale: 'en', theme: 'light', width: 1440, height: 900 },
  { name: 'ar-dark', locale: 'ar', theme: 'dark', width: 1440, height: 900 },
  { name: 'en-phone', locale: 'en', theme: 'light', width: 390, height: 844 },
] as const;

/** The variant's language and theme in a context (the theme read from any user's key). */
async function dress(context: BrowserContext, variant: (typeof VARIANTS)[number], url: string) {
  await context.addCookies([{ name: 'charla-language', value: variant.locale, url }]);
  await context.addInitScript((theme) => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = function getItem(key: string) {
      if (key.startsWith('charla-theme:')) return theme;
      return original.call(this, key);
    };
  }, variant.theme);
}

/** axe on every run; the picture in docs/screenshots only with UPDATE_SCREENSHOTS=1. */
async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
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
  if (process.env.UPDATE_SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
  }
}

for (const variant of VARIANTS) {
  test(`classroom pages and the teacher home pass axe (${variant.name})`, async ({
    browser,
    baseURL,
  }) => {
    const url = baseURL ?? '';
    const teacher = await teacherWithClassroom(browser, baseURL, 'Spanish A2 · Tuesdays');
    const invitePath = new URL(await copyInviteLink(teacher.page)).pathname;

    const viewport = { width: variant.width, height: variant.height };
    const student = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
    await dress(student, variant, url);
    await createStudent(student.request, { firstName: 'Eva', lastName: 'Martín' });
    const page = await student.newPage();
    await page.goto(invitePath);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      variant.locale === 'ar' ? 'rtl' : 'ltr',
    );
    await expect(page.locator('main h1')).toBeVisible();
    await shoot(page, `invitation-${variant.name}`);
    await page.locator('main').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/accounts\/classroom\/[^/]+$/);
    await student.close();

    await dress(teacher.context, variant, url);
    await teacher.page.setViewportSize(viewport);
    await teacher.page.reload();
    await expect(teacher.page.getByTestId('roster')).toContainText('Eva');
    await shoot(teacher.page, `classroom-detail-${variant.name}`);
    await teacher.page.goto('/accounts/classroom');
    await expect(teacher.page.locator('main h1')).toBeVisible();
    await shoot(teacher.page, `classroom-list-${variant.name}`);

    // Another teacher invites this one to co-teach: the invitation leads their home.
    const other = await browser.newContext({ baseURL });
    await createTeacher(other.request, { firstName: 'Inés', lastName: 'Prieto' });
    const otherClassroomId = await createClassroom(other.request, 'Debate club');
    await graphql(
      other.request,
      'mutation($id: ID!, $email: String) { createTeacherToClassroomInvitation(classroomId: $id, email: $email) { success } }',
      { id: otherClassroomId, email: teacher.teacher.email },
    );
    await other.close();
    await teacher.page.goto('/teacher');
    await expect(teacher.page.getByText('Debate club')).toBeVisible();
    await shoot(teacher.page, `teacher-home-${variant.name}`);
    await teacher.context.close();
  });
}
