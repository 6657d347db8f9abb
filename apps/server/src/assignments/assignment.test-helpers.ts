import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  type AttemptMode,
  evaluationSettingCategories,
  evaluationSettings,
  practiceIntents,
} from '../db/schema/index.ts';
import { createScenarioAs } from '../scenarios/scenario.test-helpers.ts';
import { type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import type { TestServer } from '../test/test-server.ts';
import {
  type BuiltClassroom,
  type BuiltStudent,
  type BuiltTeacher,
  buildClassroom,
  buildStudent,
  buildTeacher,
  languageId,
} from '../test/world-factories.ts';

export const ASSIGNMENT_FIELDS = /* GraphQL */ `
  id title status startsAt dueAt
  rules { attemptMode maxAttempts helpFeatures passingScore }
  scenarios { position scenario { id title } }
`;

export const CREATE_ASSIGNMENT = /* GraphQL */ `
  mutation Create($input: PracticeAssignmentInput!) {
    createPracticeAssignment(input: $input) {
      objects { ${ASSIGNMENT_FIELDS} }
      errors { field code messages }
    }
  }
`;

export const START = /* GraphQL */ `
  mutation Start($assignmentId: ID!, $scenarioId: ID!) {
    startPracticeIntent(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      objects { id attemptNumber status scenarioTitle }
      errors { field code messages }
    }
  }
`;

export type StartResult = {
  startPracticeIntent: {
    objects: { id: string; attemptNumber: number; status: string; scenarioTitle: string }[] | null;
    errors: { field: string; code: string; messages: string[] }[] | null;
  };
};

type Payload = {
  objects: { id: string; status: string }[] | null;
  errors: { field: string; code: string; messages: string[] }[] | null;
};

/** An evaluation setting of the teacher, written directly (its own tests cover the API). */
export async function buildEvaluationSetting(
  db: Db,
  owner: BuiltTeacher,
  rules: { attemptMode: AttemptMode; maxAttempts?: number; helpFeatures?: string[] },
) {
  const [setting] = await db
    .insert(evaluationSettings)
    .values({
      name: `${rules.attemptMode} practice`,
      attemptMode: rules.attemptMode,
      maxAttempts: rules.attemptMode === 'LIMITED' ? (rules.maxAttempts ?? 2) : null,
      helpFeatures: (rules.helpFeatures ?? []) as never,
      passingScore: 60,
      ownerId: owner.profile.id,
    })
    .returning();
  if (!setting) throw new Error('evaluation setting insert returned nothing');
  await db.insert(evaluationSettingCategories).values([
    { evaluationSettingId: setting.id, category: 'GRAMMAR', weight: 50 },
    { evaluationSettingId: setting.id, category: 'VOCABULARY', weight: 50 },
  ]);
  return setting;
}

export type AssignmentWorld = {
  teacher: BuiltTeacher;
  student: BuiltStudent;
  classroom: BuiltClassroom;
  teacherClient: GraphQLClient;
  studentClient: GraphQLClient;
  scenarioId: string;
  evaluationSettingId: string;
  create(input?: Record<string, unknown>): Promise<{ id: string }>;
  publish(id: string): Promise<Payload>;
  call(mutation: string, id: string, client?: GraphQLClient): Promise<Payload>;
  start(assignmentId: string, client?: GraphQLClient): Promise<StartResult['startPracticeIntent']>;
  /** Marks an attempt finished (the practice session does it for real). */
  complete(intentId: string, overallScore?: number): Promise<void>;
};

/** A teacher with a classroom of one student, a private scenario and an assignment maker. */
export async function buildAssignmentWorld(
  server: TestServer,
  rules: Parameters<typeof buildEvaluationSetting>[2] = { attemptMode: 'LIMITED', maxAttempts: 2 },
): Promise<AssignmentWorld> {
  const { db } = server.database;
  const teacher = await buildTeacher(db);
  const student = await buildStudent(db);
  const classroom = await buildClassroom(db, { owner: teacher, students: [student] });
  const teacherClient = await graphqlClient(server, teacher.user);
  const studentClient = await graphqlClient(server, student.user);
  const scenario = await createScenarioAs(teacherClient, await languageId(db, 'es'));
  const setting = await buildEvaluationSetting(db, teacher, rules);
  const call = async (mutation: string, id: string, client = teacherClient) => {
    const response = await client.query<Record<string, Payload>>(
      `mutation ($id: ID!) { ${mutation}(id: $id) { objects { id status } errors { field code messages } } }`,
      { id },
    );
    const payload = response.data?.[mutation];
    if (!payload) throw new Error(`${mutation}: ${JSON.stringify(response.errors)}`);
    return payload;
  };
  return {
    teacher,
    student,
    classroom,
    teacherClient,
    studentClient,
    scenarioId: scenario.id,
    evaluationSettingId: setting.id,
    async create(input = {}) {
      const response = await teacherClient.query<{ createPracticeAssignment: Payload }>(
        CREATE_ASSIGNMENT,
        {
          input: {
            title: 'Bakery practice',
            classroomId: classroom.id,
            scenarioId: scenario.id,
            evaluationSettingId: setting.id,
            ...input,
          },
        },
      );
      const created = response.data?.createPracticeAssignment.objects?.[0];
      if (!created)
        throw new Error(`create failed: ${JSON.stringify(response.data ?? response.errors)}`);
      return created;
    },
    publish: (id) => call('publishPracticeAssignment', id),
    call,
    async start(assignmentId, client = studentClient) {
      const response = await client.query<StartResult>(START, {
        assignmentId,
        scenarioId: scenario.id,
      });
      if (!response.data) throw new Error(`start failed: ${JSON.stringify(response.errors)}`);
      return response.data.startPracticeIntent;
    },
    async complete(intentId, overallScore = 70) {
      await db
        .update(practiceIntents)
        .set({ status: 'COMPLETED', endedAt: new Date(), overallScore, passed: overallScore >= 60 })
        .where(eq(practiceIntents.id, intentId));
    },
  };
}
