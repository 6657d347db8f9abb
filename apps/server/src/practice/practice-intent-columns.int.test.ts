import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { intentOf } from '../speaking/message-visibility.ts';
import { subscribe } from '../test/sse-subscription.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BRIEF = /* GraphQL */ `
  query ($assignmentId: ID!, $scenarioId: ID!) {
    practiceAssignmentScenario(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      attemptsUsed canStart
      inProgress { id }
      attempts { id attemptNumber status startedAt endedAt overallScore passed }
    }
  }
`;
const RECENT = /* GraphQL */ `
  query ($range: MetricsRangeInput!) {
    studentMetrics(range: $range) {
      recentAttempts { id attemptNumber status startedAt activeSeconds overallScore scenarioTitle }
    }
  }
`;
const SESSION = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      id status currentStepIndex activeSeconds endedAt overallScore passed scenarioTitle
      rules { liveFeedback }
      scenario { title }
    }
  }
`;
const SESSION_PAGE = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) {
      id status scenarioTitle
      rules { helpFeatures }
      scenario { title }
      messages { id role text textWithheld transcription wordsPerMinute speech { url } }
    }
  }
`;
const FINISH = /* GraphQL */ `
  mutation ($intentId: ID!) {
    finishPracticeIntent(intentId: $intentId) {
      objects { id status currentStepIndex activeSeconds endedAt overallScore passed }
      errors { code }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) { objects { id } }
  }
`;
/** What the web app's session asks of each live event. */
const EVENTS = /* GraphQL */ `
  subscription ($intentId: ID!) {
    practiceIntentEvents(intentId: $intentId) {
      kind delta replyTo
      message { id role text textWithheld correctness feedbackHidden }
      intent { id status currentStepIndex activeSeconds endedAt overallScore passed }
    }
  }
`;
type LiveEvent = {
  practiceIntentEvents: {
    kind: string;
    delta: string | null;
    message: { role: string; text: string } | null;
    intent: { status: string; currentStepIndex: number };
  };
};

const thisYear = () => {
  const year = new Date().getUTCFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31`, period: 'YEAR' };
};

const readsIntents = (statement: string) => statement.includes('from "practice_intents"');
/** A snapshot read whole, not a value taken out of it in the database (`-> 'helpFeatures'`). */
const WHOLE_SNAPSHOT = /"(scenario|rules)_snapshot"(,| as| from)/;

/** A student in one attempt of an assignment, and the statements sent from here on. */
async function studentInAnAttempt() {
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const assignment = await world.create();
  await world.publish(assignment.id);
  const started = await world.start(assignment.id);
  const intentId = started.objects?.[0]?.id;
  if (!intentId) throw new Error(`not started: ${JSON.stringify(started.errors)}`);
  const { statements } = server.database;
  statements.length = 0;
  return { world, assignmentId: assignment.id, intentId, statements };
}

