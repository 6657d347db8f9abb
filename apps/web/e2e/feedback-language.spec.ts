import { createStudent, createTeacher, graphql } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { finishedPracticeAttempt } from './support/review.ts';

test('a teacher on the Arabic interface reads the tutor’s feedback in Arabic, then in English after switching, while the student reads it in English', async ({
  page,
  browser,
  baseURL,
}) => {
  const teacher = page.context().request;
  await createTeacher(teacher);
  await graphql(
    teacher,
    'mutation($input: ProfileInput!) { updateProfile(input: $input) { success } }',
    { input: { language: 'ar' } },
  );
  await page.context().addCookies([{ name: 'charla-language', value: 'ar', url: baseURL ?? '' }]);
  const studentContext = await browser.newContext({ baseURL });
  await createStudent(studentContext.request);
  const { intentId } = await finishedPracticeAttempt(teacher, studentContext.request);

  // "Para llevar." is graded too short: the one item, as each reader's interface writes it.
  const arabic = 'حاول أن تجيب بجملة كاملة أطول.';
  const english = 'Try a longer answer, with a full sentence.';
  await page.goto(`/activities/practice-intent/detail/${intentId}`);
  await expect(page.getByText(arabic)).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);

  await page.getByRole('button', { name: /لغة الواجهة/ }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.getByText(english)).toBeVisible();
  await expect(page.getByText(arabic)).toHaveCount(0);

  const studentPage = await studentContext.newPage();
  await studentPage.goto(`/activities/practice-intent/detail/${intentId}`);
  await expect(studentPage.getByText(english)).toBeVisible();
  await studentContext.close();
});
