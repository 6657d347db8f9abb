import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { classroomTeachers, practiceGradeChanges, practiceMessages } from '../db/schema/index.ts';
import { errorCode, type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildTeacher } from '../test/world-factories.ts';
import { finishedAttempt, type KnownAnswer } from './review.test-helpers.ts';

let server: TestServer;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await server.close();
  await mail.close();
});

const GRADE_MESSAGE = /* GraphQL */ `
  mutation ($input: PracticeMessageGradeInput!) {
    gradePracticeMessage(input: $input) {
      objects { id overallScore passed categoryScores { category score } }
      errors { field code messages }
    }
  }
`;
const GRADE_INTENT = /* GraphQL */ `
  mutation ($input: PracticeIntentGradeInput!) {
    gradePracticeIntent(input: $input) {
      objects { id overallScore passed categoryScores { category score } }
      errors { field code messages }
    }
  }
`;
const MARK_REVIEWED = /* GraphQL */ `
  mutation ($id: ID!, $reviewed: Boolean) {
    markPracticeIntentReviewed(intentId: $id, reviewed: $reviewed) {
      objects { id }
      errors { code }
    }
  }
`;
const RESULT = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      overallScore passed viewerCanGrade
      categoryScores { category score }
      teacherGrade {
        comment gradedByName overallScoreSet categories aiOverallScore aiPassed
        aiCategoryScores { category score }
      }
      review {
        reviewedAt teacherOverallScore
        changes { messageId teacherName correctnessBefore correctnessAfter overallScoreBefore overallScoreAfter comment }
      }
      messages {
        id role correctness teacherGraded aiCorrectness
        feedback { code message severity }
        aiFeedback { code }
      }
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query { practiceReviewQueue(first: 50) { totalCount items { intent { id } reasons studentName assignmentTitle } } }
`;
const AGREEMENT = /* GraphQL */ `
  query ($id: ID!) {
    classroomGradingAgreement(classroomId: $id) {
      classroom { answers exactAgreement kappa meanAbsoluteScoreDifference scores }
      teachers { name agreement { answers exactAgreement } }
    }
  }
