import { feedbackMessage, type MessageParams } from '../feedback-messages.ts';
import { isNativeLanguageUse } from '../text/language-id.ts';
import { tokenize } from '../text/tokenize.ts';
import type {
  FeedbackCategory,
  FeedbackItem,
  GradeInput,
  GradeResult,
  VocabularyUse,
} from '../tutor.ts';
import { FEEDBACK_CATEGORIES } from '../tutor.ts';
import { decideCorrectness } from './correctness.ts';
import { detectIssues } from './error-detection.ts';
import { assessCohesion, assessFluency } from './fluency.ts';
import type { DetectedIssue, IssueCode } from './issue.ts';
import { findPhrase } from './phrase-matching.ts';
import { isStepAchieved, orderedSteps } from './step-progress.ts';
import { otherLanguageUsed } from './wrong-language.ts';

/** Each error costs this share of the score per word: one error in ten words gives 70. */
const ERROR_WEIGHT = 3;
const MISSING_REQUIRED_ITEM_PENALTY = 10;
const STEP_NOT_ACHIEVED_SCORE = 50;

/** Grades one student message offline and deterministically. */
export async function gradeEmbedded(input: GradeInput): Promise<GradeResult> {
  const { scenario, studentText, interfaceLanguage } = input;
  const language = scenario.language;
  const tokens = tokenize(studentText, language);
  const usedNativeLanguage = await isNativeLanguageUse(
    studentText,
    tokens.length,
    input.nativeLanguage,
    language,
  );
  const otherLanguage = usedNativeLanguage
    ? null
    : await otherLanguageUsed(studentText, tokens.length, input.nativeLanguage, language);
  const offTarget = usedNativeLanguage || otherLanguage !== null;
  const issues = offTarget ? [] : await detectIssues(studentText, language, { suggestions: true });
  const step = orderedSteps(scenario.steps)[input.currentStepIndex];
  const stepAchieved = isStepAchieved(step, studentText, tokens, language, !offTarget);
  const vocabularyUsed = usedVocabulary(input, tokens);
  const missingRequired = missingRequiredVocabulary(input, vocabularyUsed);
  const fluency = assessFluency(
    tokens.length,
    scenario.level,
    input.audioDurationSeconds,
    input.pauses,
  );
  const cohesion = assessCohesion(studentText, tokens, language, scenario.level);

  const feedback: FeedbackItem[] = issues.map((issue) =>
    toFeedback(issue, studentText, interfaceLanguage),
  );
  const advise = (code: IssueCode, category: FeedbackCategory, params: MessageParams = {}) =>
    feedback.push({
      category,
      code,
      severity: 'advice',
      message: feedbackMessage(code, interfaceLanguage, params),
      params,
      span: null,
      excerpt: null,
      suggestion: null,
    });
  if (usedNativeLanguage) advise('NATIVE_LANGUAGE', 'OTHER');
  if (otherLanguage) advise('WRONG_LANGUAGE', 'OTHER', { language: otherLanguage });
  if (!stepAchieved && step && !offTarget)
    advise('STEP_NOT_ACHIEVED', 'OTHER', { goal: step.goal });
  if (missingRequired.length > 0) {
    advise('REQUIRED_VOCABULARY_MISSING', 'VOCABULARY', { items: missingRequired });
  }
  if (!offTarget && fluency.tooShort) advise('TOO_SHORT', 'FLUENCY');
  if (fluency.slow && fluency.wordsPerMinute !== null) {
    advise('SLOW_SPEECH', 'FLUENCY', { wpm: fluency.wordsPerMinute });
  }
  if (fluency.longPauses > 0 && input.pauses) {
    advise('LONG_PAUSES', 'FLUENCY', { longest: input.pauses.longestSeconds });
  }
  if (!offTarget && cohesion.fewConnectives) {
    advise('FEW_CONNECTIVES', 'COHESION', { examples: cohesion.examples });
  }
  const graded =
    scenario.gradedCategories.length > 0 ? scenario.gradedCategories : [...FEEDBACK_CATEGORIES];
  if (graded.includes('PRONUNCIATION') && input.audioDurationSeconds !== undefined) {
    advise('PRONUNCIATION_NOT_ASSESSED', 'PRONUNCIATION');
  }

  const errors = issues.filter((issue) => issue.severity === 'error');
  const errorScore = (categories: FeedbackCategory[]) => {
    const count = errors.filter((issue) => categories.includes(issue.category)).length;
    return Math.round(100 * (1 - Math.min(1, (ERROR_WEIGHT * count) / Math.max(1, tokens.length))));
  };
  const allScores: Record<FeedbackCategory, number | null> = {
    GRAMMAR: errorScore(['GRAMMAR']),
    VOCABULARY: Math.max(
      0,
      errorScore(['VOCABULARY']) - MISSING_REQUIRED_ITEM_PENALTY * missingRequired.length,
    ),
    FLUENCY: fluency.score,
    COHESION:
      cohesion.score === null
        ? null
        : Math.max(0, cohesion.score - (100 - errorScore(['COHESION']))),
    OTHER: stepAchieved ? 100 : STEP_NOT_ACHIEVED_SCORE,
    PRONUNCIATION: null,
  };
  const categoryScores: GradeResult['categoryScores'] = {};
  for (const category of graded) {
    // A message off target scores 0 where it is assessed; what cannot be assessed stays null.
    categoryScores[category] = offTarget && allScores[category] !== null ? 0 : allScores[category];
  }

  return {
    correctness: decideCorrectness({
      usedNativeLanguage: offTarget,
      wordCount: tokens.length,
      errorCount: errors.length,
      stepAchieved,
    }),
    feedback,
    stepAchieved,
    vocabularyUsed,
    usedNativeLanguage,
    categoryScores,
    pronunciationAssessed: false,
    backend: 'embedded',
    note: null,
    tokensUsed: null,
  };
}

function toFeedback(issue: DetectedIssue, text: string, interfaceLanguage: string): FeedbackItem {
  const excerpt = text.slice(issue.start, issue.end);
  const params = { word: excerpt, suggestion: issue.suggestion ?? '', ...issue.params };
  return {
    category: issue.category,
    code: issue.code,
    severity: issue.severity,
    message: feedbackMessage(issue.code, interfaceLanguage, params),
    params,
    span: { start: issue.start, end: issue.end },
    excerpt,
    suggestion: issue.suggestion,
  };
}

function usedVocabulary(input: GradeInput, tokens: ReturnType<typeof tokenize>): VocabularyUse[] {
  const used: VocabularyUse[] = [];
  for (const item of input.scenario.vocabulary) {
    const match = findPhrase(item.text, input.studentText, input.scenario.language, tokens);
    if (match)
      used.push({
        id: item.id ?? null,
        text: item.text,
        required: item.required,
        matched: match.matched,
      });
  }
  return used;
}

/** Required items the student has not used in this message nor in any earlier one. */
function missingRequiredVocabulary(input: GradeInput, usedNow: VocabularyUse[]): string[] {
  const { scenario } = input;
  const earlier = input.conversation
    .filter((turn) => turn.role === 'USER')
    .map((turn) => turn.text);
  return scenario.vocabulary
    .filter((item) => item.required)
    .filter((item) => !usedNow.some((use) => use.text === item.text))
    .filter(
      (item) => !earlier.some((text) => findPhrase(item.text, text, scenario.language) !== null),
    )
    .map((item) => item.text);
}
