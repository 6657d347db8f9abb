import type { APIRequestContext } from '@playwright/test';
import { graphql } from './accounts.ts';
import { expect } from './fixtures.ts';
import { startedPracticeAttempt } from './practice.ts';

/**
 * A finished and scored attempt: the student of `studentRequest` answers the café scenario's
 * character twice (graded by the server's tutor) and finishes. Returns the attempt's ids.
 */
export async function finishedPracticeAttempt(
  teacherRequest: APIRequestContext,
  studentRequest: APIRequestContext,
) {
  const started = await startedPracticeAttempt(teacherRequest, studentRequest, {
    helpFeatures: [],
  });
  for (const text of ['Hola, quiero un café con leche, por favor.', 'Para llevar.']) {
    await graphql(
      studentRequest,
      'mutation($id: ID!, $text: String!) { sendPracticeMessage(intentId: $id, text: $text) { success } }',
      { id: started.intentId, text },
    );
  }
  await graphql(
    studentRequest,
    'mutation($id: ID!) { finishPracticeIntent(intentId: $id) { success } }',
    { id: started.intentId },
  );
  await expect
    .poll(
      async () =>
        (
          await graphql<{ practiceIntent: { overallScore: number | null } }>(
            studentRequest,
            'query($id: ID!) { practiceIntent(id: $id) { overallScore } }',
            { id: started.intentId },
          )
        ).practiceIntent.overallScore,
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return started;
}
