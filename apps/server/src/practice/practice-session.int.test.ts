import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { classroomStudents, practiceIntents, practiceMessages } from '../db/schema/index.ts';
import { errorCode } from '../test/graphql-clients.ts';
import { subscribe } from '../test/sse-subscription.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { scoreAttempt } from './practice-scoring.ts';
import type { RulesSnapshot } from './practice-snapshots.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TUTOR_GRADING_WORKER: 'true' });
});
afterAll(() => server.close());

const SEND = /* GraphQL */ `
  mutation ($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) {
      objects { id role text correctness gradingStatus stepIndex }
      errors { code messages }
    }
  }
`;
const EVENTS = /* GraphQL */ `
  subscription ($intentId: ID!) {
    practiceIntentEvents(intentId: $intentId) {
      kind delta replyTo
      message { id role text correctness gradingStatus stepIndex feedback { category code message } }
      intent { id status currentStepIndex overallScore }
    }
  }
`;
const SESSION = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      status currentStepIndex overallScore passed
      categoryScores { category score }
      helpUsage { feature count }
      scenario { title description steps { title goal } rubrics { category } }
      messages { role text correctness stepIndex }
    }
  }
`;
const HELP = /* GraphQL */ `
  mutation ($intentId: ID!, $feature: HelpFeature!, $messageId: ID) {
    usePracticeHelp(intentId: $intentId, feature: $feature, messageId: $messageId) {
      objects { feature suggestions translation }
      errors { code }
    }
  }