`;

type Graded = {
  objects: { overallScore: number; passed: boolean; categoryScores: Score[] }[] | null;
  errors: { field: string; code: string; messages: string[] }[] | null;
};
type Score = { category: string; score: number | null };
type Result = {
  practiceIntent: {
    overallScore: number;
    passed: boolean;
    viewerCanGrade: boolean;
    categoryScores: Score[];
    teacherGrade: {
      comment: string | null;
      gradedByName: string | null;
      overallScoreSet: boolean;
      categories: string[];
      aiOverallScore: number | null;
      aiPassed: boolean | null;
      aiCategoryScores: Score[];
    } | null;
    review: {
      reviewedAt: string | null;
      teacherOverallScore: number | null;
      changes: Record<string, unknown>[];
    } | null;
    messages: {
      id: string;
      role: string;
      correctness: string | null;
      teacherGraded: boolean;
      aiCorrectness: string | null;
      feedback: { code: string; message: string; severity: string }[];
      aiFeedback: { code: string }[];
    }[];
  } | null;
};

/** Tutor: PARTIAL (G 60, V 50) and YES (G 90, V 80) → G 75, V 65, overall 70, passed at 60. */
const TWO_ANSWERS: KnownAnswer[] = [
  {
    text: 'Quiero un pan grande por favor',
    correctness: 'PARTIAL',
    scores: { GRAMMAR: 60, VOCABULARY: 50 },
  },
  {
    text: 'Muchas gracias, hasta luego',
    correctness: 'YES',
    scores: { GRAMMAR: 90, VOCABULARY: 80 },
  },
];

async function worldWithAttempt(answers: KnownAnswer[] = TWO_ANSWERS) {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const { id: assignmentId } = await world.create();
  await world.publish(assignmentId);
  const attempt = await finishedAttempt(server.database.db, world, assignmentId, answers);
  return { world, assignmentId, ...attempt };
}

const gradeMessage = (client: GraphQLClient, input: Record<string, unknown>) =>
  client.query<{ gradePracticeMessage: Graded }>(GRADE_MESSAGE, { input });
const gradeIntent = (client: GraphQLClient, input: Record<string, unknown>) =>
  client.query<{ gradePracticeIntent: Graded }>(GRADE_INTENT, { input });
const scoresOf = (scores: Score[]) =>
  Object.fromEntries(scores.map((entry) => [entry.category, entry.score]));

describe('teacher review', () => {
  it('regrades an answer: scores follow the new grade, the tutor’s grade is kept once, the change is recorded', async () => {
    const { world, intentId, messageIds } = await worldWithAttempt();
    const [partial] = messageIds;
    const teacherNote = {
      category: 'VOCABULARY',
      severity: 'error',
      message: 'Di «una barra de pan».',
      excerpt: 'un pan grande',
      suggestion: 'una barra de pan',
    };
    const first = await gradeMessage(world.teacherClient, {
      messageId: partial,
      correctness: 'NO',
      feedback: [teacherNote],
    });
    // PARTIAL → NO caps the answer at 39: G (39 + 90) / 2 = 64.5, V (39 + 80) / 2 = 59.5,
    // overall 62 (≥ 60: still passed).
    expect(first.data?.gradePracticeMessage.errors).toBeNull();
    const [graded] = first.data?.gradePracticeMessage.objects ?? [];
    expect(graded?.overallScore).toBe(62);
    expect(graded?.passed).toBe(true);
    expect(scoresOf(graded?.categoryScores ?? [])).toEqual({ GRAMMAR: 65, VOCABULARY: 60 });

    const view = await world.teacherClient.query<Result>(RESULT, { id: intentId });
    expect(view.errors).toBeUndefined();
    const intent = view.data?.practiceIntent;
    const answer = intent?.messages.find((message) => message.id === partial);
    expect(answer).toMatchObject({
      correctness: 'NO',
      aiCorrectness: 'PARTIAL',
      teacherGraded: true,
      feedback: [{ code: 'TEACHER', message: 'Di «una barra de pan».', severity: 'error' }],
      aiFeedback: [{ code: 'AGREEMENT' }],
    });
    expect(intent?.teacherGrade?.aiOverallScore).toBe(70);
    expect(scoresOf(intent?.teacherGrade?.aiCategoryScores ?? [])).toEqual({
      GRAMMAR: 75,
      VOCABULARY: 65,
    });
    expect(intent?.review?.changes).toEqual([
      {
        messageId: partial,
        teacherName: `Teresa ${world.teacher.user.lastName}`,
        correctnessBefore: 'PARTIAL',
        correctnessAfter: 'NO',
        overallScoreBefore: null,
        overallScoreAfter: null,
        comment: null,
      },
    ]);

    // A second change starts again from the tutor's scores, and never replaces the tutor's grade.
    await gradeMessage(world.teacherClient, {
      messageId: partial,
      correctness: 'YES',
      feedback: [],
    });
    const [stored] = await server.database.db
      .select()
      .from(practiceMessages)
      .where(eq(practiceMessages.id, partial ?? ''));
    expect(stored?.aiGrade?.correctness).toBe('PARTIAL');
    expect(stored?.categoryScores).toEqual({ GRAMMAR: 70, VOCABULARY: 70 });
    const audit = await server.database.db
      .select()
      .from(practiceGradeChanges)
      .where(eq(practiceGradeChanges.intentId, intentId));
    expect(audit.map((row) => (row.after as { correctness: string }).correctness).sort()).toEqual([
      'NO',
      'YES',
    ]);
  });

  it('regrades the attempt with a comment: passed follows, the student sees it as the teacher’s and gets a mail', async () => {
    const { world, intentId } = await worldWithAttempt();
    const comment = 'Bien, pero repasa los artículos.';
    const saved = await gradeIntent(world.teacherClient, {
      intentId,
      categoryScores: [{ category: 'GRAMMAR', score: 40 }],
      overallScore: 55,
      comment,
    });
    expect(saved.data?.gradePracticeIntent.errors).toBeNull();
    expect(saved.data?.gradePracticeIntent.objects?.[0]).toMatchObject({
      overallScore: 55,
      passed: false,
    });

    const seen = await world.studentClient.query<Result>(RESULT, { id: intentId });
    const intent = seen.data?.practiceIntent;
    expect(intent).toMatchObject({ overallScore: 55, passed: false, viewerCanGrade: false });
    expect(scoresOf(intent?.categoryScores ?? [])).toEqual({ GRAMMAR: 40, VOCABULARY: 65 });
    expect(intent?.teacherGrade).toMatchObject({
      comment,
      gradedByName: `Teresa ${world.teacher.user.lastName}`,
      overallScoreSet: true,
      categories: ['GRAMMAR'],
      aiOverallScore: 70,
      aiPassed: true,
    });
    expect(intent?.review).toBeNull();

    const caught = await mail.waitForMail(world.student.user.email ?? '', (sent) =>
      sent.subject.startsWith('Your teacher graded your practice'),
    );
    expect(caught.text).toContain('55/100');
    expect(caught.text).toContain(comment);
    expect(caught.text).toContain(`/activities/practice-intent/detail/${intentId}`);

    // Without an overall score the setting's weights apply to the teacher's category score:
    // (50 × 40 + 50 × 65) / 100 = 52.5 → 53.
    const again = await gradeIntent(world.teacherClient, {
      intentId,
      categoryScores: [{ category: 'GRAMMAR', score: 40 }],
      comment,
    });
    expect(again.data?.gradePracticeIntent.objects?.[0]?.overallScore).toBe(53);
    const history = await world.teacherClient.query<Result>(RESULT, { id: intentId });
    expect(history.data?.practiceIntent?.review?.changes).toMatchObject([
      { messageId: null, overallScoreBefore: 55, overallScoreAfter: 53, comment },
      { messageId: null, overallScoreBefore: 70, overallScoreAfter: 55, comment },
    ]);
    expect(history.data?.practiceIntent?.teacherGrade?.aiOverallScore).toBe(70);
  });

  it('refuses scores out of range and skills the attempt does not grade, with clear messages', async () => {
    const { world, intentId } = await worldWithAttempt();
    const outOfRange = await gradeIntent(world.teacherClient, { intentId, overallScore: 101 });
    expect(outOfRange.data?.gradePracticeIntent.errors).toMatchObject([
      { field: 'overallScore', messages: ['Enter a score from 0 to 100.'] },
    ]);
    const notGraded = await gradeIntent(world.teacherClient, {
      intentId,
      categoryScores: [{ category: 'PRONUNCIATION', score: 50 }],
    });
    expect(notGraded.data?.gradePracticeIntent.errors?.[0]?.code).toBe('CATEGORY_NOT_GRADED');
    const unchanged = await world.teacherClient.query<Result>(RESULT, { id: intentId });
    expect(unchanged.data?.practiceIntent?.overallScore).toBe(70);
    expect(unchanged.data?.practiceIntent?.teacherGrade).toBeNull();
  });

  it('lets the classroom’s teachers grade, and refuses a student, another teacher and a teacher of the student elsewhere', async () => {
    const { world, intentId, messageIds } = await worldWithAttempt();
    const { db } = server.database;
    const coTeacher = await buildTeacher(db);
    await db
      .insert(classroomTeachers)
      .values({ classroomId: world.classroom.id, teacherProfileId: coTeacher.profile.id });
    const stranger = await buildTeacher(db);
    const elsewhere = await buildTeacher(db);
    await buildClassroom(db, { owner: elsewhere, students: [world.student] });

    const [coClient, strangerClient, elsewhereClient] = await Promise.all(
      [coTeacher, stranger, elsewhere].map((teacher) => graphqlClient(server, teacher.user)),
    );
    const input = { messageId: messageIds[0], correctness: 'NO', feedback: [] };
    for (const client of [world.studentClient, strangerClient, elsewhereClient]) {
      expect(errorCode(await gradeMessage(client as GraphQLClient, input))).toBe('FORBIDDEN');
      expect(
        errorCode(await gradeIntent(client as GraphQLClient, { intentId, overallScore: 10 })),
      ).toBe('FORBIDDEN');
      expect(
        errorCode(await (client as GraphQLClient).query(MARK_REVIEWED, { id: intentId })),
      ).toBe('FORBIDDEN');
    }
    // The teacher of the student elsewhere still reads the attempt, without the review.
    const read = await (elsewhereClient as GraphQLClient).query<Result>(RESULT, { id: intentId });
    expect(read.data?.practiceIntent).toMatchObject({ viewerCanGrade: false, review: null });
    const queue = await (elsewhereClient as GraphQLClient).query<{
      practiceReviewQueue: { totalCount: number };
    }>(QUEUE);
    expect(queue.data?.practiceReviewQueue.totalCount).toBe(0);
    const agreement = await (elsewhereClient as GraphQLClient).query(AGREEMENT, {
      id: world.classroom.id,
    });
    expect(errorCode(agreement)).toBe('FORBIDDEN');

    const byCoTeacher = await gradeMessage(coClient as GraphQLClient, input);
    expect(byCoTeacher.data?.gradePracticeMessage.errors).toBeNull();
    const unchanged = await world.teacherClient.query<Result>(RESULT, { id: intentId });
    expect(unchanged.data?.practiceIntent?.overallScore).toBe(62);
  });

  it('refuses to grade an attempt still running', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const { id: assignmentId } = await world.create();
    await world.publish(assignmentId);
    const started = await world.start(assignmentId);
    const intentId = started.objects?.[0]?.id;
    const refused = await gradeIntent(world.teacherClient, { intentId, overallScore: 80 });
    expect(refused.data?.gradePracticeIntent.errors).toEqual([
      {
        field: '__all__',
        code: 'ATTEMPT_NOT_REVIEWABLE',
        messages: ['This attempt can be graded once it is finished and scored.'],
      },
    ]);
  });

  it('queues finished attempts with their reasons, most worth a look first, until marked reviewed', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const { id: assignmentId } = await world.create({ title: 'Panadería' });
    await world.publish(assignmentId);
    const { db } = server.database;
    const good = { GRAMMAR: 90, VOCABULARY: 90 };
    const fine = await finishedAttempt(db, world, assignmentId, TWO_ANSWERS);
    const fallback = await finishedAttempt(db, world, assignmentId, [
      {
        ...(TWO_ANSWERS[1] as KnownAnswer),
        gradingNote: 'The model did not answer; the embedded tutor graded.',
      },
      TWO_ANSWERS[0] as KnownAnswer,
    ]);
    const offTopic = await finishedAttempt(
      db,
      world,
      assignmentId,
      [
        { text: 'Sí.', correctness: 'YES', scores: good },
        { text: 'Vale, vale.', correctness: 'YES', scores: good },
      ],
      { reachedStepIndex: 0 },
    );
    const wrong = await finishedAttempt(db, world, assignmentId, [
      {
        text: 'I want bread please',
        correctness: 'NO',
        scores: { GRAMMAR: 10, VOCABULARY: 20 },
        usedNativeLanguage: true,
      },
      {
        text: 'Thank you very much',
        correctness: 'NO',
        scores: { GRAMMAR: 10, VOCABULARY: 20 },
        usedNativeLanguage: true,
      },
      {
        text: 'Quiero pan, por favor',
        correctness: 'PARTIAL',
        scores: { GRAMMAR: 60, VOCABULARY: 60 },
      },
    ]);

    type Queue = {
      practiceReviewQueue: {
        totalCount: number;
        items: { intent: { id: string }; reasons: string[]; assignmentTitle: string }[];
      };
    };
    const queue = await world.teacherClient.query<Queue>(QUEUE);
    expect(queue.data?.practiceReviewQueue.totalCount).toBe(4);
    expect(
      queue.data?.practiceReviewQueue.items.map((item) => [item.intent.id, item.reasons]),
    ).toEqual([
      [wrong.intentId, ['LOW_CORRECTNESS', 'NATIVE_LANGUAGE']],
      [fallback.intentId, ['FALLBACK_GRADING']],
      [offTopic.intentId, ['NO_STEP_PROGRESS', 'SHORT_ANSWERS']],
      [fine.intentId, []],
    ]);
    expect(queue.data?.practiceReviewQueue.items[0]?.assignmentTitle).toBe('Panadería');

    await world.teacherClient.query(MARK_REVIEWED, { id: wrong.intentId });
    const after = await world.teacherClient.query<Queue>(QUEUE);
    expect(after.data?.practiceReviewQueue.totalCount).toBe(3);
    expect(after.data?.practiceReviewQueue.items.map((item) => item.intent.id)).not.toContain(
      wrong.intentId,
    );
    await world.teacherClient.query(MARK_REVIEWED, { id: wrong.intentId, reviewed: false });
    const back = await world.teacherClient.query<Queue>(QUEUE);
    expect(back.data?.practiceReviewQueue.totalCount).toBe(4);
  });

  it('measures the agreement over reviewed attempts: exact share, weighted kappa and score difference', async () => {
    const { world, intentId, messageIds } = await worldWithAttempt();
    // Not reviewed: never counted.
    const { id: otherAssignment } = await world.create({ title: 'Otra' });
    await world.publish(otherAssignment);
    await finishedAttempt(server.database.db, world, otherAssignment, TWO_ANSWERS);

    await gradeMessage(world.teacherClient, {
      messageId: messageIds[0],
      correctness: 'NO',
      feedback: [],
    });
    await world.teacherClient.query(MARK_REVIEWED, { id: intentId });

    type Agreement = {
      classroomGradingAgreement: {
        classroom: Record<string, number | null>;
        teachers: { name: string; agreement: { answers: number; exactAgreement: number } }[];
      };
    };
    const response = await world.teacherClient.query<Agreement>(AGREEMENT, {
      id: world.classroom.id,
    });
    // Pairs (tutor, teacher): (PARTIAL, NO), (YES, YES). Observed weighted disagreement 0.25;
    // expected from the margins: ½·¼ (P,N) + ½·¼ (P,Y) + ½·1 (Y,N) = 0.75 → κ = 1 − 0.25/0.75.
    // Category scores: tutor G 75 V 65, effective G 65 V 60 → mean |difference| 7.5.
    const agreement = response.data?.classroomGradingAgreement;
    expect(agreement?.classroom).toEqual({
      answers: 2,
      exactAgreement: 0.5,
      kappa: expect.closeTo(2 / 3, 10),
      meanAbsoluteScoreDifference: 7.5,
      scores: 2,
    });
    expect(agreement?.teachers).toEqual([
      {
        name: `Teresa ${world.teacher.user.lastName}`,
        agreement: expect.objectContaining({ answers: 2, exactAgreement: 0.5 }),
      },
    ]);
  });
});
