import { createStudent, createTeacher } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { finishedPracticeAttempt } from './support/review.ts';

test('a teacher regrades an answer and the attempt from the review queue; the student sees the teacher’s grade', async ({
  page,
  browser,
  baseURL,
}) => {
  await createTeacher(page.context().request);
  const studentContext = await browser.newContext({ baseURL });
  await createStudent(studentContext.request, { firstName: 'Ana', lastName: 'García' });
  const { intentId } = await finishedPracticeAttempt(
    page.context().request,
    studentContext.request,
  );

  await page.goto('/teacher');
  const queue = page.getByTestId('review-queue');
  await expect(queue.getByRole('heading', { name: 'Needs review (1)' })).toBeVisible();
  await queue.getByRole('link', { name: 'Ana García' }).click();
  await expect(page).toHaveURL(`/activities/practice-intent/detail/${intentId}`);

  // One answer regraded as incorrect, with the teacher's own feedback.
  await page.getByRole('button', { name: 'Change grade' }).first().click();
  const dialog = page.getByRole('dialog', { name: "Change this answer's grade" });
  await dialog.getByRole('radio', { name: 'Incorrect' }).check();
  await dialog.getByRole('button', { name: 'Add feedback' }).click();
  await dialog
    .getByLabel('Feedback for the student')
    .last()
    .fill('Di «café solo» si no quieres leche.');
  await dialog.getByRole('button', { name: 'Save grade' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Teacher's grade").first()).toBeVisible();

  // The attempt's overall score, with a comment.
  const review = page.getByTestId('attempt-review');
  await review.getByLabel('Overall score').fill('55');
  await review.getByLabel('Comment for the student').fill('Buen trabajo: repasa los artículos.');
  await review.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByTestId('teacher-grade')).toContainText(
    'Buen trabajo: repasa los artículos.',
  );
  await expect(review.getByText(/set the overall score from \d+ to 55/)).toBeVisible();
  await review.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(review.getByText('Reviewed by Lucía Fernández')).toBeVisible();
  await page.goto('/teacher');
  await expect(
    page.getByTestId('review-queue').getByRole('heading', { name: 'Needs review (0)' }),
  ).toBeVisible();

  // The student, in another browser context, sees the teacher's grade and comment.
  const studentPage = await studentContext.newPage();
  await studentPage.goto(`/activities/practice-intent/detail/${intentId}`);
  await expect(studentPage.getByText(/^55\s*\/\s*100$/).first()).toBeVisible();
  const grade = studentPage.getByTestId('teacher-grade');
  await expect(grade).toContainText('Graded by Lucía Fernández');
  await expect(grade).toContainText('Buen trabajo: repasa los artículos.');
  await expect(studentPage.getByText("Teacher's grade")).toBeVisible();
  await expect(studentPage.getByText('Di «café solo» si no quieres leche.')).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'Change grade' })).toHaveCount(0);
  await studentContext.close();
});
