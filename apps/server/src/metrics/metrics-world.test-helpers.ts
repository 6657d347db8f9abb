import { eq } from 'drizzle-orm';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import {
  type Correctness,
  classroomStudents,
  classroomTeachers,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
} from '../db/schema/index.ts';
import { type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import type { TestServer } from '../test/test-server.ts';
import {
  type BuiltStudent,
  buildClassroom,
  buildStudent,
  buildTeacher,
} from '../test/world-factories.ts';

/** The scenario as attempts copied it: metrics read its title and required words. */
export const BAKERY_SNAPSHOT = {
  title: 'At the bakery',
  vocabulary: [
    { kind: 'WORD', text: 'pan', translation: 'bread', required: true },
    { kind: 'WORD', text: 'croissant', translation: 'croissant', required: true },
    { kind: 'WORD', text: 'café', translation: 'coffee', required: true },
    { kind: 'WORD', text: 'mantequilla', translation: 'butter', required: true },
    { kind: 'WORD', text: 'gracias', translation: 'thank you', required: false },
  ],
};

const RULES_SNAPSHOT = { name: 'Practice', gradedCategories: [], passingScore: 60 };

type AttemptSpec = {
  student: BuiltStudent | null;
  previewTeacherProfileId?: string;
  assignmentId: string | null;
  scenarioId: string | null;
  attemptNumber: number;
  startedAt: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'ABANDONED';
  activeSeconds: number;
  overallScore?: number;
  categoryScores?: Record<string, number>;
  helpUsage?: Record<string, number>;
  messages?: { at: string; text: string; correctness: Correctness }[];
};

/**
 * The hand-made world of the metrics tests: classroom A (teacher Teresa, co-teacher, students
 * Ana, Ben and Cleo; one assignment open 1 Feb – 10 Apr 2026), a second classroom with its own
 * student and practice, a teacher's preview and a free practice of Ana's. metrics.int.test.ts
 * lists every attempt with its local times in Madrid and New York.
 */
export async function buildMetricsWorld(server: TestServer) {
  const { db } = server.database;
  const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const { id: assignmentId } = await world.create({ title: 'Bakery' });
  await world.publish(assignmentId);
  await db
    .update(practiceAssignments)
    .set({ startsAt: new Date('2026-02-01T00:00:00Z'), dueAt: new Date('2026-04-10T00:00:00Z') })
    .where(eq(practiceAssignments.id, assignmentId));
  const ana = world.student;
  const ben = await buildStudent(db, { user: { firstName: 'Ben', lastName: 'Bakker' } });
  const cleo = await buildStudent(db, { user: { firstName: 'Cleo', lastName: 'Cruz' } });
  await db.insert(classroomStudents).values([
    { classroomId: world.classroom.id, studentProfileId: ben.profile.id },
    { classroomId: world.classroom.id, studentProfileId: cleo.profile.id },
  ]);
  const coTeacher = await buildTeacher(db);
  await db
    .insert(classroomTeachers)
    .values({ classroomId: world.classroom.id, teacherProfileId: coTeacher.profile.id });

  // Another classroom with its own assignment and student: never counted in classroom A.
  const other = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
  const { id: otherAssignmentId } = await other.create({ title: 'Elsewhere' });
  await other.publish(otherAssignmentId);
  const outsider = await buildTeacher(db);
  await buildClassroom(db, { owner: outsider });

  const insertAttempt = async (spec: AttemptSpec) => {
    const [intent] = await db
      .insert(practiceIntents)
      .values({
        studentProfileId: spec.student?.profile.id ?? null,
        previewTeacherProfileId: spec.previewTeacherProfileId ?? null,
        assignmentId: spec.assignmentId,
        scenarioId: spec.scenarioId,
        scenarioSnapshot: BAKERY_SNAPSHOT,
        rulesSnapshot: RULES_SNAPSHOT,
        attemptNumber: spec.attemptNumber,
        status: spec.status,
        startedAt: new Date(spec.startedAt),
        endedAt: spec.status === 'IN_PROGRESS' ? null : new Date(spec.startedAt),
        activeSeconds: spec.activeSeconds,
        overallScore: spec.overallScore ?? null,
        passed: spec.overallScore === undefined ? null : spec.overallScore >= 60,
        categoryScores: spec.categoryScores ?? null,
        helpUsage: spec.helpUsage ?? {},
      })
      .returning();
    if (!intent) throw new Error('intent insert returned nothing');
    for (const message of spec.messages ?? []) {
      await db.insert(practiceMessages).values([
        {
          intentId: intent.id,
          role: 'ASSISTANT',
          text: 'Buenos días, ¿qué desea?',
          stepIndex: 0,
          createdAt: new Date(message.at),
        },
        {
          intentId: intent.id,
          role: 'USER',
          text: message.text,
          stepIndex: 0,
          correctness: message.correctness,
          createdAt: new Date(message.at),
        },
      ]);
    }
    return intent;
  };

  const onA = { assignmentId, scenarioId: world.scenarioId };
  const attempts = {
    ana1: await insertAttempt({
      ...onA,
      student: ana,
      attemptNumber: 1,
      startedAt: '2026-03-01T04:30:00Z',
      status: 'COMPLETED',
      activeSeconds: 59,
      overallScore: 100,
      categoryScores: { GRAMMAR: 100, VOCABULARY: 100 },
      messages: [{ at: '2026-03-01T04:31:00Z', text: 'Un café', correctness: 'CORRECTING' }],
    }),
    ben1: await insertAttempt({
      ...onA,
      student: ben,
      attemptNumber: 1,
      startedAt: '2026-03-09T04:30:00Z',
      status: 'COMPLETED',
      activeSeconds: 300,
      overallScore: 60,
      categoryScores: { GRAMMAR: 60, VOCABULARY: 60 },
    }),
    ana2: await insertAttempt({
      ...onA,
      student: ana,
      attemptNumber: 2,
      startedAt: '2026-03-28T22:30:00Z',
      status: 'COMPLETED',
      activeSeconds: 125,
      overallScore: 80,
      categoryScores: { GRAMMAR: 70, VOCABULARY: 90 },
      helpUsage: { VIEW_SUGGESTIONS: 2 },
      messages: [
        { at: '2026-03-28T22:31:00Z', text: 'Quiero pan, por favor', correctness: 'YES' },
        { at: '2026-03-28T22:32:00Z', text: 'Dos croissant', correctness: 'NO' },
      ],
    }),
    ana3: await insertAttempt({
      ...onA,
      student: ana,
      attemptNumber: 3,
      startedAt: '2026-03-29T00:30:00Z',
      status: 'COMPLETED',
      activeSeconds: 60,
      overallScore: 30,
      categoryScores: { GRAMMAR: 20, VOCABULARY: 40 },
      messages: [{ at: '2026-03-29T00:31:00Z', text: 'Hola', correctness: 'PARTIAL' }],
    }),
    ben2: await insertAttempt({
      ...onA,
      student: ben,
      attemptNumber: 2,
      startedAt: '2026-03-29T22:30:00Z',
      status: 'ABANDONED',
      activeSeconds: 30,
      messages: [{ at: '2026-03-29T22:31:00Z', text: 'Buenas noches señor', correctness: 'YES' }],
    }),
    ben3: await insertAttempt({
      ...onA,
      student: ben,
      attemptNumber: 3,
      startedAt: '2026-04-01T10:00:00Z',
      status: 'COMPLETED',
      activeSeconds: 181,
      overallScore: 90,
      categoryScores: { GRAMMAR: 90, VOCABULARY: 90 },
      helpUsage: { VIEW_TRANSLATION: 1 },
      messages: [{ at: '2026-04-01T10:01:00Z', text: 'pan y croissant', correctness: 'YES' }],
    }),
    anaFree: await insertAttempt({
      student: ana,
      assignmentId: null,
      scenarioId: world.scenarioId,
      attemptNumber: 1,
      startedAt: '2026-03-30T09:00:00Z',
      status: 'COMPLETED',
      activeSeconds: 40,
      overallScore: 70,
      categoryScores: { GRAMMAR: 70 },
    }),
    preview: await insertAttempt({
      student: null,
      previewTeacherProfileId: world.teacher.profile.id,
      assignmentId: null,
      scenarioId: world.scenarioId,
      attemptNumber: 1,
      startedAt: '2026-03-29T10:00:00Z',
      status: 'COMPLETED',
      activeSeconds: 600,
      overallScore: 10,
      messages: [{ at: '2026-03-29T10:01:00Z', text: 'Probando la práctica', correctness: 'NO' }],
    }),
    elsewhere: await insertAttempt({
      student: other.student,
      assignmentId: otherAssignmentId,
      scenarioId: other.scenarioId,
      attemptNumber: 1,
      startedAt: '2026-03-28T22:30:00Z',
      status: 'COMPLETED',
      activeSeconds: 1000,
      overallScore: 5,
      messages: [{ at: '2026-03-28T22:31:00Z', text: 'Otra clase', correctness: 'NO' }],
    }),
  };

  const client = (user: { id: string } | null): Promise<GraphQLClient> =>
    graphqlClient(server, user);
  return {
    ...world,
    assignmentId,
    ana,
    ben,
    cleo,
    coTeacher,
    other,
    outsider,
    attempts,
    clients: {
      teacher: world.teacherClient,
      ana: world.studentClient,
      ben: await client(ben.user),
      coTeacher: await client(coTeacher.user),
      otherTeacher: other.teacherClient,
      outsider: await client(outsider.user),
      anonymous: await client(null),
    },
  };
}
