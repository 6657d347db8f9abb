import type { CefrLevel, FeedbackCategory, ItemKind, VoiceGender } from '../../schema/index.ts';

/**
 * A scenario of the public library as written by hand. Descriptions, goals and criteria are in
 * English (the library's working language); what is said (opening message, scripted lines,
 * expected phrases, vocabulary) is in the scenario's language, with English translations.
 */
export type LibraryScenario = {
  /** Stable handle the library's curricula use to name it. */
  key: string;
  languageCode: string;
  level: CefrLevel;
  title: string;
  description: string;
  characterName: string;
  characterRole: string;
  characterPersonality: string;
  voiceGender: VoiceGender;
  studentRole: string;
  studentGoal: string;
  openingMessage: string;
  openingMessageTranslation: string;
  estimatedDurationSeconds: number;
  steps: {
    title: string;
    goal: string;
    /** Any one of them, said by the student, achieves the step (inflection-tolerant). */
    expectedPhrases: string[];
    /** The character's line that opens the step (and is repeated when re-prompting). */
    scriptedLine: string;
    scriptedLineTranslation: string;
  }[];
  vocabulary: { kind: ItemKind; text: string; translation: string; required: boolean }[];
  rubrics: { category: FeedbackCategory; criteria: string; weight: number }[];
};

export type LibraryCurriculum = {
  title: string;
  description: string;
  languageCode: string;
  level: CefrLevel;
  /** Keys of library scenarios, in order. */
  scenarioKeys: string[];
};
