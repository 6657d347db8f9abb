import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import {
  type AttemptMode,
  type CefrLevel,
  evaluationSettingCategories,
  evaluationSettings,
  type FeedbackCategory,
  type HelpFeature,
  type ItemKind,
  type VoiceGender,
} from '../db/schema/index.ts';

/**
 * What an attempt is started with, copied into it (docs/decisions/0009-practice-assignments.md):
 * later edits of the scenario never change a running or finished attempt.
 */
export type ScenarioSnapshot = {
  id: string;
  title: string;
  description: string;
  language: { id: string; name: string; isoLanguageCode: string };
  level: CefrLevel;
  character: {
    name: string;
    role: string;
    personality: string;
    voiceGender: VoiceGender;
    voiceName: string | null;
  };
  studentRole: string;
  studentGoal: string;
  openingMessage: string;
  openingMessageTranslation: string;
  estimatedDurationSeconds: number;
  steps: {
    id: string;
    position: number;
    title: string;
    goal: string;
    expectedPhrases: string[];
    scriptedLine: string;
    scriptedLineTranslation: string;
  }[];
  vocabulary: { kind: ItemKind; text: string; translation: string; required: boolean }[];
  rubrics: { category: FeedbackCategory; criteria: string; weight: number }[];
};

/** The evaluation setting's rules, copied into the attempt the same way. */
export type RulesSnapshot = {
  evaluationSettingId: string;
  name: string;
  attemptMode: AttemptMode;
  maxAttempts: number | null;
  helpFeatures: HelpFeature[];
  gradedCategories: { category: FeedbackCategory; weight: number }[];
  passingScore: number;
  maxDurationSeconds: number | null;
  liveFeedback: boolean;
};

/** Snapshots of the scenarios with these ids, in one statement. */
export async function loadScenarioSnapshots(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ScenarioSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query.scenarios.findMany({
    where: { id: { in: [...ids] } },
    with: {
      language: { columns: { id: true, name: true, isoLanguageCode: true } },
      steps: { orderBy: { position: 'asc' } },
      vocabularyItems: { orderBy: { position: 'asc' } },
      rubrics: { orderBy: { category: 'asc' } },
    },
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        description: row.description,
        language: row.language,
        level: row.level,
        character: {
          name: row.characterName,
          role: row.characterRole,
          personality: row.characterPersonality,
          voiceGender: row.voiceGender,
          voiceName: row.voiceName,
        },
        studentRole: row.studentRole,
        studentGoal: row.studentGoal,
        openingMessage: row.openingMessage,
        openingMessageTranslation: row.openingMessageTranslation,
        estimatedDurationSeconds: row.estimatedDurationSeconds,
        steps: row.steps.map((step) => ({
          id: step.id,
          position: step.position,
          title: step.title,
          goal: step.goal,
          expectedPhrases: step.expectedPhrases,
          scriptedLine: step.scriptedLine,
          scriptedLineTranslation: step.scriptedLineTranslation,
        })),
        vocabulary: row.vocabularyItems.map(({ kind, text, translation, required }) => ({
          kind,
          text,
          translation,
          required,
        })),
        rubrics: row.rubrics.map(({ category, criteria, weight }) => ({
          category,
          criteria,
          weight,
        })),
      },
    ]),
  );
}

/** The rules of the evaluation settings with these ids, in one statement. */
export async function loadRulesSnapshots(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, RulesSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ setting: evaluationSettings, category: evaluationSettingCategories })
    .from(evaluationSettings)
    .leftJoin(
      evaluationSettingCategories,
      eq(evaluationSettingCategories.evaluationSettingId, evaluationSettings.id),
    )
    .where(inArray(evaluationSettings.id, [...ids]))
    .orderBy(evaluationSettingCategories.category);
  const rules = new Map<string, RulesSnapshot>();
  for (const { setting, category } of rows) {
    let entry = rules.get(setting.id);
    if (!entry) {
      entry = {
        evaluationSettingId: setting.id,
        name: setting.name,
        attemptMode: setting.attemptMode,
        maxAttempts: setting.maxAttempts,
        helpFeatures: setting.helpFeatures,
        gradedCategories: [],
        passingScore: setting.passingScore,
        maxDurationSeconds: setting.maxDurationSeconds,
        liveFeedback: setting.liveFeedback,
      };
      rules.set(setting.id, entry);
    }
    if (category)
      entry.gradedCategories.push({ category: category.category, weight: category.weight });
  }
  return rules;
}

/** Attempts a rule set allows, plus any granted to the student; null when unlimited. */
export function attemptsAllowed(rules: RulesSnapshot, extraAttempts = 0): number | null {
  if (rules.attemptMode === 'UNLIMITED') return null;
  const base = rules.attemptMode === 'DISABLED' ? 1 : (rules.maxAttempts ?? 1);
  return base + extraAttempts;
}
