import { and, eq } from 'drizzle-orm';
import { scoreAttempt } from '../../practice/practice-scoring.ts';
import { loadRulesSnapshots, loadScenarioSnapshots } from '../../practice/practice-snapshots.ts';
import type { IssueCode } from '../../tutor/embedded/issue.ts';
import { feedbackMessage, type MessageParams } from '../../tutor/feedback-messages.ts';
import type { Db } from '../database.ts';
import {
  classroomStudents,
  classrooms,
  emailAddresses,
  languages,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
  studentProfiles,
  teacherProfiles,
  teacherStudents,
  users,
} from '../schema/index.ts';
import { DEMO_CLASSROOM, DEMO_TEACHER } from './demo-accounts.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A classmate of the demo student, who cannot sign in: their finished attempt awaits review. */
export const DEMO_CLASSMATE = {
  email: 'ana.garcia@charla.localhost',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'García',
} as const;

const MINUTE_MS = 60_000;
/** An item as the embedded grader stores it: each reader gets it in their own language. */
const feedback = (
  category: string,
  code: IssueCode,
  params: MessageParams,
  excerpt: string,
  fix: string,
) => ({
  category,
  code,
  severity: 'error',
  message: feedbackMessage(code, 'en', params),
  params,
  span: null,
  excerpt,
  suggestion: fix,
});

/** The conversation: the character's lines and Ana's graded answers, in order. */
const TURNS = [
  { role: 'ASSISTANT', text: '¡Buenos días! Bienvenido al Café Sol. ¿Qué desea tomar?', step: 0 },
  {
    role: 'USER',
    text: 'Hola, quiero un café con leche, por fabor.',
    step: 0,
    correctness: 'PARTIAL',
    scores: { GRAMMAR: 85, VOCABULARY: 70, COHESION: 60 },
    feedback: [
      feedback('VOCABULARY', 'SPELLING', { word: 'fabor', suggestion: 'favor' }, 'fabor', 'favor'),
    ],
  },
  { role: 'ASSISTANT', text: 'Muy bien. ¿Quiere algo de comer?', step: 1 },
  {
    role: 'USER',
    text: 'Yes, a croissant please.',
    step: 1,
    correctness: 'NO',
    usedNativeLanguage: true,
    scores: { GRAMMAR: 20, VOCABULARY: 15, COHESION: 30 },
    feedback: [
      feedback(
        'VOCABULARY',
        'NATIVE_LANGUAGE',
        {},
        'Yes, a croissant please.',
        'Sí, un cruasán, por favor.',
      ),
    ],
  },
  { role: 'ASSISTANT', text: 'Perfecto. ¿Es para tomar aquí o para llevar?', step: 2 },
  {
    role: 'USER',
    text: 'Para llevar.',
    step: 2,
    correctness: 'PARTIAL',
    scores: { GRAMMAR: 90, VOCABULARY: 75, COHESION: 45 },
    feedback: [feedback('COHESION', 'TOO_SHORT', {}, 'Para llevar.', 'Para llevar, por favor.')],
  },
] as const;

/**
 * A second student in the demo classroom with one finished, scored attempt of the demo
 * assignment, so the demo teacher's "needs review" and the results grid show something after
 * `npm start`. The demo student's own assignment stays untouched.
 */
export async function seedDemoReview(tx: Transaction): Promise<void> {
  const [found] = await tx
    .select({
      teacherId: teacherProfiles.id,
      classroomId: classrooms.id,
      assignmentId: practiceAssignments.id,
      scenarioId: practiceAssignments.scenarioId,
      settingId: practiceAssignments.evaluationSettingId,
    })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .innerJoin(
      classrooms,
      and(eq(classrooms.ownerId, teacherProfiles.id), eq(classrooms.name, DEMO_CLASSROOM.name)),
    )
    .innerJoin(practiceAssignments, eq(practiceAssignments.classroomId, classrooms.id))
    .where(eq(users.email, DEMO_TEACHER.email));
  const [taken] = await tx.select().from(users).where(eq(users.email, DEMO_CLASSMATE.email));
  if (!found?.scenarioId || taken) return; // the demo was changed by hand: leave it be

  const rulesById = await loadRulesSnapshots(tx, [found.settingId]);
  const scenariosById = await loadScenarioSnapshots(tx, [found.scenarioId]);
  const [english] = await tx.select().from(languages).where(eq(languages.isoLanguageCode, 'en'));
  const rules = rulesById.get(found.settingId);
  const scenario = scenariosById.get(found.scenarioId);
  if (!rules || !scenario || !english) return;

  const [user] = await tx
    .insert(users)
    .values({ ...DEMO_CLASSMATE, userType: 'STUDENT', language: 'en' })
    .returning();
  if (!user) throw new Error('Seed could not create the demo classmate');
  await tx
    .insert(emailAddresses)
    .values({ userId: user.id, email: DEMO_CLASSMATE.email, verified: true, primary: true });
  const [student] = await tx
    .insert(studentProfiles)
    .values({ userId: user.id, nativeLanguageId: english.id })
    .returning();
  if (!student) throw new Error('Seed could not create the demo classmate profile');
  await tx
    .insert(classroomStudents)
    .values({ classroomId: found.classroomId, studentProfileId: student.id });
  await tx
    .insert(teacherStudents)
    .values({ teacherProfileId: found.teacherId, studentProfileId: student.id });

  const startedAt = new Date(Date.now() - 30 * MINUTE_MS);
  const answers = TURNS.filter((turn) => turn.role === 'USER');
  const score = scoreAttempt(
    rules,
    answers.map((answer) => answer.scores),
  );
  const [intent] = await tx
    .insert(practiceIntents)
    .values({
      studentProfileId: student.id,
      assignmentId: found.assignmentId,
      scenarioId: found.scenarioId,
      scenarioSnapshot: scenario,
      rulesSnapshot: rules,
      attemptNumber: 1,
      status: 'COMPLETED',
      startedAt,
      endedAt: new Date(startedAt.getTime() + 6 * MINUTE_MS),
      activeSeconds: 330,
      currentStepIndex: 2,
      categoryScores: score.categoryScores as Record<string, number>,
      overallScore: score.overallScore,
      passed: score.passed,
      helpUsage: { VIEW_SUGGESTIONS: 1 },
    })
    .returning();
  if (!intent) throw new Error('Seed could not create the demo attempt');
  await tx.insert(practiceMessages).values(
    TURNS.map((turn, index) => ({
      intentId: intent.id,
      role: turn.role,
      text: turn.text,
      stepIndex: turn.step,
      createdAt: new Date(startedAt.getTime() + index * MINUTE_MS),
      ...(turn.role === 'USER'
        ? {
            correctness: turn.correctness,
            gradingStatus: 'GRADED' as const,
            feedback: [...turn.feedback],
            categoryScores: turn.scores,
            usedNativeLanguage: 'usedNativeLanguage' in turn,
            gradedAt: new Date(startedAt.getTime() + index * MINUTE_MS),
          }
        : {}),
    })),
  );
}
