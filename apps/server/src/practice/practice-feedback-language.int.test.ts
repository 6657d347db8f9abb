import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { practiceMessages, users } from '../db/schema/index.ts';
import { finishedAttempt } from '../review/review.test-helpers.ts';
import type { GraphQLClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TUTOR_GRADING_WORKER: 'true' });
});
afterAll(() => server.close());

const SEND = /* GraphQL */ `
  mutation ($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) {
      objects { id }
      errors { code messages }
    }
  }
`;
const FEEDBACK = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      messages { id feedback { code message } aiFeedback { code message } }
    }
  }
`;
const GRADE_MESSAGE = /* GraphQL */ `
  mutation ($input: PracticeMessageGradeInput!) {
    gradePracticeMessage(input: $input) { errors { field code messages } }
  }
`;

type Item = { code: string; message: string };
type Feedback = {
  practiceIntent: { messages: { id: string; feedback: Item[]; aiFeedback: Item[] }[] } | null;
};

async function feedbackOf(client: GraphQLClient, intentId: string, messageId: string) {
  const response = await client.query<Feedback>(FEEDBACK, { id: intentId });
  const message = response.data?.practiceIntent?.messages.find((m) => m.id === messageId);
  if (!message) throw new Error(JSON.stringify(response.errors ?? response.data));
  return message;
}

async function speaks(userId: string, language: string) {
  await server.database.db.update(users).set({ language }).where(eq(users.id, userId));
}

async function graded(messageId: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    const [row] = await server.database.db
      .select({ status: practiceMessages.gradingStatus })
      .from(practiceMessages)
      .where(eq(practiceMessages.id, messageId));
    if (row?.status === 'GRADED') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`message ${messageId} was never graded`);
}

/** A finished attempt of one graded answer, by an English-speaking student of a teacher who reads Arabic. */
async function answerOfStudentWithArabicTeacher(text: string) {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  await speaks(world.teacher.user.id, 'ar');
  const { id: assignmentId } = await world.create();
  await world.publish(assignmentId);
  const { intentId, messageIds } = await finishedAttempt(server.database.db, world, assignmentId, [
    { text, correctness: 'PARTIAL', scores: { GRAMMAR: 60, VOCABULARY: 50 } },
  ]);
  return { world, intentId, messageId: messageIds[0] ?? '' };
}

describe('feedback in the reader’s language', () => {
  it('shows the tutor’s feedback on one answer in Arabic to an Arabic teacher and in English to its English student', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    await speaks(world.teacher.user.id, 'ar');
    const { id: assignmentId } = await world.create();
    await world.publish(assignmentId);
    const intentId = (await world.start(assignmentId)).objects?.[0]?.id ?? '';
    const sent = await world.studentClient.query<{
      sendPracticeMessage: { objects: { id: string }[] | null };
    }>(SEND, { intentId, text: 'Buenos días, quiero un cafe con leche, por favor.' });
    const messageId = sent.data?.sendPracticeMessage.objects?.[0]?.id ?? '';
    await graded(messageId);

    const student = await feedbackOf(world.studentClient, intentId, messageId);
    await speaks(world.teacher.user.id, 'ar');
    const teacher = await feedbackOf(world.teacherClient, intentId, messageId);
    expect(student.feedback).toContainEqual({
      code: 'MISSING_ACCENT',
      message: '“cafe” needs an accent: “café”.',
    });
    expect(teacher.feedback).toContainEqual({
      code: 'MISSING_ACCENT',
      message: 'تحتاج «cafe» إلى علامة نبر: «café».',
    });
    expect(teacher.feedback.map((item) => item.code)).toEqual(
      student.feedback.map((item) => item.code),
    );
    for (const item of teacher.feedback) expect(item.message).toMatch(/\p{Script=Arabic}/u);

    // The student switches to Spanish: the same stored grade reads in Spanish.
    await speaks(world.student.user.id, 'es');
    const inSpanish = await feedbackOf(world.studentClient, intentId, messageId);
    expect(inSpanish.feedback).toContainEqual({
      code: 'MISSING_ACCENT',
      message: '«cafe» lleva tilde: «café».',
    });
  });

  it('shows feedback stored as text alone as it was written, to every reader', async () => {
    // finishedAttempt stores items as rows did before params were kept: code and text only.
    const { world, intentId, messageId } =
      await answerOfStudentWithArabicTeacher('Quiero un pan grande');
    for (const client of [world.studentClient, world.teacherClient]) {
      expect((await feedbackOf(client, intentId, messageId)).feedback).toEqual([
        { code: 'AGREEMENT', message: 'Check the agreement.' },
      ]);
    }
  });

  it('keeps an item a teacher saved as shown in each reader’s language, and a changed one in the teacher’s words', async () => {
    const { world, intentId, messageId } = await answerOfStudentWithArabicTeacher('Quiero un cafe');
    const coded = (code: string, message: string, params: Record<string, string>) => ({
      category: 'GRAMMAR',
      code,
      severity: 'error',
      message,
      params,
      span: null,
      excerpt: null,
      suggestion: null,
    });
    await server.database.db
      .update(practiceMessages)
      .set({
        feedback: [
          coded('MISSING_ACCENT', '“cafe” needs an accent: “café”.', {
            word: 'cafe',
            suggestion: 'café',
          }),
          coded('REPEATED_WORD', '“un” is repeated.', { word: 'un' }),
        ],
      })
      .where(eq(practiceMessages.id, messageId));

    // The teacher's dialog sends back what it showed them, in Arabic: the first as it was, even
    // once the teacher has switched the interface to English.
    const shown = await feedbackOf(world.teacherClient, intentId, messageId);
    await speaks(world.teacher.user.id, 'en');
    const teacherWords = 'كلمة «un» زائدة هنا.';
    const response = await world.teacherClient.query<{
      gradePracticeMessage: { errors: unknown[] | null };
    }>(GRADE_MESSAGE, {
      input: {
        messageId,
        correctness: 'NO',
        feedback: shown.feedback.map((item) => ({
          category: 'GRAMMAR',
          code: item.code,
          severity: 'error',
          message: item.code === 'REPEATED_WORD' ? teacherWords : item.message,
        })),
      },
    });
    expect(response.data?.gradePracticeMessage.errors).toBeNull();

    const student = await feedbackOf(world.studentClient, intentId, messageId);
    expect(student.feedback).toEqual([
      { code: 'MISSING_ACCENT', message: '“cafe” needs an accent: “café”.' },
      { code: 'REPEATED_WORD', message: teacherWords },
    ]);
    // The tutor's own grade, kept beside the teacher's, reads in the reader's language too.
    expect(student.aiFeedback).toEqual([
      { code: 'MISSING_ACCENT', message: '“cafe” needs an accent: “café”.' },
      { code: 'REPEATED_WORD', message: '“un” is repeated.' },
    ]);
    await speaks(world.teacher.user.id, 'ar');
    const teacher = await feedbackOf(world.teacherClient, intentId, messageId);
    expect(teacher.feedback[0]).toEqual({
      code: 'MISSING_ACCENT',
      message: 'تحتاج «cafe» إلى علامة نبر: «café».',
    });
  });
});
