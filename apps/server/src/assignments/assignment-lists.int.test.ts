import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAssignments, practiceIntents, users } from '../db/schema/index.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent } from '../test/world-factories.ts';
import { buildAssignmentWorld } from './assignment.test-helpers.ts';

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

const STUDENT_LIST = /* GraphQL */ `
  query ($bucket: AssignmentBucket) {
    practiceAssignments(filter: { bucket: $bucket }, pageSize: 20) {
      totalCount
      objects {
        title dueAt
        classroom { name }
        rules { attemptMode maxAttempts helpFeatures }
        myProgress { bucket dueAt attemptsUsed attemptsAllowed bestScore passed }
        scenarios { position attemptsLeft canStart scenario { title characterName steps { title } } }
      }
    }
  }
`;

const CLASSROOM_LIST = /* GraphQL */ `
  query ($classroomId: ID!) {
    practiceAssignments(filter: { classroomId: $classroomId }, pageSize: 20) {
      totalCount
      objects { title status dueAt completion { done assigned } rules { name } wholeClassroom }
    }
  }
`;

type StudentList = {
  practiceAssignments: {
    totalCount: number;
    objects: { title: string; myProgress: { bucket: string; attemptsUsed: number } }[];
  };
};

const IN_PROGRESS_LIST = /* GraphQL */ `
  query ($bucket: AssignmentBucket) {
    practiceAssignments(filter: { bucket: $bucket }, sortField: DUE_AT, sortOrder: ASC) {
      totalCount
      objects { title myProgress { bucket } scenarios { inProgress { id } } }
    }
  }
`;

type InProgressList = {
  practiceAssignments: {
    totalCount: number;
    objects: {
      title: string;
      myProgress: { bucket: string };
      scenarios: { inProgress: { id: string } | null }[];
    }[];
  };
};

