import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { intentOf } from '../speaking/message-visibility.ts';
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
});
