import type { APIRequestContext } from '@playwright/test';
import { graphql } from './accounts.ts';
import { createClassroom } from './classrooms.ts';
import { expect } from './fixtures.ts';

type Payload = { success: boolean; objects: { id: string }[] | null; errors: unknown };

function firstId(payload: Payload, what: string): string {
  expect(payload.success, `${what}: ${JSON.stringify(payload.errors)}`).toBe(true);
  const id = payload.objects?.[0]?.id;
  if (!id) throw new Error(`${what} returned nothing`);
  return id;
}

export type PracticeOptions = {
  helpFeatures: string[];
  liveFeedback?: boolean;
  maxDurationSeconds?: number | null;
};

/**
 * An attempt in progress of the library's café scenario: the teacher of `teacherRequest` makes a
 * classroom the student of `studentRequest` joins, an evaluation setting with `helpFeatures` and
 * a published assignment, all through the API; the student starts it. Returns the attempt's id.
 */
export async function startedPracticeAttempt(
  teacherRequest: APIRequestContext,
  studentRequest: APIRequestContext,
  options: PracticeOptions,
): Promise<{ intentId: string; assignmentId: string; scenarioId: string }> {
  const classroomId = await createClassroom(teacherRequest, 'Español A2 · conversación');
  const { classroom } = await graphql<{ classroom: { invitePath: string } }>(
    teacherRequest,
    'query($id: ID!) { classroom(id: $id) { invitePath } }',
    { id: classroomId },
  );
  const [teacherToken, classroomToken] = classroom.invitePath.split('/').slice(-2);
  const joined = await graphql<{ acceptClassroomInvite: Payload }>(
    studentRequest,
    'mutation($t: String!, $c: String!) { acceptClassroomInvite(teacherToken: $t, classroomToken: $c) { success objects { id } errors { messages } } }',
    { t: teacherToken, c: classroomToken },
  );
  firstId(joined.acceptClassroomInvite, 'acceptClassroomInvite');

  const [{ scenarios }, { createEvaluationSetting }] = await Promise.all([
    graphql<{ scenarios: { objects: { id: string }[] } }>(
      teacherRequest,
      'query { scenarios(filter: { scope: LIBRARY, text: "café in Madrid" }) { objects { id } } }',
    ),
    graphql<{ createEvaluationSetting: Payload }>(
      teacherRequest,
      'mutation($input: EvaluationSettingInput!) { createEvaluationSetting(input: $input) { success objects { id } errors { field messages } } }',
      {
        input: {
          name: 'Conversación en el café',
          attemptMode: 'UNLIMITED',
          helpFeatures: options.helpFeatures,
          liveFeedback: options.liveFeedback ?? true,
          maxDurationSeconds: options.maxDurationSeconds ?? null,
          gradedCategories: [
            { category: 'GRAMMAR', weight: 40 },
            { category: 'VOCABULARY', weight: 40 },
            { category: 'PRONUNCIATION', weight: 20 },
          ],
          passingScore: 60,
        },
      },
    ),
  ]);
  const scenarioId = scenarios.objects[0]?.id;
  if (!scenarioId) throw new Error('the library has no café scenario');
  const { createPracticeAssignment } = await graphql<{ createPracticeAssignment: Payload }>(
    teacherRequest,
    'mutation($input: PracticeAssignmentInput!) { createPracticeAssignment(input: $input) { success objects { id } errors { field messages } } }',
    {
      input: {
        classroomId,
        scenarioId,
        evaluationSettingId: firstId(createEvaluationSetting, 'createEvaluationSetting'),
        title: 'En el café',
      },
    },
  );
  const assignmentId = firstId(createPracticeAssignment, 'createPracticeAssignment');
  const { publishPracticeAssignment } = await graphql<{ publishPracticeAssignment: Payload }>(
    teacherRequest,
    'mutation($id: ID!) { publishPracticeAssignment(id: $id) { success objects { id } errors { field messages } } }',
    { id: assignmentId },
  );
  firstId(publishPracticeAssignment, 'publishPracticeAssignment');
  const { startPracticeIntent } = await graphql<{ startPracticeIntent: Payload }>(
    studentRequest,
    'mutation($a: ID!, $s: ID!) { startPracticeIntent(assignmentId: $a, scenarioId: $s) { success objects { id } errors { code messages } } }',
    { a: assignmentId, s: scenarioId },
  );
  return {
    intentId: firstId(startPracticeIntent, 'startPracticeIntent'),
    assignmentId,
    scenarioId,
  };
}

/**
 * Records, per student line (by its place among them), every grade its chip shows
 * (data-correctness), so a test can tell that CORRECTING was on screen before the result even
 * when grading takes milliseconds. Read it with `window.charlaGrades`: place → the grades in the
 * order they appeared.
 */
export const RECORD_GRADES = () => {
  const seen: Record<string, string[]> = {};
  (window as unknown as { charlaGrades: Record<string, string[]> }).charlaGrades = seen;
  const record = (element: Element) => {
    for (const chip of element.querySelectorAll('[data-correctness]')) {
      const line = chip.closest('[data-message-id]');
      const id = String(
        line ? [...document.querySelectorAll('[data-message-id]')].indexOf(line) : -1,
      );
      const value = chip.getAttribute('data-correctness') ?? '';
      const grades = seen[id] ?? [];
      if (grades.at(-1) !== value) grades.push(value);
      seen[id] = grades;
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target instanceof Element) record(mutation.target);
      for (const node of mutation.addedNodes) if (node instanceof Element) record(node);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};
