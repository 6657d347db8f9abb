import type {
  CefrLevel,
  FeedbackCategory,
  ItemKind,
  ScenarioInput,
  ScenarioQuery,
  Visibility,
  VoiceGender,
} from '../../gql/graphql.ts';

type Scenario = NonNullable<ScenarioQuery['scenario']>;

/** `key` identifies a row in the editor (React key, drag and drop); `id` is the server's. */
export type StepDraft = {
  key: string;
  id?: string;
  title: string;
  goal: string;
  /** One phrase or keyword a line. */
  expectedPhrases: string;
  scriptedLine: string;
  scriptedLineTranslation: string;
};

export type VocabularyDraft = {
  key: string;
  kind: ItemKind;
  text: string;
  translation: string;
  required: boolean;
};

export type RubricDraft = {
  key: string;
  category: FeedbackCategory;
  criteria: string;
  weight: string;
};

export type ScenarioDraft = {
  title: string;
  description: string;
  languageId: string;
  level: CefrLevel;
  characterName: string;
  characterRole: string;
  characterPersonality: string;
  voiceGender: VoiceGender;
  voiceName: string;
  studentRole: string;
  studentGoal: string;
  openingMessage: string;
  openingMessageTranslation: string;
  estimatedDurationSeconds: number;
  visibility: Visibility;
  steps: StepDraft[];
  vocabularyItems: VocabularyDraft[];
  rubrics: RubricDraft[];
};

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `draft-${lastKey}`;
}

export const DEFAULT_DURATION_SECONDS = 600;

export function emptyStep(): StepDraft {
  return {
    key: newKey(),
    title: '',
    goal: '',
    expectedPhrases: '',
    scriptedLine: '',
    scriptedLineTranslation: '',
  };
}

export function emptyVocabularyItem(): VocabularyDraft {
  return { key: newKey(), kind: 'WORD', text: '', translation: '', required: false };
}

export function emptyRubric(category: FeedbackCategory = 'GRAMMAR', weight = ''): RubricDraft {
  return { key: newKey(), category, criteria: '', weight };
}

export function emptyScenario(languageId = ''): ScenarioDraft {
  return {
    title: '',
    description: '',
    languageId,
    level: 'A1',
    characterName: '',
    characterRole: '',
    characterPersonality: '',
    voiceGender: 'FEMALE',
    voiceName: '',
    studentRole: '',
    studentGoal: '',
    openingMessage: '',
    openingMessageTranslation: '',
    estimatedDurationSeconds: DEFAULT_DURATION_SECONDS,
    visibility: 'PRIVATE',
    steps: [emptyStep()],
    vocabularyItems: [],
    rubrics: [emptyRubric('GRAMMAR', '50'), emptyRubric('VOCABULARY', '50')],
  };
}

export function draftFromScenario(scenario: Scenario): ScenarioDraft {
  return {
    title: scenario.title,
    description: scenario.description,
    languageId: scenario.language.id,
    level: scenario.level,
    characterName: scenario.characterName,
    characterRole: scenario.characterRole,
    characterPersonality: scenario.characterPersonality,
    voiceGender: scenario.voiceGender,
    voiceName: scenario.voiceName ?? '',
    studentRole: scenario.studentRole,
    studentGoal: scenario.studentGoal,
    openingMessage: scenario.openingMessage,
    openingMessageTranslation: scenario.openingMessageTranslation,
    estimatedDurationSeconds: scenario.estimatedDurationSeconds,
    visibility: scenario.visibility,
    steps: [...scenario.steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({
        key: step.id,
        id: step.id,
        title: step.title,
        goal: step.goal,
        expectedPhrases: step.expectedPhrases.join('\n'),
        scriptedLine: step.scriptedLine,
        scriptedLineTranslation: step.scriptedLineTranslation,
      })),
    vocabularyItems: scenario.vocabularyItems.map((item) => ({
      key: item.id,
      kind: item.kind,
      text: item.text,
      translation: item.translation,
      required: item.required,
    })),
    rubrics: scenario.rubrics.map((rubric) => ({
      key: rubric.id,
      category: rubric.category,
      criteria: rubric.criteria,
      weight: String(rubric.weight),
    })),
  };
}

function phrases(text: string): string[] {
  return text
    .split('\n')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}

/** The whole scenario as the API takes it: steps in the editor's order, ids kept. */
export function scenarioInput(draft: ScenarioDraft): ScenarioInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    languageId: draft.languageId,
    level: draft.level,
    characterName: draft.characterName.trim(),
    characterRole: draft.characterRole.trim(),
    characterPersonality: draft.characterPersonality.trim(),
    voiceGender: draft.voiceGender,
    voiceName: draft.voiceName || null,
    studentRole: draft.studentRole.trim(),
    studentGoal: draft.studentGoal.trim(),
    openingMessage: draft.openingMessage.trim(),
    openingMessageTranslation: draft.openingMessageTranslation.trim(),
    estimatedDurationSeconds: draft.estimatedDurationSeconds,
    visibility: draft.visibility,
    steps: draft.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      title: step.title.trim(),
      goal: step.goal.trim(),
      expectedPhrases: phrases(step.expectedPhrases),
      scriptedLine: step.scriptedLine.trim(),
      scriptedLineTranslation: step.scriptedLineTranslation.trim(),
    })),
    vocabularyItems: draft.vocabularyItems.map((item) => ({
      kind: item.kind,
      text: item.text.trim(),
      translation: item.translation.trim(),
      required: item.required,
    })),
    rubrics: draft.rubrics.map((rubric) => ({
      category: rubric.category,
      criteria: rubric.criteria.trim(),
      weight: Number.parseInt(rubric.weight, 10) || 0,
    })),
  };
}

/** A copy of `items` with the item at `index` changed by `patch`. */
export function patchItem<T>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** A copy of `items` without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
