import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceIntents } from '../db/schema/index.ts';
import type { ScenarioSnapshot } from '../practice/practice-snapshots.ts';
import { createScenarioAs, UPDATE_SCENARIO } from '../scenarios/scenario.test-helpers.ts';
import { scenarioInput } from '../scenarios/scenario-input.fixture.ts';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';
import { type AssignmentWorld, buildAssignmentWorld, START } from './assignment.test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const codes = (payload: { errors: { code: string }[] | null }) =>
  (payload.errors ?? []).map((error) => error.code);

/** The teacher gives the world's student more time on the assignment; it must be granted. */
async function grantExtension(
  world: AssignmentWorld,
  assignmentId: string,
  more: { extraAttempts?: number; dueAt?: string },
) {
  const granted = await world.teacherClient.query<{
    grantPracticeAssignmentExtension: { errors: unknown };
  }>(
    `mutation ($input: PracticeAssignmentExtensionInput!) {
      grantPracticeAssignmentExtension(input: $input) { errors { code } }
    }`,
    { input: { assignmentId, studentProfileId: world.student.profile.id, ...more } },
  );
  expect(granted.data?.grantPracticeAssignmentExtension.errors).toBeNull();
}

describe('starting an attempt', () => {
  it('allows LIMITED attempts up to maxAttempts, resuming the one in progress', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'LIMITED', maxAttempts: 2 });
    const assignment = await world.create({ dueAt: new Date(Date.now() + 48 * HOUR) });
    await world.publish(assignment.id);

    const first = await world.start(assignment.id);
    expect(first.objects?.[0]).toMatchObject({ attemptNumber: 1, status: 'IN_PROGRESS' });
    const resumed = await world.start(assignment.id);
    expect(resumed.objects?.[0]?.id).toBe(first.objects?.[0]?.id);

    await world.complete(first.objects?.[0]?.id ?? '');
    const second = await world.start(assignment.id);
    expect(second.objects?.[0]).toMatchObject({ attemptNumber: 2 });
    await world.complete(second.objects?.[0]?.id ?? '');

    const third = await world.start(assignment.id);
    expect(third.objects).toBeNull();
    expect(codes(third)).toEqual(['NO_ATTEMPTS_LEFT']);
    expect(third.errors?.[0]?.messages[0]).toBe('You have used all your attempts (2).');
  });

  it('allows exactly one attempt when attempts are DISABLED, more after an extra one is granted', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'DISABLED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const only = await world.start(assignment.id);
    await world.complete(only.objects?.[0]?.id ?? '');
    expect(codes(await world.start(assignment.id))).toEqual(['NO_ATTEMPTS_LEFT']);

    await grantExtension(world, assignment.id, { extraAttempts: 1 });
    expect((await world.start(assignment.id)).objects?.[0]?.attemptNumber).toBe(2);
  });

  it('allows any number of attempts when UNLIMITED', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const started = await world.start(assignment.id);
      expect(started.objects?.[0]?.attemptNumber).toBe(attempt);
      await world.complete(started.objects?.[0]?.id ?? '');
    }
  });

  it('refuses a draft, a closed assignment, one not open yet and one past due, each with its code', async () => {
    const world = await buildAssignmentWorld(server);
    const draft = await world.create();
    expect(codes(await world.start(draft.id))).toEqual(['ASSIGNMENT_NOT_PUBLISHED']);

    await world.publish(draft.id);
    await world.call('closePracticeAssignment', draft.id);
    const closed = await world.start(draft.id);
    expect(codes(closed)).toEqual(['ASSIGNMENT_CLOSED']);

    const later = await world.create({ startsAt: new Date(Date.now() + 24 * HOUR) });
    await world.publish(later.id);
    expect(codes(await world.start(later.id))).toEqual(['ASSIGNMENT_NOT_STARTED']);

    const past = await world.create({
      startsAt: new Date(Date.now() - 48 * HOUR),
      dueAt: new Date(Date.now() - HOUR),
    });
    await world.publish(past.id);
    expect(codes(await world.start(past.id))).toEqual(['ASSIGNMENT_PAST_DUE']);

    // A later due date for this student opens it again for them.
    await world.teacherClient.query(
      `mutation ($input: PracticeAssignmentExtensionInput!) {
        grantPracticeAssignmentExtension(input: $input) { errors { code } }
      }`,
      {
        input: {
          assignmentId: past.id,
          studentProfileId: world.student.profile.id,
          dueAt: new Date(Date.now() + HOUR).toISOString(),
        },
      },
    );
    expect((await world.start(past.id)).objects?.[0]?.attemptNumber).toBe(1);
  });

  it('lets an attempt in progress resume after closing, and refuses a new one', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const running = await world.start(assignment.id);
    await world.call('closePracticeAssignment', assignment.id);
    expect((await world.start(assignment.id)).objects?.[0]?.id).toBe(running.objects?.[0]?.id);
    await world.complete(running.objects?.[0]?.id ?? '');
    expect(codes(await world.start(assignment.id))).toEqual(['ASSIGNMENT_CLOSED']);
  });

  it('answers a refusal in the student’s language', async () => {
    const world = await buildAssignmentWorld(server);
    await server.database.db
      .update((await import('../db/schema/index.ts')).users)
      .set({ language: 'es' })
      .where(eq((await import('../db/schema/index.ts')).users.id, world.student.user.id));
    const assignment = await world.create();
    await world.publish(assignment.id);
    await world.call('closePracticeAssignment', assignment.id);
    const refused = await world.start(assignment.id);
    expect(refused.errors?.[0]?.messages[0]).toBe(
      'Esta tarea está cerrada: no se pueden empezar nuevos intentos.',
    );
  });

  it('refuses students it is not for: another classroom, or not among the chosen students', async () => {
    const world = await buildAssignmentWorld(server);
    const { db } = server.database;
    const outsider = await buildStudent(db);
    await buildClassroom(db, { owner: await buildTeacher(db), students: [outsider] });
    const outsiderClient = await graphqlClient(server, outsider.user);
    const classmate = await buildStudent(db);
    await db
      .insert((await import('../db/schema/index.ts')).classroomStudents)
      .values({ classroomId: world.classroom.id, studentProfileId: classmate.profile.id });

    const forClassmate = await world.create({ studentProfileIds: [classmate.profile.id] });
    await world.publish(forClassmate.id);
    expect(codes(await world.start(forClassmate.id))).toEqual(['NOT_ASSIGNED']);
    expect(codes(await world.start(forClassmate.id, outsiderClient))).toEqual(['NOT_ASSIGNED']);
    const classmateClient = await graphqlClient(server, classmate.user);
    expect((await world.start(forClassmate.id, classmateClient)).objects).toHaveLength(1);

    // A teacher cannot start an attempt at all.
    const asTeacher = await world.teacherClient.query(START, {
      assignmentId: forClassmate.id,
      scenarioId: world.scenarioId,
    });
    expect(errorCode(asTeacher)).toBe('FORBIDDEN');
  });

  it('gives one attempt for parallel start requests', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => world.start(assignment.id)));
    const ids = new Set(results.map((result) => result.objects?.[0]?.id));
    expect(ids.size).toBe(1);
    const [rows] = await server.database.db
      .select({ value: count() })
      .from(practiceIntents)
      .where(
        and(
          eq(practiceIntents.assignmentId, assignment.id),
          eq(practiceIntents.studentProfileId, world.student.profile.id),
        ),
      );
    expect(rows?.value).toBe(1);
  });

  it('keeps what the attempt started with when the teacher edits the scenario', async () => {
    const world = await buildAssignmentWorld(server);
    const assignment = await world.create();
    await world.publish(assignment.id);
    const started = await world.start(assignment.id);
    const { db } = server.database;
    const edited = await world.teacherClient.query(UPDATE_SCENARIO, {
      id: world.scenarioId,
      input: scenarioInput(await languageId(db, 'es'), {
        title: 'At the fishmonger',
        steps: [
          {
            title: 'Only step',
            goal: 'Buy fish.',
            expectedPhrases: ['pescado'],
            scriptedLine: '¿Qué pescado quiere?',
            scriptedLineTranslation: 'Which fish?',
          },
        ],
      }),
    });
    expect(edited.errors).toBeUndefined();
    const [intent] = await db
      .select()
      .from(practiceIntents)
      .where(eq(practiceIntents.id, started.objects?.[0]?.id ?? ''));
    const snapshot = intent?.scenarioSnapshot as ScenarioSnapshot;
    expect(snapshot.title).toBe('At the bakery');
    expect(snapshot.steps.map((step) => step.title)).toEqual(['Greet', 'Pay']);
    expect(snapshot.rubrics.map((rubric) => rubric.category)).toEqual(['GRAMMAR', 'VOCABULARY']);
    expect(started.objects?.[0]?.scenarioTitle).toBe('At the bakery');
  });
});

