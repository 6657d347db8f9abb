import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../database.ts';
import {
  classrooms,
  evaluationSettingCategories,
  evaluationSettings,
  practiceAssignments,
  scenarios,
  teacherProfiles,
  users,
} from '../schema/index.ts';
import { DEMO_CLASSROOM, DEMO_TEACHER } from './demo-accounts.ts';
import { ES_CAFE } from './library/es-cafe.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/**
 * The demo teacher's evaluation setting and one published assignment of the library's café
 * scenario for the demo classroom, due in a week, so that a newcomer signing in as the demo
 * student has something to practise.
 */
export async function seedDemoAssignment(tx: Transaction): Promise<void> {
  const [found] = await tx
    .select({ teacherId: teacherProfiles.id, classroomId: classrooms.id })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .innerJoin(
      classrooms,
      and(eq(classrooms.ownerId, teacherProfiles.id), eq(classrooms.name, DEMO_CLASSROOM.name)),
    )
    .where(eq(users.email, DEMO_TEACHER.email));
  const [cafe] = await tx
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.title, ES_CAFE.title), isNull(scenarios.ownerId)));
  if (!found || !cafe) return; // the demo accounts or the library were removed by hand

  const [setting] = await tx
    .insert(evaluationSettings)
    .values({
      name: 'Café practice · 3 attempts',
      attemptMode: 'LIMITED',
      maxAttempts: 3,
      helpFeatures: ['VIEW_DESCRIPTION', 'VIEW_SUGGESTIONS', 'VIEW_TRANSLATION'],
      passingScore: 60,
      maxDurationSeconds: 15 * 60,
      liveFeedback: true,
      ownerId: found.teacherId,
    })
    .returning();
  if (!setting) throw new Error('Seed could not create the demo evaluation setting');
  await tx.insert(evaluationSettingCategories).values([
    { evaluationSettingId: setting.id, category: 'GRAMMAR', weight: 40 },
    { evaluationSettingId: setting.id, category: 'VOCABULARY', weight: 40 },
    { evaluationSettingId: setting.id, category: 'COHESION', weight: 20 },
  ]);
  const now = new Date();
  await tx.insert(practiceAssignments).values({
    title: 'Order at a café',
    instructions:
      'Order a drink and something to eat, decide whether to stay or take it away, then ask for the bill.',
    classroomId: found.classroomId,
    scenarioId: cafe.id,
    evaluationSettingId: setting.id,
    createdById: found.teacherId,
    status: 'PUBLISHED',
    startsAt: now,
    publishedAt: now,
    dueAt: new Date(now.getTime() + 7 * DAY_MS),
  });
}