`;

type Event = {
  practiceIntentEvents: {
    kind: string;
    message: { id: string; role: string; correctness: string | null; stepIndex: number } | null;
    intent: { status: string; currentStepIndex: number };
  };
};
type Session = {
  practiceIntent: {
    status: string;
    currentStepIndex: number;
    overallScore: number | null;
    passed: boolean | null;
    categoryScores: { category: string; score: number | null }[];
    helpUsage: { feature: string; count: number }[];
    scenario: { description: string | null; steps: { goal: string | null }[]; rubrics: unknown };
    messages: { role: string; text: string; correctness: string | null; stepIndex: number }[];
  };
};
type Sent = {
  sendPracticeMessage: {
    objects: { id: string; correctness: string; gradingStatus: string; stepIndex: number }[] | null;
    errors: { code: string }[] | null;
  };
};

describe('a practice session', () => {
  it('runs the loop: CORRECTING, the grade live, steps advancing, help as allowed, scores at the end', async () => {
    const world = await buildAssignmentWorld(server, {
      attemptMode: 'UNLIMITED',
      helpFeatures: ['VIEW_SUGGESTIONS'],
    });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const client = world.studentClient;

    const opened = await client.query<Session>(SESSION, { id: intentId });
    expect(opened.data?.practiceIntent.messages).toEqual([
      { role: 'ASSISTANT', text: '¡Buenos días! ¿Qué le pongo?', correctness: null, stepIndex: 0 },
    ]);
    // Help the setting does not allow is not in the payload at all.
    expect(opened.data?.practiceIntent.scenario).toMatchObject({
      description: null,
      rubrics: null,
      steps: [{ goal: null }, { goal: null }],
    });

    const events = await subscribe<Event>(server.url, client, EVENTS, { intentId });
    const sent = await client.query<Sent>(SEND, {
      intentId,
      text: 'Buenos días, quiero una barra de pan, por favor.',
    });
    const ack = sent.data?.sendPracticeMessage.objects?.[0];
    expect(ack).toMatchObject({
      correctness: 'CORRECTING',
      gradingStatus: 'PENDING',
      stepIndex: 0,
    });

    const graded = await events.next(
      (e) =>
        e.practiceIntentEvents.kind === 'MESSAGE_GRADED' &&
        e.practiceIntentEvents.message?.id === ack?.id,
    );
    expect(['YES', 'PARTIAL', 'NO']).toContain(graded.practiceIntentEvents.message?.correctness);
    const reply = await events.next(
      (e) =>
        e.practiceIntentEvents.kind === 'MESSAGE_ADDED' &&
        e.practiceIntentEvents.message?.role === 'ASSISTANT',
    );
    expect(reply.practiceIntentEvents.message?.stepIndex).toBe(1);
    expect(reply.practiceIntentEvents.intent.currentStepIndex).toBe(1);

    const suggestions = await client.query<{
      usePracticeHelp: { objects: { suggestions: string[] }[] };
    }>(HELP, { intentId, feature: 'VIEW_SUGGESTIONS' });
    expect(suggestions.data?.usePracticeHelp.objects[0]?.suggestions.length).toBeGreaterThan(0);
    const forged = await client.query(HELP, {
      intentId,
      feature: 'VIEW_TRANSLATION',
      messageId: reply.practiceIntentEvents.message?.id,
    });
    expect(errorCode(forged)).toBe('FORBIDDEN');

    await client.query<Sent>(SEND, { intentId, text: '¿Cuánto es todo?' });
    await events.next((e) => e.practiceIntentEvents.intent.status === 'COMPLETED');
    events.close();

    // Scored from the stored grades with the setting's weights, once every grade is in.
    const { db } = server.database;
    let session: Session['practiceIntent'] | undefined;
    for (let tries = 0; tries < 50; tries += 1) {
      session = (await client.query<Session>(SESSION, { id: intentId })).data?.practiceIntent;
      if (session?.overallScore !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [intent] = await db
      .select()
      .from(practiceIntents)
      .where(eq(practiceIntents.id, intentId));
    const grades = await db
      .select({ scores: practiceMessages.categoryScores })
      .from(practiceMessages)
      .where(eq(practiceMessages.intentId, intentId));
    const expected = scoreAttempt(
      intent?.rulesSnapshot as RulesSnapshot,
      grades.flatMap((grade) => (grade.scores ? [grade.scores] : [])),
    );
    expect(session).toMatchObject({
      status: 'COMPLETED',
      overallScore: expected.overallScore,
      passed: expected.passed,
      helpUsage: [{ feature: 'VIEW_SUGGESTIONS', count: 1 }],
    });
    expect(session?.messages.map((m) => m.role)).toEqual([
      'ASSISTANT',
      'USER',
      'ASSISTANT',
      'USER',
      'ASSISTANT',
    ]);
    expect(
      session?.messages
        .filter((m) => m.role === 'USER')
        .every((m) => m.correctness !== 'CORRECTING'),
    ).toBe(true);

    const late = await client.query<Sent>(SEND, { intentId, text: 'Adiós' });
    expect(late.data?.sendPracticeMessage.errors?.[0]?.code).toBe('PRACTICE_ENDED');
  });

  it('refuses another student’s attempt and lets the classroom’s teacher read it', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const other = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const stranger = await other.studentClient.query<Sent>(SEND, { intentId, text: 'Hola' });
    expect(stranger.data?.sendPracticeMessage.errors?.[0]?.code).toBe('NOT_FOUND');
    const read = await other.studentClient.query(SESSION, { id: intentId });
    expect(errorCode(read)).toBe('FORBIDDEN');
    // The classroom's teacher reads it.
    const asTeacher = await world.teacherClient.query<Session>(SESSION, { id: intentId });
    expect(asTeacher.data?.practiceIntent.status).toBe('IN_PROGRESS');
  });

  it('stops a teacher’s live events of an attempt at the first one after its student left the classroom', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const watching = await subscribe<Event>(server.url, world.teacherClient, EVENTS, { intentId });
    // Held from the start: the stream may end before the test gets to ask how.
    const watchingEnded = watching.ended.then(
      () => 'ended without an error',
      (error: Error) => error.message,
    );
    const own = await subscribe<Event>(server.url, world.studentClient, EVENTS, { intentId });
    await world.studentClient.query<Sent>(SEND, { intentId, text: 'Un café, por favor.' });
    await watching.next((event) => event.practiceIntentEvents.kind === 'MESSAGE_ADDED');

    await server.database.db
      .delete(classroomStudents)
      .where(eq(classroomStudents.classroomId, world.classroom.id));
    const sent = await world.studentClient.query<Sent>(SEND, { intentId, text: 'Gracias.' });
    const later = sent.data?.sendPracticeMessage.objects?.[0]?.id;
    expect(later).toBeDefined();
    await own.next((event) => event.practiceIntentEvents.message?.id === later);
    expect(await watchingEnded).toMatch(/NOT_FOUND/);
    expect(
      watching.received.some((event) => event.practiceIntentEvents.message?.id === later),
    ).toBe(false);
    own.close();
  });

  it('lets a teacher try a scenario as a preview and a student practise only public scenarios freely', async () => {
    const world = await buildAssignmentWorld(server);
    const START_FREE = /* GraphQL */ `
      mutation ($scenarioId: ID!) {
        startFreePractice(scenarioId: $scenarioId) {
          objects { id isPreview attemptNumber messages { role } }
          errors { code }
        }
      }
    `;
    type Free = {
      startFreePractice: {
        objects: { id: string; isPreview: boolean; attemptNumber: number }[] | null;
        errors: { code: string }[] | null;
      };
    };
    const preview = await world.teacherClient.query<Free>(START_FREE, {
      scenarioId: world.scenarioId,
    });
    expect(preview.data?.startFreePractice.objects?.[0]).toMatchObject({
      isPreview: true,
      attemptNumber: 1,
    });
    const sent = await world.teacherClient.query<Sent>(SEND, {
      intentId: preview.data?.startFreePractice.objects?.[0]?.id,
      text: 'Buenos días',
    });
    expect(sent.data?.sendPracticeMessage.objects?.[0]?.correctness).toBe('CORRECTING');
    // The scenario is the teacher's private one: a student may not practise it freely.
    const refused = await world.studentClient.query<Free>(START_FREE, {
      scenarioId: world.scenarioId,
    });
    expect(refused.data?.startFreePractice.errors?.[0]?.code).toBe('SCENARIO_NOT_AVAILABLE');
  });
});