describe("an attempt's columns", () => {
  it('lists a student’s attempts without reading their scenario and rules snapshots', async () => {
    const { world, assignmentId, intentId, statements } = await studentInAnAttempt();
    const brief = await world.studentClient.query<{
      practiceAssignmentScenario: { attempts: { id: string }[] };
    }>(BRIEF, { assignmentId, scenarioId: world.scenarioId });
    expect(brief.errors).toBeUndefined();
    expect(brief.data?.practiceAssignmentScenario.attempts.map(({ id }) => id)).toEqual([intentId]);
    const recent = await world.studentClient.query<{
      studentMetrics: { recentAttempts: { scenarioTitle: string }[] };
    }>(RECENT, { range: thisYear() });
    expect(recent.errors).toBeUndefined();
    expect(recent.data?.studentMetrics.recentAttempts).toEqual([
      expect.objectContaining({ scenarioTitle: 'At the bakery' }),
    ]);
    const reads = statements.filter(readsIntents);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      // The title comes out of the snapshot in the database (`->> 'title'`), not the snapshot.
      expect(read).not.toMatch(WHOLE_SNAPSHOT);
      expect(read).not.toContain('rules_snapshot');
      expect(read).not.toContain('updated_at');
    }
  });

  it('reads the session’s snapshots, and none of the review’s or the timestamps no field shows', async () => {
    const { world, intentId, statements } = await studentInAnAttempt();
    const session = await world.studentClient.query<{
      practiceIntent: { scenarioTitle: string; scenario: { title: string } };
    }>(SESSION, { id: intentId });
    expect(session.errors).toBeUndefined();
    expect(session.data?.practiceIntent).toMatchObject({
      scenarioTitle: 'At the bakery',
      scenario: { title: 'At the bakery' },
    });
    const [read] = statements.filter(readsIntents);
    expect(read).toContain('"scenario_snapshot"');
    expect(read).toContain('"rules_snapshot"');
    for (const column of ['ai_score', 'teacher_comment', 'reviewed_at', '"d0"."updated_at"']) {
      expect(read).not.toContain(column);
    }
  });

  it('judges a session page’s messages on the attempt the page read, without reading it again', async () => {
    const { world, intentId, statements } = await studentInAnAttempt();
    const session = await world.studentClient.query<{
      practiceIntent: { messages: { role: string; text: string; textWithheld: boolean }[] };
    }>(SESSION_PAGE, { id: intentId });
    expect(session.errors).toBeUndefined();
    expect(session.data?.practiceIntent.messages).toEqual([
      expect.objectContaining({
        role: 'ASSISTANT',
        text: '¡Buenos días! ¿Qué le pongo?',
        textWithheld: false,
      }),
    ]);
    // The visibility rules (the text, the transcription, the voice) read the page's own row.
    expect(statements.filter(readsIntents)).toHaveLength(1);
  });

  it('reads a message’s attempt for its visibility without the snapshots', async () => {
    const world = await buildAssignmentWorld(server, {
      attemptMode: 'UNLIMITED',
      helpFeatures: ['VIEW_TRANSCRIPTION', 'VIEW_SUGGESTIONS'],
    });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const intentId = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
    const { db, statements } = server.database;
    statements.length = 0;
    // A message a mutation returns comes without its attempt: the rules read it by id.
    const context = { db } as GraphQLContext;
    expect(await intentOf(context, intentId)).toEqual({
      id: intentId,
      status: 'IN_PROGRESS',
      studentProfileId: world.student.profile.id,
      previewTeacherProfileId: null,
      helpFeatures: ['VIEW_TRANSCRIPTION', 'VIEW_SUGGESTIONS'],
      languageCode: 'es',
      voiceGender: 'FEMALE',
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(WHOLE_SNAPSHOT);
  });

  it('answers a mutation from the attempt the service returns, without reading it again', async () => {
    const { world, intentId, statements } = await studentInAnAttempt();
    const finished = await world.studentClient.query<{
      finishPracticeIntent: { objects: { status: string }[] | null };
    }>(FINISH, { intentId });
    expect(finished.data?.finishPracticeIntent.objects).toEqual([
      expect.objectContaining({ id: intentId, status: 'COMPLETED' }),
    ]);
    // The service's own read (for update); the answer's fields read the row it returned.
    expect(statements.filter(readsIntents)).toHaveLength(1);
  });

  it('reads a live event’s attempt once per event without its snapshots, each piece of a reply too', async () => {
    const { world, intentId, statements } = await studentInAnAttempt();
    const events = await subscribe<LiveEvent>(server.url, world.studentClient, EVENTS, {
      intentId,
    });
    await world.studentClient.query(SEND, { intentId, text: 'Buenos días, una barra de pan.' });
    const reply = await events.next(
      ({ practiceIntentEvents: event }) => event.message?.role === 'ASSISTANT',
    );
    // The stored reply's step, announced last.
    await events.next(({ practiceIntentEvents: event }) => event.kind === 'INTENT_UPDATED');
    events.close();
    const received = events.received.map((data) => data.practiceIntentEvents);
    const pieces = received.filter((event) => event.kind === 'REPLY_DELTA');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((event) => event.delta).join('')).toBe(
      reply.practiceIntentEvents.message?.text,
    );
    expect(reply.practiceIntentEvents.intent).toEqual(
      expect.objectContaining({ status: 'IN_PROGRESS', currentStepIndex: 1 }),
    );
    // One read per event and one when subscribing: the attempt as it is now, its checks' values
    // taken out of the snapshots in the database.
    const eventReads = statements.filter((statement) => statement.includes("-> 'liveFeedback'"));
    expect(eventReads).toHaveLength(received.length + 1);
    for (const read of eventReads) expect(read).not.toMatch(WHOLE_SNAPSHOT);
    // The whole reads left are the service's, however many pieces the reply streams: storing the
    // message, and producing the reply and storing it.
    const wholeReads = statements.filter(
      (statement) => readsIntents(statement) && WHOLE_SNAPSHOT.test(statement),
    );
    expect(wholeReads).toHaveLength(3);
  });

  it('answers a live event’s snapshot fields all the same, loading them for the event', async () => {
    const { world, intentId } = await studentInAnAttempt();
    const events = await subscribe<{
      practiceIntentEvents: { kind: string; intent: Record<string, unknown> };
    }>(
      server.url,
      world.studentClient,
      /* GraphQL */ `
        subscription ($intentId: ID!) {
          practiceIntentEvents(intentId: $intentId) {
            kind
            intent { status scenarioTitle rules { liveFeedback } scenario { title } }
          }
        }
      `,
      { intentId },
    );
    await world.studentClient.query(SEND, { intentId, text: 'Buenos días.' });
    const added = await events.next(
      ({ practiceIntentEvents }) => practiceIntentEvents.kind === 'MESSAGE_ADDED',
    );
    events.close();
    expect(added.practiceIntentEvents.intent).toEqual({
      status: 'IN_PROGRESS',
      scenarioTitle: 'At the bakery',
      rules: { liveFeedback: expect.any(Boolean) },
      scenario: { title: 'At the bakery' },
    });
  });
});
