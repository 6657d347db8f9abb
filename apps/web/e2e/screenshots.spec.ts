import {
  createStudent,
  createStudentWithoutProfile,
  createTeacher,
  graphql,
  signOut,
} from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { waitForLink } from './support/mailbox.ts';
import { contextInLook, LOOKS, shootPage, UPDATING_SCREENSHOTS } from './support/screenshots.ts';

/**
 * The visitor's and the newcomer's screens in docs/screenshots (shown in the README): sign-in
 * (plain and through an invite link), sign-up, password reset, the inbox check, choosing student
 * or teacher, completing the profile and the student's home. `npm run screenshots -w apps/web`
 * after a build. Skipped in the normal run: they rewrite files in the repository.
 */
test.skip(!UPDATING_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');

for (const look of LOOKS) {
  test(`visitor screenshots ${look.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await contextInLook(browser, baseURL, look);
    const page = await context.newPage();
    // A fixed morning, so the greeting is the same on every run.
    await page.clock.setFixedTime(new Date('2026-03-10T09:30:00+01:00'));
    const dir = look.locale === 'ar' ? 'rtl' : 'ltr';

    await page.goto('/accounts/login');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `login-${look.name}`);

    await page.goto('/accounts/signup');
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `signup-${look.name}`);

    await page.goto('/accounts/password/reset');
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `password-reset-${look.name}`);

    // Through a classroom's invite link: the invitation above the sign-in form.
    const teacher = await browser.newContext({ baseURL });
    await createTeacher(teacher.request, { firstName: 'Lucía', lastName: 'Fernández' });
    const classroomId = await createClassroom(teacher.request, 'Spanish A2 · Tuesday group');
    const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
      teacher.request,
      'query($id: ID!) { classroom(id: $id) { invitePath } }',
      { id: classroomId },
    );
    await teacher.close();
    await page.goto(classroom.invitePath);
    await expect(page.getByTestId('invitation-notice')).toBeVisible();
    await shootPage(page, `login-invited-${look.name}`);
    // Forget the invitation before signing up: the next screens are a plain newcomer's.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('token-')) localStorage.removeItem(key);
    });
    await context.clearCookies({ name: 'referral-tokens' });

    // A new account before its address is confirmed, then before choosing a type.
    const email = uniqueEmail('shot');
    await page.goto('/accounts/signup');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[type="password"]').nth(0).fill('Lively-Parrot-42');
    await page.locator('input[type="password"]').nth(1).fill('Lively-Parrot-42');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/accounts\/verify-email$/);
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `verify-email-${look.name}`);
    await page.goto(await waitForLink(email, '/accounts/verify-email/'));
    await page.locator('main button').last().click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await shootPage(page, `confirm-user-type-${look.name}`);
    await signOut(context.request);

    await createStudentWithoutProfile(context.request);
    await page.goto('/accounts/complete-profile');
    await expect(page.locator('main h1')).toBeVisible();
    await shootPage(page, `complete-profile-${look.name}`);
    await signOut(context.request);

    await createStudent(context.request, { firstName: 'Ana', lastName: 'García' });
    await page.goto('/student');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shootPage(page, `student-home-${look.name}`);
    await context.close();
  });
}
