import type { APIRequestContext } from '@playwright/test';
import { graphql } from './accounts.ts';
import { createClassroom } from './classrooms.ts';
import { expect } from './fixtures.ts';

type Payload = { success: boolean; objects: { id: string }[] | null; errors: unknown };

function idOf(payload: Payload, what: string): string {
  expect(payload.success, `${what}: ${JSON.stringify(payload.errors)}`).toBe(true);
  const id = payload.objects?.[0]?.id;
  if (!id) throw new Error(`${what} returned nothing`);
  return id;
}

/** The student of `studentRequest` joins a classroom of the teacher of `teacherRequest`. */
export async function joinClassroom(
  teacherRequest: APIRequestContext,
  studentRequest: APIRequestContext,
  classroomId: string,
): Promise<void> {
  const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
    teacherRequest,
    'query($id: ID!) { classroom(id: $id) { invitePath } }',
    { id: classroomId },
  );
  const [teacherToken, classroomToken] = classroom.invitePath.split('/').slice(-2);
  const { acceptClassroomInvite } = await graphql<{ acceptClassroomInvite: Payload }>(
    studentRequest,
    'mutation($teacherToken: String!, $classroomToken: String!) { acceptClassroomInvite(teacherToken: $teacherToken, classroomToken: $classroomToken) { success objects { id } errors { messages } } }',
    { teacherToken, classroomToken },
  );
  idOf(acceptClassroomInvite, 'acceptClassroomInvite');
}

export type AssignmentOptions = {
  title: string;
  classroomId: string;
  /** Words of a library scenario's title. */
  scenario?: string;
  /** A scenario of the teacher's own, by id, instead of one from the library. */
  scenarioId?: string;
  /** Words of a library curriculum's title: assigns it instead of a scenario. */
  curriculum?: string;
  attemptMode?: 'DISABLED' | 'LIMITED' | 'UNLIMITED';
  maxAttempts?: number;
  helpFeatures?: string[];
  dueAt?: Date | null;
  instructions?: string;
};

/**
 * A published assignment of a library scenario (the café in Madrid unless told) or curriculum for
 * every student of the classroom, under a new evaluation setting; made through the API as the
 * teacher of `request`. Returns the ids the brief's path needs (a curriculum's first scenario).
 */
export async function publishAssignment(
  request: APIRequestContext,
  options: AssignmentOptions,
): Promise<{ assignmentId: string; scenarioId: string }> {
  const target = options.curriculum
    ? graphql<{
        curricula: { objects: { id: string; scenarios: { scenario: { id: string } }[] }[] };
      }>(
        request,
        'query($text: String) { curricula(filter: { scope: LIBRARY, text: $text }) { objects { id scenarios { scenario { id } } } } }',
        { text: options.curriculum },
      ).then(({ curricula }) => ({
        curriculumId: curricula.objects[0]?.id,
        scenarioId: curricula.objects[0]?.scenarios[0]?.scenario.id,
      }))
    : options.scenarioId
      ? Promise.resolve({ curriculumId: undefined, scenarioId: options.scenarioId })
      : graphql<{ scenarios: { objects: { id: string }[] } }>(
          request,
          'query($text: String) { scenarios(filter: { scope: LIBRARY, text: $text }) { objects { id } } }',
          { text: options.scenario ?? 'café in Madrid' },
        ).then(({ scenarios }) => ({
          curriculumId: undefined,
          scenarioId: scenarios.objects[0]?.id,
        }));
  const [{ curriculumId, scenarioId }, { createEvaluationSetting }] = await Promise.all([
    target,
    graphql<{ createEvaluationSetting: Payload }>(
      request,
      'mutation($input: EvaluationSettingInput!) { createEvaluationSetting(input: $input) { success objects { id } errors { field messages } } }',
      {
        input: {
          name: `${options.title} · rules`,
          attemptMode: options.attemptMode ?? 'LIMITED',
          maxAttempts: options.maxAttempts ?? 2,
          helpFeatures: options.helpFeatures ?? ['VIEW_TRANSCRIPTION', 'VIEW_DESCRIPTION'],
          gradedCategories: [
            { category: 'GRAMMAR', weight: 50 },
            { category: 'VOCABULARY', weight: 50 },
          ],
          passingScore: 60,
        },
      },
    ),
  ]);
  if (!scenarioId) throw new Error(`nothing in the library matches ${JSON.stringify(options)}`);
  const { createPracticeAssignment } = await graphql<{ createPracticeAssignment: Payload }>(
    request,
    'mutation($input: PracticeAssignmentInput!) { createPracticeAssignment(input: $input) { success objects { id } errors { field messages } } }',
    {
      input: {
        classroomId: options.classroomId,
        ...(curriculumId ? { curriculumId } : { scenarioId }),
        evaluationSettingId: idOf(createEvaluationSetting, 'createEvaluationSetting'),
        title: options.title,
        instructions: options.instructions ?? '',
        dueAt: options.dueAt === undefined ? null : (options.dueAt?.toISOString() ?? null),
      },
    },
  );
  const assignmentId = idOf(createPracticeAssignment, 'createPracticeAssignment');
  const { publishPracticeAssignment } = await graphql<{ publishPracticeAssignment: Payload }>(
    request,
    'mutation($id: ID!) { publishPracticeAssignment(id: $id) { success objects { id } errors { field messages } } }',
    { id: assignmentId },
  );
  idOf(publishPracticeAssignment, 'publishPracticeAssignment');
  return { assignmentId, scenarioId };
}

/** Closes an assignment as its teacher: new attempts are refused. */
export async function closeAssignment(request: APIRequestContext, id: string): Promise<void> {
  const { closePracticeAssignment } = await graphql<{ closePracticeAssignment: Payload }>(
    request,
    'mutation($id: ID!) { closePracticeAssignment(id: $id) { success objects { id } errors { field messages } } }',
    { id },
  );
  idOf(closePracticeAssignment, 'closePracticeAssignment');
}

/** A Spanish A2 classroom of the teacher of `teacherRequest` with the student of `studentRequest`. */
export async function classroomWithStudent(
  teacherRequest: APIRequestContext,
  studentRequest: APIRequestContext,
  name: string,
): Promise<string> {
  const classroomId = await createClassroom(teacherRequest, name);
  await joinClassroom(teacherRequest, studentRequest, classroomId);
  return classroomId;
}