describe('assignment lists', () => {
  it('answer in the same number of statements for one or five assignments', async () => {
    const countFor = async (assignments: number) => {
      const world = await buildAssignmentWorld(server, { attemptMode: 'LIMITED', maxAttempts: 3 });
      for (let index = 0; index < assignments; index += 1) {
        const created = await world.create({ title: `Practice ${index}` });
        await world.publish(created.id);
        await world.start(created.id);
      }
      const { statements } = server.database;
      statements.length = 0;
      const studentList = await world.studentClient.query<StudentList>(STUDENT_LIST);
      const studentStatements = statements.length;
      expect(studentList.errors).toBeUndefined();
      expect(studentList.data?.practiceAssignments.totalCount).toBe(assignments);
      statements.length = 0;
      const classroomList = await world.teacherClient.query(CLASSROOM_LIST, {
        classroomId: world.classroom.id,
      });
      expect(classroomList.errors).toBeUndefined();
      return { student: studentStatements, classroom: statements.length };
    };
    const one = await countFor(1);
    const five = await countFor(5);
    expect(five).toEqual(one);
    // Session, page, count, then one batched statement per kind of fact: never one per row.
    expect(one.student).toBeLessThanOrEqual(10);
    expect(one.classroom).toBeLessThanOrEqual(8);
  });

  it('reads the columns a list shows, not the instructions or the dates no field shows', async () => {
    const world = await buildAssignmentWorld(server);
    const created = await world.create({ instructions: 'Order two loaves and pay by card.' });
    await world.publish(created.id);
    const { statements } = server.database;
    statements.length = 0;
    const list = await world.studentClient.query<StudentList>(STUDENT_LIST);
    expect(list.data?.practiceAssignments.objects).toMatchObject([{ title: 'Bakery practice' }]);
    const page = statements.find((statement) => statement.includes('"practice_assignments" as'));
    expect(page).toContain('"due_at"');
    for (const column of [
      'instructions',
      'published_at',
      'closed_at',
      'created_at',
      'updated_at',
    ]) {
      expect(page).not.toContain(column);
    }
  });

  it('answers the student home without loading a scenario: its cards link by scenarioId', async () => {
    // The web app's own operation, as its code generator wrote it out (fragments included).
    const generated = readFileSync(
      new URL('../../../web/src/gql/graphql.ts', import.meta.url),
      'utf8',
    );
    const studentHome = /StudentHomeDocument = new TypedDocumentString\(`([\s\S]*?)`/.exec(
      generated,
    );
    const world = await buildAssignmentWorld(server);
    const created = await world.create({ dueAt: new Date(Date.now() + 86_400_000) });
    await world.publish(created.id);
    const { statements } = server.database;
    statements.length = 0;
    const today = new Date().toISOString().slice(0, 10);
    const home = await world.studentClient.query<{
      nextAssignments: { objects: { scenarios: { scenarioId: string }[] }[] };
    }>(studentHome?.[1] ?? '', { progressRange: { from: today, to: today, period: 'DAY' } });
    expect(home.errors).toBeUndefined();
    expect(home.data?.nextAssignments.objects).toMatchObject([
      { scenarios: [{ scenarioId: world.scenarioId }] },
    ]);
    expect(statements.filter((statement) => statement.includes('from "scenarios"'))).toEqual([]);
  });

  it('sorts a student’s to-do list by due date and moves finished work to done', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const soon = Date.now() + 3_600_000;
    const later = await world.create({ title: 'Later', dueAt: new Date(soon + 86_400_000) });
    const sooner = await world.create({ title: 'Sooner', dueAt: new Date(soon) });
    const open = await world.create({ title: 'No due date' });
    for (const { id } of [later, sooner, open]) await world.publish(id);
    const started = await world.start(open.id);
    await world.complete(started.objects?.[0]?.id ?? '', 85);

    const toDo = await world.studentClient.query<StudentList>(STUDENT_LIST, { bucket: 'TO_DO' });
    expect(toDo.data?.practiceAssignments.objects.map((a) => a.title)).toEqual(['Sooner', 'Later']);
    const done = await world.studentClient.query<StudentList>(STUDENT_LIST, { bucket: 'DONE' });
    expect(done.data?.practiceAssignments.objects).toMatchObject([
      { title: 'No due date', myProgress: { bucket: 'DONE', attemptsUsed: 1 } },
    ]);
  });

  it('keeps an open assignment without a due date in the to-do list, after the dated ones', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const dated = await world.create({ title: 'Dated', dueAt: new Date(Date.now() + 3_600_000) });
    const open = await world.create({ title: 'Whenever you like' });
    for (const { id } of [dated, open]) await world.publish(id);

    const toDo = await world.studentClient.query<StudentList>(STUDENT_LIST, { bucket: 'TO_DO' });
    expect(toDo.data?.practiceAssignments.objects).toMatchObject([
      { title: 'Dated', myProgress: { bucket: 'TO_DO' } },
      { title: 'Whenever you like', myProgress: { bucket: 'TO_DO' } },
    ]);
    const closed = await world.studentClient.query<StudentList>(STUDENT_LIST, {
      bucket: 'CLOSED',
    });
    expect(closed.data?.practiceAssignments.totalCount).toBe(0);
  });

  it('keeps an assignment with an attempt in progress in the to-do list, though done or past due', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'LIMITED', maxAttempts: 2 });
    const cafe = await world.create({ title: 'Order at a café' });
    const late = await world.create({ title: 'Late', dueAt: new Date(Date.now() + 3_600_000) });
    for (const { id } of [cafe, late]) await world.publish(id);
    const first = await world.start(cafe.id);
    await world.complete(first.objects?.[0]?.id ?? '', 88);
    const second = await world.start(cafe.id);
    const lateAttempt = await world.start(late.id);
    await server.database.db
      .update(practiceAssignments)
      .set({ startsAt: new Date(Date.now() - 7_200_000), dueAt: new Date(Date.now() - 60_000) })
      .where(eq(practiceAssignments.id, late.id));
    const list = async (bucket: string) =>
      (await world.studentClient.query<InProgressList>(IN_PROGRESS_LIST, { bucket })).data
        ?.practiceAssignments;

    expect((await list('TO_DO'))?.objects).toEqual([
      {
        title: 'Late',
        myProgress: { bucket: 'TO_DO' },
        scenarios: [{ inProgress: { id: lateAttempt.objects?.[0]?.id } }],
      },
      {
        title: 'Order at a café',
        myProgress: { bucket: 'TO_DO' },
        scenarios: [{ inProgress: { id: second.objects?.[0]?.id } }],
      },
    ]);
    expect((await list('DONE'))?.totalCount).toBe(0);
    expect((await list('CLOSED'))?.totalCount).toBe(0);

    // Finished, or left, the attempt no longer holds them: done, and past due.
    await world.complete(second.objects?.[0]?.id ?? '', 92);
    await server.database.db
      .update(practiceIntents)
      .set({ status: 'ABANDONED', endedAt: new Date() })
      .where(eq(practiceIntents.id, lateAttempt.objects?.[0]?.id ?? ''));
    expect((await list('TO_DO'))?.totalCount).toBe(0);
    expect((await list('DONE'))?.objects).toMatchObject([
      { title: 'Order at a café', myProgress: { bucket: 'DONE' } },
    ]);
    expect((await list('CLOSED'))?.objects).toMatchObject([
      { title: 'Late', myProgress: { bucket: 'CLOSED' } },
    ]);
  });

  it('lists a classroom’s published assignments to its student, and none to a student of another', async () => {
    const world = await buildAssignmentWorld(server);
    const published = await world.create({ title: 'Published' });
    await world.publish(published.id);
    await world.create({ title: 'Draft' });
    const query = /* GraphQL */ `
      query ($classroomId: ID!) {
        practiceAssignments(filter: { classroomId: $classroomId }) { totalCount objects { title } }
      }
    `;
    const mine = await world.studentClient.query<StudentList>(query, {
      classroomId: world.classroom.id,
    });
    expect(mine.data?.practiceAssignments.objects).toEqual([{ title: 'Published' }]);
    const outsider = await graphqlClient(server, (await buildStudent(server.database.db)).user);
    const theirs = await outsider.query<StudentList>(query, { classroomId: world.classroom.id });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.practiceAssignments.totalCount).toBe(0);
  });

  it('mails the assigned students when first published, in their language and time zone', async () => {
    const world = await buildAssignmentWorld(server);
    const { db } = server.database;
    await db
      .update(users)
      .set({ language: 'es', timeZone: 'America/Mexico_City' })
      .where(eq(users.id, world.student.user.id));
    const created = await world.create({
      title: 'En la panadería',
      dueAt: new Date('2030-03-01T18:00:00Z'),
    });
    await world.publish(created.id);
    const caught = await mail.waitForMail(world.student.user.email ?? '');
    expect(caught.subject).toContain('Nueva práctica');
    expect(caught.text).toContain('En la panadería');
    // 18:00 UTC is 12:00 in Mexico City (no daylight saving there since 2022).
    expect(caught.text).toMatch(/12:00/);
    expect(caught.links[0]).toContain(
      `/activities/practice-assignment/${created.id}/${world.scenarioId}`,
    );
  });

  it('closes a classroom’s published assignments when it is archived', async () => {
    const world = await buildAssignmentWorld(server);
    const created = await world.create();
    await world.publish(created.id);
    await world.teacherClient.query(
      'mutation ($id: ID!) { archiveClassroom(id: $id) { errors { code } } }',
      { id: world.classroom.id },
    );
    const read = await world.teacherClient.query<{ practiceAssignment: { status: string } }>(
      'query ($id: ID!) { practiceAssignment(id: $id) { status } }',
      { id: created.id },
    );
    expect(read.data?.practiceAssignment.status).toBe('CLOSED');
  });

  it('does not show an assignment to a student who joins another classroom', async () => {
    const world = await buildAssignmentWorld(server);
    const created = await world.create();
    await world.publish(created.id);
    const newcomer = await buildStudent(server.database.db);
    const client = await graphqlClient(server, newcomer.user);
    const list = await client.query<StudentList>(STUDENT_LIST);
    expect(list.data?.practiceAssignments.totalCount).toBe(0);
  });

  it('lists a curriculum assignment’s own scenarios in order, not another curriculum’s', async () => {
    const world = await buildAssignmentWorld(server);
    const { db } = server.database;
    const library = await db.query.curricula.findMany({
      where: { ownerId: { isNull: true } },
      with: {
        entries: { orderBy: { position: 'asc' }, with: { scenario: { columns: { title: true } } } },
      },
    });
    expect(library.length).toBeGreaterThanOrEqual(2);
    const chosen = library[0];
    const created = await world.create({ scenarioId: null, curriculumId: chosen?.id });
    const read = await world.teacherClient.query<{
      practiceAssignment: { scenarios: { position: number; scenario: { title: string } }[] };
    }>(
      'query ($id: ID!) { practiceAssignment(id: $id) { scenarios { position scenario { title } } } }',
      {
        id: created.id,
      },
    );
    expect(read.data?.practiceAssignment.scenarios.map((entry) => entry.scenario.title)).toEqual(
      chosen?.entries.map((entry) => entry.scenario.title),
    );
  });
});