describe('managing assignments', () => {
  const READ = /* GraphQL */ `
    query ($id: ID!) { practiceAssignment(id: $id) { id title completion { done assigned } } }
  `;

  it('lets the owner and a co-teacher manage it, and refuses another teacher and students', async () => {
    const world = await buildAssignmentWorld(server);
    const { db } = server.database;
    const coTeacher = await buildTeacher(db);
    await db
      .insert((await import('../db/schema/index.ts')).classroomTeachers)
      .values({ classroomId: world.classroom.id, teacherProfileId: coTeacher.profile.id });
    const coTeacherClient = await graphqlClient(server, coTeacher.user);
    const stranger = await graphqlClient(server, (await buildTeacher(db)).user);
    const assignment = await world.create();

    // Another teacher: not found, not readable.
    expect(codes(await world.call('publishPracticeAssignment', assignment.id, stranger))).toEqual([
      'NOT_FOUND',
    ]);
    expect((await stranger.query(READ, { id: assignment.id })).data).toEqual({
      practiceAssignment: null,
    });
    // The student does not see a draft, and may not manage it.
    expect((await world.studentClient.query(READ, { id: assignment.id })).data).toEqual({
      practiceAssignment: null,
    });
    const studentPublish = await world.studentClient.query(
      'mutation ($id: ID!) { publishPracticeAssignment(id: $id) { errors { code } } }',
      { id: assignment.id },
    );
    expect(errorCode(studentPublish)).toBe('FORBIDDEN');

    // The co-teacher publishes and reads the completion.
    const published = await world.call('publishPracticeAssignment', assignment.id, coTeacherClient);
    expect(published.objects?.[0]?.status).toBe('PUBLISHED');
    const read = await coTeacherClient.query<{
      practiceAssignment: { completion: { done: number; assigned: number } };
    }>(READ, { id: assignment.id });
    expect(read.data?.practiceAssignment.completion).toEqual({ done: 0, assigned: 1 });

    // The student reads it now, but not the teachers' completion figures.
    const asStudent = await world.studentClient.query(READ, { id: assignment.id });
    expect(errorCode(asStudent)).toBe('FORBIDDEN');
    const titleOnly = await world.studentClient.query<{ practiceAssignment: { title: string } }>(
      'query ($id: ID!) { practiceAssignment(id: $id) { title } }',
      { id: assignment.id },
    );
    expect(titleOnly.data?.practiceAssignment.title).toBe('Bakery practice');
  });

  it('counts a student practising a done assignment again as done, and as retrying', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const completion = async () =>
      (
        await world.teacherClient.query<{
          practiceAssignment: { completion: { done: number; assigned: number; retrying: number } };
        }>(
          'query ($id: ID!) { practiceAssignment(id: $id) { completion { done assigned retrying } } }',
          { id: assignment.id },
        )
      ).data?.practiceAssignment.completion;

    const first = await world.start(assignment.id);
    // Started, not done: not retrying.
    expect(await completion()).toEqual({ done: 0, assigned: 1, retrying: 0 });
    await world.complete(first.objects?.[0]?.id ?? '');
    expect(await completion()).toEqual({ done: 1, assigned: 1, retrying: 0 });
    const again = await world.start(assignment.id);
    expect(await completion()).toEqual({ done: 1, assigned: 1, retrying: 1 });
    await world.complete(again.objects?.[0]?.id ?? '', 90);
    expect(await completion()).toEqual({ done: 1, assigned: 1, retrying: 0 });
  });

  it("counts the students not done whose extension's due date is still to come", async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const completion = async () =>
      (
        await world.teacherClient.query<{
          practiceAssignment: { completion: { done: number; extended: number } };
        }>('query ($id: ID!) { practiceAssignment(id: $id) { completion { done extended } } }', {
          id: assignment.id,
        })
      ).data?.practiceAssignment.completion;
    expect(await completion()).toEqual({ done: 0, extended: 0 });
    await grantExtension(world, assignment.id, {
      dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(await completion()).toEqual({ done: 0, extended: 1 });
    // Once the student is done, the extension no longer matters to the teacher's list.
    const started = await world.start(assignment.id);
    await world.complete(started.objects?.[0]?.id ?? '');
    expect(await completion()).toEqual({ done: 1, extended: 0 });
  });

  it('counts completion, locks the content once practised, deletes only drafts', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const started = await world.start(assignment.id);
    await world.complete(started.objects?.[0]?.id ?? '');
    const read = await world.teacherClient.query<{
      practiceAssignment: { completion: { done: number; assigned: number } };
    }>(READ, { id: assignment.id });
    expect(read.data?.practiceAssignment.completion).toEqual({ done: 1, assigned: 1 });

    const other = await world.create({ title: 'Another' });
    const anotherScenario = await createScenarioAs(
      world.teacherClient,
      await languageId(server.database.db, 'es'),
      { title: 'At the market' },
    );
    const UPDATE = /* GraphQL */ `
      mutation ($id: ID!, $input: PracticeAssignmentInput!) {
        updatePracticeAssignment(id: $id, input: $input) { objects { title } errors { code } }
      }
    `;
    const base = {
      classroomId: world.classroom.id,
      evaluationSettingId: world.evaluationSettingId,
    };
    type Update = {
      updatePracticeAssignment: {
        objects: { title: string }[] | null;
        errors: { code: string }[] | null;
      };
    };
    const locked = await world.teacherClient.query<Update>(UPDATE, {
      id: assignment.id,
      input: { ...base, title: 'Market', scenarioId: anotherScenario.id },
    });
    expect(locked.data?.updatePracticeAssignment.errors?.[0]?.code).toBe('ASSIGNMENT_LOCKED');
    const renamed = await world.teacherClient.query<Update>(UPDATE, {
      id: assignment.id,
      input: { ...base, title: 'Renamed', scenarioId: world.scenarioId },
    });
    expect(renamed.data?.updatePracticeAssignment.objects?.[0]?.title).toBe('Renamed');

    const DELETE =
      'mutation ($id: ID!) { deletePracticeAssignment(id: $id) { success errors { code } } }';
    type Delete = {
      deletePracticeAssignment: { success: boolean; errors: { code: string }[] | null };
    };
    const refused = await world.teacherClient.query<Delete>(DELETE, { id: assignment.id });
    expect(refused.data?.deletePracticeAssignment.errors?.[0]?.code).toBe('ASSIGNMENT_NOT_DRAFT');
    const deleted = await world.teacherClient.query<Delete>(DELETE, { id: other.id });
    expect(deleted.data?.deletePracticeAssignment.success).toBe(true);
  });
});
