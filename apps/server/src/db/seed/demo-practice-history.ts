import { and, eq, inArray, isNull } from 'drizzle-orm';
import { loadRulesSnapshots, loadScenarioSnapshots } from '../../practice/practice-snapshots.ts';
import type { Db } from '../database.ts';
import {
  type Correctness,
  classroomStudents,
  classrooms,
  evaluationSettingCategories,
  evaluationSettings,
  languages,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
  scenarios,
  studentProfiles,
  teacherProfiles,
  users,
} from '../schema/index.ts';
import { DEMO_CLASSROOM, DEMO_STUDENT, DEMO_TEACHER } from './demo-accounts.ts';
import { ES_PHARMACY } from './library/es-pharmacy.ts';
import { ES_TRAIN_TICKET } from './library/es-train-ticket.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/** Classmates of the demo student, who practise more or less (they cannot sign in). */
const CLASSMATES = [
  { firstName: 'Aisha', lastName: 'Rahman', practiceChance: 0.6, level: 72 },
  { firstName: 'Bruno', lastName: 'Costa', practiceChance: 0.45, level: 64 },
  { firstName: 'Chen', lastName: 'Wei', practiceChance: 0.7, level: 82 },
  { firstName: 'Dara', lastName: 'Okafor', practiceChance: 0.3, level: 48 },
  { firstName: 'Emil', lastName: 'Berg', practiceChance: 0, level: 0 },
] as const;

/** What students say in each past assignment: some lines use its required words, some do not. */
const LINES: Record<string, readonly string[]> = {
  [ES_PHARMACY.title]: [
    'Buenos días, me duele la garganta.',
    'Tengo fiebre desde ayer.',
    '¿Tiene un jarabe para la tos?',
    '¿Cada ocho horas, verdad?',
    'Soy alérgica a la penicilina.',
    'Vale, muchas gracias.',
  ],
  [ES_TRAIN_TICKET.title]: [
    'Quería un billete para Toledo.',
    'De ida y vuelta, por favor.',
    '¿De qué andén sale?',
    '¿A qué hora sale el próximo tren?',
    '¿Cuánto tarda el viaje?',
    'Pago con tarjeta.',
  ],
};

/** The line the demo student never says in each (its required word stays "never used"). */
const DEMO_STUDENT_SKIPS: Record<string, number> = {
  [ES_PHARMACY.title]: 3,
  [ES_TRAIN_TICKET.title]: 2,
};

/** A small seeded generator, so every fresh database gets the same demo history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A few weeks of practice in the demo classroom, so its progress dashboard and the demo student's
 * My progress show something real after `npm start`: five classmates (one who never practises),
 * two past assignments (the pharmacy, then the train ticket) and, on them, attempts with grades,
 * help used and the students' lines, dated over the ten weeks before the seed ran. The café
 * assignment the demo student practises for real is left untouched.
 */
