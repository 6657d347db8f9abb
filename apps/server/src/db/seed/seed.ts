import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/password-hash.ts';
import { randomToken } from '../../platform/tokens.ts';
import type { Db } from '../database.ts';
import {
  classroomStudents,
  classrooms,
  emailAddresses,
  languages,
  seedHistory,
  studentLearningLanguages,
  studentProfiles,
  teacherLanguagesTaught,
  teacherProfiles,
  teacherStudents,
  users,
} from '../schema/index.ts';
import { DEMO_CLASSROOM, DEMO_STUDENT, DEMO_TEACHER } from './demo-accounts.ts';
import { seedDemoAssignment } from './demo-assignment.ts';
import { seedDemoPracticeHistory } from './demo-practice-history.ts';
import { seedDemoReview } from './demo-review.ts';
import { LANGUAGE_CATALOGUE } from './languages.ts';
import { seedPublicLibrary } from './library/seed-library.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

type SeedStep = { name: string; run: (tx: Transaction) => Promise<void> };

const SEED_STEPS: SeedStep[] = [
  { name: 'languages-v1', run: seedLanguages },
  { name: 'demo-accounts-v1', run: seedDemoAccounts },
  { name: 'public-library-v1', run: seedPublicLibrary },
  { name: 'demo-assignment-v1', run: seedDemoAssignment },
  { name: 'demo-review-v1', run: seedDemoReview },
  { name: 'demo-practice-history-v1', run: seedDemoPracticeHistory },
];

/**
 * Runs each seed step that has not run before, each in its own transaction together with its
 * record in seed_history, so a step is applied exactly once even if it is interrupted.
 * Returns the names of the steps applied now.
 */
export async function seed(db: Db, options: { demoAccounts?: boolean } = {}): Promise<string[]> {
  const wanted = SEED_STEPS.filter(
    (step) => options.demoAccounts !== false || !step.name.startsWith('demo'),
  );
  const applied: string[] = [];
  for (const step of wanted) {
    const ran = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedHistory)
        .values({ step: step.name })
        .onConflictDoNothing()
        .returning({ step: seedHistory.step });
      if (inserted.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

async function seedLanguages(tx: Transaction): Promise<void> {
  await tx
    .insert(languages)
    .values(LANGUAGE_CATALOGUE.map((language) => ({ ...language })))
    .onConflictDoNothing();
}

async function seedDemoAccounts(tx: Transaction): Promise<void> {
  const codes = [
    ...new Set([
      ...DEMO_TEACHER.languagesTaught,
      ...DEMO_STUDENT.learningLanguages,
      DEMO_TEACHER.nativeLanguage,
      DEMO_STUDENT.nativeLanguage,
      DEMO_CLASSROOM.language,
    ]),
  ];
  const rows = await tx.select().from(languages).where(inArray(languages.isoLanguageCode, codes));
  const languageId = (code: string) => {
    const row = rows.find((language) => language.isoLanguageCode === code);
    if (!row) throw new Error(`Seed needs language ${code} in the catalogue`);
    return row.id;
  };

  const existing = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [DEMO_TEACHER.email, DEMO_STUDENT.email]));
  if (existing.length > 0) return; // someone registered these addresses already: leave them be

  const [teacherHash, studentHash] = await Promise.all([
    hashPassword(DEMO_TEACHER.password),
    hashPassword(DEMO_STUDENT.password),
  ]);

  const [teacherUser] = await tx
    .insert(users)
    .values({
      email: DEMO_TEACHER.email,
      username: DEMO_TEACHER.username,
      firstName: DEMO_TEACHER.firstName,
      lastName: DEMO_TEACHER.lastName,
      userType: 'TEACHER',
      passwordHash: teacherHash,
      language: DEMO_TEACHER.language,
    })
    .returning();
  const [studentUser] = await tx
    .insert(users)
    .values({
      email: DEMO_STUDENT.email,
      username: DEMO_STUDENT.username,
      firstName: DEMO_STUDENT.firstName,
      lastName: DEMO_STUDENT.lastName,
      userType: 'STUDENT',
      passwordHash: studentHash,
      language: DEMO_STUDENT.language,
    })
    .returning();
  if (!teacherUser || !studentUser) throw new Error('Seed could not create the demo users');

  await tx.insert(emailAddresses).values([
    { userId: teacherUser.id, email: DEMO_TEACHER.email, verified: true, primary: true },
    { userId: studentUser.id, email: DEMO_STUDENT.email, verified: true, primary: true },
  ]);

  const [teacher] = await tx
    .insert(teacherProfiles)
    .values({
      userId: teacherUser.id,
      nativeLanguageId: languageId(DEMO_TEACHER.nativeLanguage),
      inviteToken: randomToken(),
    })
    .returning();
  const [student] = await tx
    .insert(studentProfiles)
    .values({ userId: studentUser.id, nativeLanguageId: languageId(DEMO_STUDENT.nativeLanguage) })
    .returning();
  if (!teacher || !student) throw new Error('Seed could not create the demo profiles');

  await tx.insert(teacherLanguagesTaught).values(
    DEMO_TEACHER.languagesTaught.map((code) => ({
      teacherProfileId: teacher.id,
      languageId: languageId(code),
    })),
  );
  await tx.insert(studentLearningLanguages).values(
    DEMO_STUDENT.learningLanguages.map((code) => ({
      studentProfileId: student.id,
      languageId: languageId(code),
    })),
  );

  const [classroom] = await tx
    .insert(classrooms)
    .values({
      name: DEMO_CLASSROOM.name,
      description: DEMO_CLASSROOM.description,
      languageId: languageId(DEMO_CLASSROOM.language),
      level: DEMO_CLASSROOM.level,
      ownerId: teacher.id,
      inviteToken: randomToken(),
    })
    .returning();
  if (!classroom) throw new Error('Seed could not create the demo classroom');
  await tx
    .insert(classroomStudents)
    .values({ classroomId: classroom.id, studentProfileId: student.id });
  await tx
    .insert(teacherStudents)
    .values({ teacherProfileId: teacher.id, studentProfileId: student.id });
}
