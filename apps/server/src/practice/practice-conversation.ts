import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import {
  languages,
  type practiceIntents,
  practiceMessages,
  studentProfiles,
  teacherProfiles,
  users,
} from '../db/schema/index.ts';
import type { ScenarioContext, TutorTurnInput } from '../tutor/index.ts';
import type { RulesSnapshot, ScenarioSnapshot } from './practice-snapshots.ts';

export type IntentRow = typeof practiceIntents.$inferSelect;
export type MessageRow = typeof practiceMessages.$inferSelect;

export const snapshotsOf = (intent: Pick<IntentRow, 'scenarioSnapshot' | 'rulesSnapshot'>) => ({
  scenario: intent.scenarioSnapshot as ScenarioSnapshot,
  rules: rulesOf(intent),
});

/** The rules alone, for a field that selects only their snapshot. */
export const rulesOf = (intent: Pick<IntentRow, 'rulesSnapshot'>) =>
  intent.rulesSnapshot as RulesSnapshot;

/** The tutor's view of the scenario an attempt was started with. */
export function tutorScenario(scenario: ScenarioSnapshot, rules: RulesSnapshot): ScenarioContext {
  return {
    language: scenario.language.isoLanguageCode,
    level: scenario.level,
    character: { ...scenario.character, voiceName: scenario.character.voiceName ?? '' },
    studentRole: scenario.studentRole,
    studentGoal: scenario.studentGoal,
    openingMessage: scenario.openingMessage,
    steps: [...scenario.steps].sort((a, b) => a.position - b.position),
    vocabulary: scenario.vocabulary,
    rubrics: scenario.rubrics,
    gradedCategories: rules.gradedCategories.map((entry) => entry.category),
  };
}

/** The practising person's native and interface languages (English when none is set). */
async function languagesOf(db: Queryable, intent: IntentRow) {
  const profile = intent.studentProfileId ? studentProfiles : teacherProfiles;
  const profileId = intent.studentProfileId ?? intent.previewTeacherProfileId ?? '';
  const [row] = await db
    .select({ native: languages.isoLanguageCode, interfaceLanguage: users.language })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .leftJoin(languages, eq(languages.id, profile.nativeLanguageId))
    .where(eq(profile.id, profileId));
  return { nativeLanguage: row?.native ?? 'en', interfaceLanguage: row?.interfaceLanguage ?? 'en' };
}

export async function conversationOf(db: Queryable, intentId: string) {
  return db
    .select()
    .from(practiceMessages)
    .where(eq(practiceMessages.intentId, intentId))
    .orderBy(asc(practiceMessages.createdAt), asc(practiceMessages.id));
}

/** Everything the tutor is given about where an attempt stands. */
export async function turnInput(
  db: Queryable,
  intent: IntentRow,
  messages?: MessageRow[],
): Promise<TutorTurnInput> {
  const { scenario, rules } = snapshotsOf(intent);
  const [conversation, languages] = await Promise.all([
    messages ?? conversationOf(db, intent.id),
    languagesOf(db, intent),
  ]);
  return {
    scenario: tutorScenario(scenario, rules),
    currentStepIndex: intent.currentStepIndex,
    conversation: conversation.map((message) => ({ role: message.role, text: message.text })),
    ...languages,
  };
}
