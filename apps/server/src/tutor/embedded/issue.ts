import type { FeedbackCategory } from '../tutor.ts';

/**
 * What a rule found in the student's text. `code` keys the message catalogue; `severity` says
 * whether it counts against correctness ("error") or is advice the student may take or leave.
 */
export type DetectedIssue = {
  code: IssueCode;
  category: FeedbackCategory;
  severity: 'error' | 'advice';
  start: number;
  end: number;
  suggestion: string | null;
  /** Values for the message template, e.g. the expected form. */
  params?: Record<string, string>;
};

export const ISSUE_CODES = [
  'SPELLING',
  'MISSING_ACCENT',
  'CAPITALIZATION',
  'LOWERCASE_NAME',
  'REPEATED_WORD',
  'SUBJECT_PRONOUN',
  'ARTICLE_FOR_PRONOUN',
  'GENDER_AGREEMENT',
  'NUMBER_AGREEMENT',
  'MUY_NOT_MUCHO',
  'SER_ESTAR',
  'CONTRACTION',
  'LEARNER_CONFUSION',
  'GRAMMAR',
  'NATIVE_LANGUAGE',
  'WRONG_LANGUAGE',
  'STEP_NOT_ACHIEVED',
  'REQUIRED_VOCABULARY_MISSING',
  'TOO_SHORT',
  'SLOW_SPEECH',
  'LONG_PAUSES',
  'FEW_CONNECTIVES',
  'PRONUNCIATION_NOT_ASSESSED',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];
