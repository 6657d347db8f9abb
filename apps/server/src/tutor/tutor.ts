/**
 * The tutor's contract: what the practice screens ask of a back-end and what they get back.
 * Back-ends: `embedded` (offline, deterministic) and `openai-compatible` (any OpenAI-style server).
 */

export const FEEDBACK_CATEGORIES = [
  'COHESION',
  'FLUENCY',
  'GRAMMAR',
  'OTHER',
  'PRONUNCIATION',
  'VOCABULARY',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const CORRECTNESS_VALUES = ['YES', 'PARTIAL', 'NO'] as const;
export type Correctness = (typeof CORRECTNESS_VALUES)[number];

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Interface languages of the web app; feedback messages are written in these. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'ar', 'de', 'fr', 'zh-Hans'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export type MessageRole = 'ASSISTANT' | 'USER';
export type VoiceGender = 'FEMALE' | 'MALE';

export type ScenarioCharacter = {
  name: string;
  role: string;
  personality: string;
  voiceGender: VoiceGender;
  voiceName: string;
};

export type ScenarioStep = {
  position: number;
  title: string;
  /** What the student must achieve in this step. */
  goal: string;
  expectedPhrases: string[];
  /** The character's line that opens this step, in the target language. */
  scriptedLine: string;
  scriptedLineTranslation: string;
};

export type VocabularyItem = {
  id?: string;
  kind: 'WORD' | 'PHRASE';
  text: string;
  translation: string;
  required: boolean;
};

export type Rubric = { category: FeedbackCategory; criteria: string; weight: number };

/** The part of a scenario the tutor reads; built by the caller from whatever stores scenarios. */
export type ScenarioContext = {
  /** BCP 47 tag of the language practised, e.g. "es", "zh-Hans". */
  language: string;
  level: CefrLevel;
  character: ScenarioCharacter;
  studentRole: string;
  studentGoal: string;
  openingMessage: string;
  steps: ScenarioStep[];
  vocabulary: VocabularyItem[];
  rubrics: Rubric[];
  gradedCategories: FeedbackCategory[];
};

export type ConversationTurn = { role: MessageRole; text: string };

/** Everything an operation is given about where the conversation stands. */
export type TutorTurnInput = {
  scenario: ScenarioContext;
  /** Index into `scenario.steps` ordered by position, of the step the student is working on. */
  currentStepIndex: number;
  /** The conversation so far, oldest first, including the student's latest message. */
  conversation: ConversationTurn[];
  nativeLanguage: string;
  interfaceLanguage: string;
  signal?: AbortSignal;
};

export type GradeInput = TutorTurnInput & {
  studentText: string;
  /** Length of the recording when the message was spoken; enables words-per-minute fluency. */
  audioDurationSeconds?: number;
  /** Silences between the spoken stretches, when a server transcription timed them. */
  pauses?: SpeechPauses;
};

/** Pauses of a spoken answer: gaps of at least a second between the transcription's segments. */
export type SpeechPauses = { count: number; longestSeconds: number };

/** A stretch of speech in a recording, in seconds from its start. */
export type SpeechSegment = { start: number; end: number };

export type ReplyInput = TutorTurnInput & {
  /** The grader's verdict on the latest student message; computed by the back-end when absent. */
  stepAchieved?: boolean;
};

export type TextSpan = { start: number; end: number };

/** A feedback message's placeholder values: text as it is, a number, or a list of items. */
export type MessageParams = Record<string, string | number | readonly string[]>;

export type FeedbackItem = {
  category: FeedbackCategory;
  /** Stable code of what was found, for clients and metrics (e.g. "SPELLING"). */
  code: string;
  severity: 'error' | 'advice';
  /** In the student's interface language when graded. */
  message: string;
  /**
   * Present when `message` is the catalogue's text for `code` (the embedded grader's): the values
   * it was written from, so each reader gets it again in their own interface language
   * (`feedbackItemMessage`). Absent for words that cannot be written again: a model's, a teacher's.
   */
  params?: MessageParams;
  /** UTF-16 offsets into the student's text; null when the item is about the whole message. */
  span: TextSpan | null;
  excerpt: string | null;
  suggestion: string | null;
};

export type TokenUsage = { inputTokens: number; outputTokens: number; totalTokens: number };

export type VocabularyUse = { id: string | null; text: string; required: boolean; matched: string };

export type GradeResult = {
  correctness: Correctness;
  feedback: FeedbackItem[];
  stepAchieved: boolean;
  vocabularyUsed: VocabularyUse[];
  usedNativeLanguage: boolean;
  /** 0–100 per graded category; null when the category cannot be assessed (pronunciation here). */
  categoryScores: Partial<Record<FeedbackCategory, number | null>>;
  pronunciationAssessed: boolean;
  backend: TutorBackendName;
  /** Set when something did not go as configured, e.g. the model failed and the embedded grader stood in. */
  note: string | null;
  tokensUsed: TokenUsage | null;
};

export type ReplyResult = {
  text: string;
  /** The step the student works on after this turn. */
  nextStepIndex: number;
  stepAdvanced: boolean;
  /** True when this is the closing turn after the last step. */
  finished: boolean;
  note: string | null;
  tokensUsed: TokenUsage | null;
};

/** A streamed reply: text chunks as they come, and the whole turn when it is done. */
export type ReplyStream = {
  textStream: AsyncIterable<string>;
  result: Promise<ReplyResult>;
};

export type SuggestionsResult = {
  suggestions: string[];
  note: string | null;
  tokensUsed: TokenUsage | null;
};

export type TranslationResult = {
  text: string | null;
  /** Null when a translation could not be produced (the embedded back-end only knows scripted lines). */
  note: string | null;
  tokensUsed: TokenUsage | null;
};

export type TranscriptionResult =
  | {
      supported: true;
      text: string;
      durationSeconds: number | null;
      /** The spoken stretches, when the server times them (verbose_json segments). */
      segments: SpeechSegment[] | null;
    }
  | { supported: false; reason: string };

export type SpeechResult =
  | { supported: true; audio: Uint8Array; mediaType: string }
  | { supported: false; reason: string };

export type TutorBackendName = 'embedded' | 'openai-compatible';

export type Tutor = {
  readonly backend: TutorBackendName;
  reply(input: ReplyInput): ReplyStream;
  grade(input: GradeInput): Promise<GradeResult>;
  suggest(input: TutorTurnInput): Promise<SuggestionsResult>;
  translate(input: {
    text: string;
    from: string;
    to: string;
    scenario?: ScenarioContext;
    signal?: AbortSignal;
  }): Promise<TranslationResult>;
  transcribe(input: {
    audio: Uint8Array;
    mediaType: string;
    language: string;
    signal?: AbortSignal;
  }): Promise<TranscriptionResult>;
  speak(input: {
    text: string;
    language: string;
    voiceGender: VoiceGender;
    voiceName?: string;
    signal?: AbortSignal;
  }): Promise<SpeechResult>;
};