export async function seedDemoPracticeHistory(tx: Transaction): Promise<void> {
  const [found] = await tx
    .select({ teacherId: teacherProfiles.id, classroomId: classrooms.id })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .innerJoin(
      classrooms,
      and(eq(classrooms.ownerId, teacherProfiles.id), eq(classrooms.name, DEMO_CLASSROOM.name)),
    )
    .where(eq(users.email, DEMO_TEACHER.email));
  const [demoStudent] = await tx
    .select({ id: studentProfiles.id })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.email, DEMO_STUDENT.email));
  const library = await tx
    .select({ id: scenarios.id, title: scenarios.title })
    .from(scenarios)
    .where(
      and(
        inArray(scenarios.title, [ES_PHARMACY.title, ES_TRAIN_TICKET.title]),
        isNull(scenarios.ownerId),
      ),
    );
  const [english] = await tx
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.isoLanguageCode, 'en'));
  if (!found || !demoStudent || library.length < 2 || !english) return;

  const classmates = [];
  for (const [index, person] of CLASSMATES.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        email: `${person.firstName.toLowerCase()}.demo@charla.localhost`,
        username: `${person.firstName.toLowerCase()}_demo`,
        firstName: person.firstName,
        lastName: person.lastName,
        userType: 'STUDENT',
        language: 'en',
      })
      .onConflictDoNothing()
      .returning();
    if (!user) continue;
    const [profile] = await tx
      .insert(studentProfiles)
      .values({ userId: user.id, nativeLanguageId: english.id })
      .returning();
    if (!profile) continue;
    classmates.push({ ...person, id: profile.id, seed: index + 2 });
  }
  if (classmates.length > 0) {
    await tx.insert(classroomStudents).values(
      classmates.map((student) => ({
        classroomId: found.classroomId,
        studentProfileId: student.id,
      })),
    );
  }

  const [setting] = await tx
    .insert(evaluationSettings)
    .values({
      name: 'Weekly practice · unlimited',
      attemptMode: 'UNLIMITED',
      helpFeatures: ['VIEW_DESCRIPTION', 'VIEW_SUGGESTIONS', 'VIEW_TRANSLATION'],
      passingScore: 60,
      ownerId: found.teacherId,
    })
    .returning();
  if (!setting) throw new Error('Seed could not create the demo history setting');
  await tx.insert(evaluationSettingCategories).values([
    { evaluationSettingId: setting.id, category: 'GRAMMAR', weight: 40 },
    { evaluationSettingId: setting.id, category: 'VOCABULARY', weight: 40 },
    { evaluationSettingId: setting.id, category: 'COHESION', weight: 20 },
  ]);

  const now = Date.now();
  const windows = [
    { title: ES_PHARMACY.title, name: 'At the pharmacy', fromDay: 70, toDay: 36 },
    { title: ES_TRAIN_TICKET.title, name: 'A train ticket to Toledo', fromDay: 35, toDay: 2 },
  ];
  const scenarioSnapshots = await loadScenarioSnapshots(
    tx,
    library.map((row) => row.id),
  );
  const rulesSnapshots = await loadRulesSnapshots(tx, [setting.id]);
  const rules = rulesSnapshots.get(setting.id);
  const students = [{ id: demoStudent.id, practiceChance: 0.4, level: 58, seed: 1 }, ...classmates];
  for (const window of windows) {
    const scenario = library.find((row) => row.title === window.title);
    const snapshot = scenario ? scenarioSnapshots.get(scenario.id) : undefined;
    if (!scenario || !snapshot || !rules) continue;
    const [assignment] = await tx
      .insert(practiceAssignments)
      .values({
        title: window.name,
        classroomId: found.classroomId,
        scenarioId: scenario.id,
        evaluationSettingId: setting.id,
        createdById: found.teacherId,
        status: 'PUBLISHED',
        startsAt: new Date(now - window.fromDay * DAY_MS),
        publishedAt: new Date(now - window.fromDay * DAY_MS),
        dueAt: new Date(now - window.toDay * DAY_MS),
      })
      .returning();
    if (!assignment) continue;
    const lines = LINES[window.title] ?? [];
    for (const student of students) {
      const next = random(student.seed * 1000 + window.fromDay);
      let attemptNumber = 0;
      for (let day = window.fromDay; day > window.toDay; day -= 1) {
        if (next() >= student.practiceChance) continue;
        attemptNumber += 1;
        const startedAt = new Date(now - day * DAY_MS + Math.floor(next() * 10 * 3_600_000));
        // Scores rise over the weeks, with some noise; one attempt in ten is left unfinished.
        const progress = (70 - day) / 70;
        const score = Math.max(
          30,
          Math.min(98, Math.round(student.level + progress * 18 + (next() - 0.5) * 16)),
        );
        const abandoned = next() < 0.1;
        const skill = (offset: number) =>
          Math.max(20, Math.min(100, score + offset + Math.round((next() - 0.5) * 10)));
        const [intent] = await tx
          .insert(practiceIntents)
          .values({
            studentProfileId: student.id,
            assignmentId: assignment.id,
            scenarioId: scenario.id,
            scenarioSnapshot: snapshot,
            rulesSnapshot: rules,
            attemptNumber,
            status: abandoned ? 'ABANDONED' : 'COMPLETED',
            startedAt,
            endedAt: new Date(startedAt.getTime() + 9 * 60_000),
            activeSeconds: abandoned
              ? 60 + Math.floor(next() * 120)
              : 240 + Math.floor(next() * 540),
            categoryScores: abandoned
              ? null
              : { GRAMMAR: skill(-4), VOCABULARY: skill(3), COHESION: skill(1) },
            overallScore: abandoned ? null : score,
            passed: abandoned ? null : score >= 60,
            // Past practice the teacher has already looked at: out of the review queue.
            reviewedAt: abandoned ? null : new Date(Math.min(now, startedAt.getTime() + DAY_MS)),
            reviewedById: abandoned ? null : found.teacherId,
            helpUsage: {
              VIEW_SUGGESTIONS: Math.floor(next() * 3),
              VIEW_TRANSLATION: Math.floor(next() * 2),
            },
          })
          .returning({ id: practiceIntents.id });
        if (!intent) continue;
        const count = abandoned ? 1 : 3 + Math.floor(next() * 3);
        const messages = [];
        for (let index = 0; index < count; index += 1) {
          const at = new Date(startedAt.getTime() + (index * 2 + 1) * 40_000);
          const roll = next() * 100;
          const correctness: Correctness =
            roll < score ? 'YES' : roll < score + 20 ? 'PARTIAL' : 'NO';
          const said =
            student.seed === 1
              ? lines.filter((_, line) => line !== DEMO_STUDENT_SKIPS[window.title])
              : lines;
          const pick = Math.floor(next() * said.length);
          messages.push(
            {
              intentId: intent.id,
              role: 'ASSISTANT' as const,
              text: '¿En qué puedo ayudarle?',
              stepIndex: index,
              createdAt: at,
            },
            {
              intentId: intent.id,
              role: 'USER' as const,
              text: said[pick] ?? 'Hola.',
              stepIndex: index,
              correctness,
              gradingStatus: 'GRADED' as const,
              gradedAt: new Date(at.getTime() + 5_000),
              createdAt: new Date(at.getTime() + 20_000),
            },
          );
        }
        await tx.insert(practiceMessages).values(messages);
      }
    }
  }
}
