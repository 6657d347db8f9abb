import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { createClassroom } from './support/classrooms.ts';
import { expect, test } from './support/fixtures.ts';
import {
  contextInLook,
  LOOKS,
  SCREENSHOTS,
  shootPage,
  UPDATING_SCREENSHOTS,
} from './support/screenshots.ts';

/**
 * People and account screens in docs/screenshots, whole pages: the new-classroom dialog, a
 * teacher's students and a student's teachers with a profile, and the account pages (e-mail
 * addresses, password, sessions, sign-in providers). `npm run screenshots -w apps/web` after a
 * build; skipped otherwise (they rewrite files in the repository).
 */
test.skip(!UPDATING_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write docs/screenshots');

const NEW_CLASSROOM = { en: 'New classroom', ar: 'فصل جديد' } as const;

for (const look of LOOKS) {
  test(`account screenshots ${look.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const teacher = await contextInLook(browser, baseURL, look);
    const student = await contextInLook(browser, baseURL, look);
    await createTeacher(teacher.request, { firstName: 'Lucía', lastName: 'Fernández' });
    await createStudent(student.request, { firstName: 'Ana', lastName: 'García' });
    const classroomId = await createClassroom(teacher.request, 'Spanish A2 · Tuesday group');
    const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
      teacher.request,
      'query($id: ID!) { classroom(id: $id) { invitePath } }',
      { id: classroomId },
    );
    const [teacherToken, classroomToken] = classroom.invitePath.split('/').slice(-2);
    await graphql(
      student.request,
      'mutation($t: String!, $c: String!) { acceptClassroomInvite(teacherToken: $t, classroomToken: $c) { success } }',
      { t: teacherToken, c: classroomToken },
    );

    const page = await teacher.newPage();
    await page.goto('/accounts/classroom');
    await page.getByRole('button', { name: NEW_CLASSROOM[look.locale] }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="text"]').first().fill('Evening conversation club');
    await dialog
      .locator('textarea:not([aria-hidden])')
      .first()
      .fill('Thursdays at seven: thirty minutes of conversation in pairs, then a role-play.');
    await page.waitForTimeout(300);
    await dialog.screenshot({ path: `${SCREENSHOTS}classroom-form-dialog-${look.name}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/accounts/students');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shootPage(page, `students-${look.name}`);
    await page.locator('main a[href^="/accounts/students/"]').first().click();
    await expect(page).toHaveURL(/\/accounts\/students\/[^/]+$/);
    await page.waitForLoadState('networkidle');
    await shootPage(page, `student-profile-${look.name}`);

    for (const [path, name] of [
      ['/accounts/email', 'account-email'],
      ['/accounts/password/change', 'account-password'],
      ['/accounts/sessions', 'account-sessions'],
      ['/accounts/providers', 'account-providers'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shootPage(page, `${name}-${look.name}`);
    }

    const studentPage = await student.newPage();
    await studentPage.goto('/accounts/teachers');
    await expect(studentPage.locator('main h1')).toBeVisible();
    await studentPage.waitForLoadState('networkidle');
    await shootPage(studentPage, `teachers-${look.name}`);
    await teacher.close();
    await student.close();
  });
}
