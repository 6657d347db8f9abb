/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where an assignment stands for a student: TO_DO (also while an attempt is in progress), DONE (every scenario completed), CLOSED (closed or past due, not done). */
export type AssignmentBucket =
  | 'CLOSED'
  | 'DONE'
  | 'TO_DO';

/** A student’s standing on one scenario: not started, in progress (started, nothing completed), completed, passed. */
export type AssignmentResultStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED'
  | 'PASSED';

export type AttachmentKind =
  | 'IMAGE'
  | 'PDF';

/** DISABLED: one attempt, no retries. LIMITED: maxAttempts. UNLIMITED: no limit. */
export type AttemptMode =
  | 'DISABLED'
  | 'LIMITED'
  | 'UNLIMITED';

/** NO_PRACTICE: no attempt in the range. WORK_MISSED: an assignment past its due date and not done. LOW_SCORE: average under 60. */
export type AttentionReason =
  | 'LOW_SCORE'
  | 'NO_PRACTICE'
  | 'WORK_MISSED';

export type CategoryScoreInput = {
  category: FeedbackCategory;
  score: number;
};

/** CEFR level, A1 (beginner) to C2 (mastery). */
export type CefrLevel =
  | 'A1'
  | 'A2'
  | 'B1'
  | 'B2'
  | 'C1'
  | 'C2';

export type ClassroomInput = {
  description?: string | null | undefined;
  languageId: string | number;
  level: CefrLevel;
  name: string;
  /** An image; stored re-encoded with a thumbnail. */
  photo?: unknown;
};

export type ClassroomRole =
  | 'CO_TEACHER'
  | 'OWNER'
  | 'STUDENT';

export type ClassroomSortField =
  | 'CREATED_AT'
  | 'LEVEL'
  | 'NAME';

/** Only the fields sent change. */
export type ClassroomUpdateInput = {
  description?: string | null | undefined;
  languageId?: string | number | null | undefined;
  level?: CefrLevel | null | undefined;
  name?: string | null | undefined;
  photo?: unknown;
  /** Back to the default avatar. */
  removePhoto?: boolean | null | undefined;
};

export type Correctness =
  | 'CORRECTING'
  | 'NO'
  | 'PARTIAL'
  | 'YES';

export type CurriculumFilter = {
  languageId?: string | number | null | undefined;
  level?: CefrLevel | null | undefined;
  scope?: LibraryScope | null | undefined;
  /** Words searched in the title and description. */
  text?: string | null | undefined;
};

export type CurriculumInput = {
  description?: string | null | undefined;
  languageId: string | number;
  level: CefrLevel;
  /** Own or public scenarios in the same language, in order (public ones only in a public curriculum). */
  scenarioIds?: Array<string | number> | null | undefined;
  title: string;
  visibility?: Visibility | null | undefined;
};

export type CurriculumSortField =
  | 'CREATED_AT'
  | 'LEVEL'
  | 'TITLE'
  | 'UPDATED_AT';

export type ErrorCode =
  | 'ALREADY_A_MEMBER'
  | 'ASSIGNMENT_CLOSED'
  | 'ASSIGNMENT_LOCKED'
  | 'ASSIGNMENT_NOT_DRAFT'
  | 'ASSIGNMENT_NOT_PUBLISHED'
  | 'ASSIGNMENT_NOT_STARTED'
  | 'ASSIGNMENT_PAST_DUE'
  | 'ASSIGNMENT_STATUS_CHANGE'
  | 'ASSIGNMENT_TARGET_REQUIRED'
  | 'ATTEMPT_NOT_REVIEWABLE'
  | 'CATEGORY_NOT_GRADED'
  | 'CLASSROOM_ARCHIVED'
  | 'CURRICULUM_IN_USE'
  | 'CURRICULUM_SCENARIO_LIST_MISMATCH'
  | 'DUE_BEFORE_START'
  | 'DUPLICATE_CURRICULUM_SCENARIO'
  | 'DUPLICATE_GRADED_CATEGORY'
  | 'DUPLICATE_RUBRIC_CATEGORY'
  | 'DUPLICATE_VOCABULARY'
  | 'DURATION_RANGE'
  | 'EVALUATION_SETTING_IN_USE'
  | 'EXTENSION_EMPTY'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_MISMATCH'
  | 'FORBIDDEN'
  | 'GRADED_CATEGORIES_REQUIRED'
  | 'GRADED_CATEGORY_WEIGHTS_SUM'
  | 'GRADING_NOT_FAILED'
  | 'HELP_NEEDS_CHARACTER_LINE'
  | 'IMAGE_UNREADABLE'
  | 'INVALID'
  | 'INVALID_DATE'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE_NUMBER'
  | 'INVALID_TIME_ZONE'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_FOR_ANOTHER_ACCOUNT'
  | 'INVITATION_INVALID'
  | 'INVITATION_NOT_PENDING'
  | 'INVITATION_REVOKED'
  | 'LANGUAGE_CODE_TAKEN'
  | 'LANGUAGE_MISMATCH'
  | 'LIBRARY_STAFF_ONLY'
  | 'MAX_ATTEMPTS_REQUIRED'
  | 'MESSAGE_NOT_GRADED'
  | 'MESSAGE_REQUIRED'
  | 'NOT_ASSIGNED'
  | 'NOT_FOUND'
  | 'NO_ATTEMPTS_LEFT'
  | 'NUMBER_TOO_LARGE'
  | 'NUMBER_TOO_SMALL'
  | 'OWNER_CANNOT_LEAVE'
  | 'PRACTICE_ENDED'
  | 'PRACTICE_TIME_UP'
  | 'RANGE_END_BEFORE_START'
  | 'RANGE_TOO_LONG'
  | 'RECORDING_NOTICE_REQUIRED'
  | 'RECORDING_TOO_LONG'
  | 'RECORDING_TOO_SHORT'
  | 'RECORDING_UNREADABLE'
  | 'REQUIRED'
  | 'RUBRICS_REQUIRED'
  | 'RUBRIC_WEIGHTS_SUM'
  | 'SCENARIO_IN_USE'
  | 'SCENARIO_LANGUAGE_LOCKED'
  | 'SCENARIO_NOT_AVAILABLE'
  | 'SCENARIO_NOT_PUBLIC'
  | 'SCENARIO_SHARED'
  | 'SCORE_RANGE'
  | 'STEPS_REQUIRED'
  | 'STEP_LIST_MISMATCH'
  | 'STUDENT_NOT_IN_CLASSROOM'
  | 'TEACHER_PROFILE_REQUIRED'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'TOO_MANY_ATTACHMENTS'
  | 'TOO_MANY_BUCKETS'
  | 'TOO_MANY_CURRICULUM_SCENARIOS'
  | 'TOO_MANY_EXPECTED_PHRASES'
  | 'TOO_MANY_INVITATIONS'
  | 'TOO_MANY_STEPS'
  | 'TOO_MANY_VOCABULARY_ITEMS'
  | 'TOO_SHORT'
  | 'TRANSCRIPT_REQUIRED'
  | 'UNAUTHENTICATED'
  | 'UNKNOWN_LANGUAGE'
  | 'UNKNOWN_STEP'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'USERNAME_TAKEN'
  | 'USER_TYPE_ALREADY_SET'
  | 'WEIGHT_RANGE';

export type EvaluationSettingFilter = {
  /** Words searched in the name. */
  text?: string | null | undefined;
};

export type EvaluationSettingInput = {
  attemptMode: AttemptMode;
  gradedCategories: Array<GradedCategoryInput>;
  helpFeatures?: Array<HelpFeature> | null | undefined;
  liveFeedback?: boolean | null | undefined;
  /** Required for LIMITED; ignored otherwise. */
  maxAttempts?: number | null | undefined;
  /** A time limit per attempt; leave out for none. */
  maxDurationSeconds?: number | null | undefined;
  name: string;
  passingScore: number;
};

export type FeedbackCategory =
  | 'COHESION'
  | 'FLUENCY'
  | 'GRAMMAR'
  | 'OTHER'
  | 'PRONUNCIATION'
  | 'VOCABULARY';

export type FeedbackItemInput = {
  category: FeedbackCategory;
  /** The tutor’s code when editing its item; TEACHER otherwise. */
  code?: string | null | undefined;
  excerpt?: string | null | undefined;
  message: string;
  /** "error" or "advice". */
  severity: string;
  span?: TextSpanInput | null | undefined;
  suggestion?: string | null | undefined;
};

export type GradedCategoryInput = {
  category: FeedbackCategory;
  weight: number;
};

/** How the background grading of a student message stands. */
export type GradingStatus =
  | 'FAILED'
  | 'GRADED'
  | 'PENDING';

export type HelpFeature =
  | 'USE_NATIVE_LANGUAGE'
  | 'VIEW_DESCRIPTION'
  | 'VIEW_RUBRICS'
  | 'VIEW_SUGGESTIONS'
  | 'VIEW_TRANSCRIPTION'
  | 'VIEW_TRANSLATION';

export type InvitationStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING'
  | 'REVOKED';

export type ItemKind =
  | 'PHRASE'
  | 'WORD';

/** MINE: the viewer's own. LIBRARY: everything public. ALL: both. */
export type LibraryScope =
  | 'ALL'
  | 'LIBRARY'
  | 'MINE';

export type MessageRole =
  | 'ASSISTANT'
  | 'USER';

/** Local calendar days from–to (both included) in timeZone, cut into buckets of one period (at most 400). */
export type MetricsRangeInput = {
  /** ISO weekday weeks start on (1 Monday … 7 Sunday), the locale's; 1 when absent. */
  firstDayOfWeek?: number | null | undefined;
  /** YYYY-MM-DD */
  from: string;
  period: TimePeriod;
  /** An IANA zone; the account's zone when absent. */
  timeZone?: string | null | undefined;
  /** YYYY-MM-DD */
  to: string;
};

export type PracticeAssignmentExtensionInput = {
  assignmentId: string | number;
  /** A later due date for this student. */
  dueAt?: string | null | undefined;
  /** Attempts on top of the setting’s, per scenario. */
  extraAttempts?: number | null | undefined;
  studentProfileId: string | number;
};

export type PracticeAssignmentInput = {
  classroomId: string | number;
  /** A curriculum (its scenarios in order); or give scenarioId. */
  curriculumId?: string | number | null | undefined;
  dueAt?: string | null | undefined;
  evaluationSettingId: string | number;
  instructions?: string | null | undefined;
  /** One scenario; or give curriculumId. */
  scenarioId?: string | number | null | undefined;
  /** Now when left out. */
  startsAt?: string | null | undefined;
  /** Only these students of the classroom; empty or left out: the whole classroom. */
  studentProfileIds?: Array<string | number> | null | undefined;
  title: string;
};

export type PracticeAssignmentStatus =
  | 'CLOSED'
  | 'DRAFT'
  | 'PUBLISHED';

export type PracticeEventKind =
  | 'INTENT_UPDATED'
  | 'MESSAGE_ADDED'
  | 'MESSAGE_GRADED'
  | 'REPLY_DELTA';

export type PracticeIntentGradeInput = {
  /** Scores the teacher sets; categories left out follow their answers. */
  categoryScores?: Array<CategoryScoreInput> | null | undefined;
  /** For the student, shown as the teacher’s. */
  comment?: string | null | undefined;
  intentId: string | number;
  /** Left out: the setting’s weighted mean. */
  overallScore?: number | null | undefined;
};

export type PracticeIntentStatus =
  | 'ABANDONED'
  | 'COMPLETED'
  | 'IN_PROGRESS';

export type PracticeMessageGradeInput = {
  correctness: Correctness;
  feedback: Array<FeedbackItemInput>;
  messageId: string | number;
};

/** Only the fields sent change. Profile fields (phone, languages, photo) apply to the profile of the user type. */
export type ProfileInput = {
  firstName?: string | null | undefined;
  /** Interface language: en, es, ar, de, fr or zh-Hans. */
  language?: string | null | undefined;
  /** Languages taught (teacher) or learnt (student); replaces the list. */
  languageIds?: Array<string | number> | null | undefined;
  lastName?: string | null | undefined;
  nativeLanguageId?: string | number | null | undefined;
  /** International format; stored as E.164. Empty or null removes it. */
  phoneNumber?: string | null | undefined;
  /** An image; stored re-encoded with a thumbnail. */
  photo?: unknown;
  /** Back to the default avatar. */
  removePhoto?: boolean | null | undefined;
  /** IANA time zone (Europe/Madrid): due dates are shown and mailed in it. */
  timeZone?: string | null | undefined;
  username?: string | null | undefined;
};

/** Why an attempt needs a look: the grade came from the fallback, low correctness, mostly the native language, no step progress (off topic), very short answers. */
export type ReviewReason =
  | 'FALLBACK_GRADING'
  | 'LOW_CORRECTNESS'
  | 'NATIVE_LANGUAGE'
  | 'NO_STEP_PROGRESS'
  | 'SHORT_ANSWERS';

export type RubricInput = {
  category: FeedbackCategory;
  criteria: string;
  /** Percent; the weights add up to 100. */
  weight: number;
};

export type ScenarioFilter = {
  languageId?: string | number | null | undefined;
  level?: CefrLevel | null | undefined;
  scope?: LibraryScope | null | undefined;
  /** Words searched in the title, description and character's name. */
  text?: string | null | undefined;
};

/** The whole scenario as the editor holds it: steps in order (ids kept), vocabulary and rubrics replace the old ones. */
export type ScenarioInput = {
  characterName: string;
  characterPersonality?: string | null | undefined;
  characterRole: string;
  description?: string | null | undefined;
  estimatedDurationSeconds: number;
  languageId: string | number;
  level: CefrLevel;
  openingMessage: string;
  openingMessageTranslation?: string | null | undefined;
  rubrics: Array<RubricInput>;
  steps: Array<ScenarioStepInput>;
  studentGoal: string;
  studentRole: string;
  title: string;
  visibility?: Visibility | null | undefined;
  vocabularyItems?: Array<VocabularyItemInput> | null | undefined;
  voiceGender: VoiceGender;
  voiceName?: string | null | undefined;
};

export type ScenarioSortField =
  | 'CREATED_AT'
  | 'ESTIMATED_DURATION'
  | 'LEVEL'
  | 'TITLE'
  | 'UPDATED_AT';

export type ScenarioStepInput = {
  expectedPhrases?: Array<string> | null | undefined;
  goal: string;
  /** An existing step keeps its id; leave it out for a new step. */
  id?: string | number | null | undefined;
  scriptedLine: string;
  scriptedLineTranslation?: string | null | undefined;
  title: string;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type TextSpanInput = {
  end: number;
  start: number;
};

export type TimePeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** Who produced the text a recorded answer is graded by. */
export type TranscriptSource =
  | 'BROWSER'
  | 'SERVER'
  | 'TYPED';

/** How the server’s transcription of a recording stands (TUTOR_TRANSCRIPTION_MODEL). */
export type TranscriptionStatus =
  | 'DONE'
  | 'FAILED'
  | 'PENDING';

export type UserType =
  | 'STUDENT'
  | 'TEACHER';

/** PRIVATE: the owner only. PUBLIC: the library, readable by every teacher and student. */
export type Visibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type VocabularyItemInput = {
  kind: ItemKind;
  required?: boolean | null | undefined;
  text: string;
  translation?: string | null | undefined;
};

/** USED_CORRECTLY: in a message graded YES. USED: only in messages graded otherwise. NEVER_USED: in none. */
export type VocabularyStatus =
  | 'NEVER_USED'
  | 'USED'
  | 'USED_CORRECTLY';

export type VoiceGender =
  | 'FEMALE'
  | 'MALE';

export type AssignmentResultsCsvQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignmentResultsCsvQuery = { practiceAssignment: { id: string, title: string, resultsCsv: string } | null };

export type AssignmentResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignmentResultsQuery = { readUser: { id: string, timeZone: string } | null, practiceAssignment: { id: string, title: string, status: PracticeAssignmentStatus, dueAt: string | null, isCurriculum: boolean, classroom: { id: string, name: string }, rules: { passingScore: number }, results: Array<{ studentProfileId: string, studentName: string, scenarioId: string, scenarioTitle: string, status: AssignmentResultStatus, attemptsUsed: number, bestScore: number | null, lastScore: number | null, minutesSpent: number, helpUsed: number, lastActivityAt: string | null, latestAttemptId: string | null, unreviewed: number }> } | null };

export type AssignOptionsQueryVariables = Exact<{
  withClassrooms: boolean;
  withScenarios: boolean;
  withCurricula: boolean;
}>;


export type AssignOptionsQuery = { readUser: { id: string, timeZone: string } | null, evaluationSettings: { objects: Array<{ id: string, name: string, attemptMode: AttemptMode, maxAttempts: number | null, helpFeatures: Array<HelpFeature>, passingScore: number, maxDurationSeconds: number | null }> }, classrooms?: { objects: Array<{ id: string, name: string, viewerRole: ClassroomRole | null }> }, scenarios?: { objects: Array<{ id: string, title: string, isLibrary: boolean, language: { id: string, name: string, isoLanguageCode: string } }> }, curricula?: { objects: Array<{ id: string, title: string, isLibrary: boolean, language: { id: string, name: string, isoLanguageCode: string } }> } };

export type AssignRosterQueryVariables = Exact<{
  id: string | number;
}>;


export type AssignRosterQuery = { classroom: { id: string, level: CefrLevel, language: { id: string, name: string, isoLanguageCode: string }, paginatedStudents: { objects: Array<{ id: string, user: { id: string, firstName: string, lastName: string, username: string | null } }> } } | null };

export type AssignTargetQueryVariables = Exact<{
  scenarioId: string | number;
  curriculumId: string | number;
  isScenario: boolean;
  isCurriculum: boolean;
}>;


export type AssignTargetQuery = { scenario?: { id: string, title: string, level: CefrLevel, characterName: string, characterRole: string, studentRole: string, estimatedDurationSeconds: number, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string }> } | null, curriculum?: { id: string, title: string, level: CefrLevel, language: { id: string, name: string, isoLanguageCode: string }, scenarios: Array<{ position: number, scenario: { id: string, title: string, level: CefrLevel, characterName: string, characterRole: string, studentRole: string, estimatedDurationSeconds: number, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string }> } }> } | null };

export type AssignPreviewScenarioFragment = { id: string, title: string, level: CefrLevel, characterName: string, characterRole: string, studentRole: string, estimatedDurationSeconds: number, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string }> };

export type ClassroomAssignmentsQueryVariables = Exact<{
  classroomId: string | number;
}>;


export type ClassroomAssignmentsQuery = { readUser: { id: string, timeZone: string } | null, practiceAssignments: { totalCount: number, objects: Array<{ id: string, title: string, instructions: string, status: PracticeAssignmentStatus, startsAt: string, dueAt: string | null, wholeClassroom: boolean, isCurriculum: boolean, viewerCanManage: boolean, completion: { done: number, assigned: number, retrying: number }, scenario: { id: string, title: string } | null, curriculum: { id: string, title: string } | null, rules: { evaluationSettingId: string, name: string, attemptMode: AttemptMode, maxAttempts: number | null, helpFeatures: Array<HelpFeature> }, students: Array<{ id: string }> }> } };

export type ClosePracticeAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type ClosePracticeAssignmentMutation = { closePracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type CreatePracticeAssignmentMutationVariables = Exact<{
  input: PracticeAssignmentInput;
}>;


export type CreatePracticeAssignmentMutation = { createPracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type DeletePracticeAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePracticeAssignmentMutation = { deletePracticeAssignment: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type DuplicatePracticeAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicatePracticeAssignmentMutation = { duplicatePracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type GrantPracticeAssignmentExtensionMutationVariables = Exact<{
  input: PracticeAssignmentExtensionInput;
}>;


export type GrantPracticeAssignmentExtensionMutation = { grantPracticeAssignmentExtension: { objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type PracticeAssignmentBriefQueryVariables = Exact<{
  assignmentId: string | number;
  scenarioId: string | number;
}>;


export type PracticeAssignmentBriefQuery = { practiceAssignmentScenario: { position: number, attemptsAllowed: number | null, attemptsLeft: number | null, attemptsUsed: number, bestScore: number | null, passed: boolean, completed: boolean, canStart: boolean, inProgress: { id: string } | null, attempts: Array<{ id: string, attemptNumber: number, status: PracticeIntentStatus, startedAt: string, endedAt: string | null, overallScore: number | null, passed: boolean | null }>, scenario: { id: string, title: string, level: CefrLevel, characterName: string, characterRole: string, studentRole: string, description: string | null, studentGoal: string | null, estimatedDurationSeconds: number, helpFeatures: Array<HelpFeature>, attachments: Array<{ id: string, kind: AttachmentKind, url: string, thumbnailUrl: string | null, originalName: string }> | null, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string, goal: string | null }> }, assignment: { id: string, title: string, instructions: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, viewerCanManage: boolean, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { dueAt: string | null } | null, scenarios: Array<{ position: number, completed: boolean, passed: boolean, inProgress: { id: string } | null, scenario: { id: string, title: string } }> } } | null };

export type PublishPracticeAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishPracticeAssignmentMutation = { publishPracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ReopenPracticeAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type ReopenPracticeAssignmentMutation = { reopenPracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type StartPracticeIntentMutationVariables = Exact<{
  assignmentId: string | number;
  scenarioId: string | number;
}>;


export type StartPracticeIntentMutation = { startPracticeIntent: { success: boolean, objects: Array<{ id: string, attemptNumber: number, status: PracticeIntentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type StudentAssignmentFieldsFragment = { id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> };

export type StudentAssignmentsQueryVariables = Exact<{
  bucket: AssignmentBucket;
  classroomId?: string | number | null | undefined;
  classroom: string | number;
  inClassroom: boolean;
  page?: number | null | undefined;
  pageSize?: unknown;
  sortOrder?: SortOrder | null | undefined;
}>;


export type StudentAssignmentsQuery = { list: { totalCount: number, page: number, pages: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> }> }, toDo: { totalCount: number }, done: { totalCount: number }, classroom?: { id: string, name: string } | null, closed: { totalCount: number } };

export type TeacherAssignmentsQueryVariables = Exact<{
  status?: PracticeAssignmentStatus | null | undefined;
  text?: string | null | undefined;
  classroomId?: string | number | null | undefined;
  classroom: string | number;
  inClassroom: boolean;
  page?: number | null | undefined;
  pageSize?: unknown;
}>;


export type TeacherAssignmentsQuery = { practiceAssignments: { totalCount: number, page: number, pages: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, completion: { done: number, assigned: number, retrying: number, extended: number }, scenarios: Array<{ position: number, scenarioId: string }> }> }, classroom?: { id: string, name: string } | null };

export type UpdatePracticeAssignmentMutationVariables = Exact<{
  id: string | number;
  input: PracticeAssignmentInput;
}>;


export type UpdatePracticeAssignmentMutation = { updatePracticeAssignment: { objects: Array<{ id: string, status: PracticeAssignmentStatus }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ArchiveClassroomMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;


export type ArchiveClassroomMutation = { archiveClassroom: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ClassroomQueryVariables = Exact<{
  id: string | number;
  studentsPage?: number | null | undefined;
  isTeacher: boolean;
}>;


export type ClassroomQuery = { classroom: { id: string, name: string, description: string, level: CefrLevel, avatar: string, archived: boolean, viewerRole: ClassroomRole | null, invitePath?: string, language: { id: string, name: string, isoLanguageCode: string }, owner: { id: string }, paginatedStudents?: { totalCount: number, pages: number, objects: Array<{ id: string, avatar: string, user: { id: string, firstName: string, lastName: string, username: string | null } }> }, paginatedTeachers: { objects: Array<{ id: string, avatar: string, user: { id: string, firstName: string, lastName: string, username: string | null } }> } } | null, myToDo?: { totalCount: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> }> }, myDone?: { totalCount: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> }> }, myClosed?: { totalCount: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> }> } };

export type ClassroomStudentQueryVariables = Exact<{
  id: string | number;
}>;


export type ClassroomStudentQuery = { studentProfile: { id: string, avatar: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLearningLanguages: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> }, user: { id: string, firstName: string, lastName: string, username: string | null } } | null };

export type ClassroomsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: unknown;
  search?: string | null | undefined;
  archived?: boolean | null | undefined;
  sortField?: ClassroomSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
}>;


export type ClassroomsQuery = { classrooms: { totalCount: number, page: number, pages: number, objects: Array<{ id: string, name: string, description: string, level: CefrLevel, avatar: string, archived: boolean, viewerRole: ClassroomRole | null, language: { id: string, name: string, isoLanguageCode: string } }> } };

export type CoTeacherInvitationsQueryVariables = Exact<{
  id: string | number;
}>;


export type CoTeacherInvitationsQuery = { classroom: { id: string, paginatedTeacherInvitations: { objects: Array<{ id: string, inviteeEmail: string | null, invitePath: string, expiresAt: string, expired: boolean }> }, declined: { objects: Array<{ id: string, inviteeEmail: string | null, respondedAt: string | null }> } } | null };

export type CreateClassroomMutationVariables = Exact<{
  input: ClassroomInput;
}>;


export type CreateClassroomMutation = { createClassroom: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type CreateCoTeacherInvitationMutationVariables = Exact<{
  classroomId: string | number;
  email?: string | null | undefined;
}>;


export type CreateCoTeacherInvitationMutation = { createTeacherToClassroomInvitation: { success: boolean, objects: Array<{ id: string, invitePath: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ClassroomLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassroomLanguagesQuery = { languages: Array<{ id: string, name: string, isoLanguageCode: string }> };

export type LeaveClassroomMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveClassroomMutation = { leaveClassroom: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type RemoveClassroomStudentsMutationVariables = Exact<{
  classroomId: string | number;
  studentProfileIds: Array<string | number> | string | number;
}>;


export type RemoveClassroomStudentsMutation = { removeClassroomStudents: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type RemoveClassroomTeacherMutationVariables = Exact<{
  classroomId: string | number;
  teacherProfileId: string | number;
}>;


export type RemoveClassroomTeacherMutation = { removeClassroomTeacher: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type RevokeCoTeacherInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeCoTeacherInvitationMutation = { revokeTeacherToClassroomInvitation: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type RotateClassroomInviteTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateClassroomInviteTokenMutation = { rotateClassroomInviteToken: { success: boolean, objects: Array<{ id: string, invitePath: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type UpdateClassroomMutationVariables = Exact<{
  id: string | number;
  input: ClassroomUpdateInput;
}>;


export type UpdateClassroomMutation = { updateClassroom: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type CreateEvaluationSettingMutationVariables = Exact<{
  input: EvaluationSettingInput;
}>;


export type CreateEvaluationSettingMutation = { createEvaluationSetting: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type DeleteEvaluationSettingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEvaluationSettingMutation = { deleteEvaluationSetting: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type EvaluationSettingQueryVariables = Exact<{
  id: string | number;
}>;


export type EvaluationSettingQuery = { evaluationSetting: { id: string, name: string, attemptMode: AttemptMode, maxAttempts: number | null, helpFeatures: Array<HelpFeature>, passingScore: number, maxDurationSeconds: number | null, liveFeedback: boolean, updatedAt: string, gradedCategories: Array<{ category: FeedbackCategory, weight: number }> } | null };

export type EvaluationSettingsQueryVariables = Exact<{
  page?: number | null | undefined;
  filter?: EvaluationSettingFilter | null | undefined;
}>;


export type EvaluationSettingsQuery = { evaluationSettings: { totalCount: number, pages: number, page: number, objects: Array<{ id: string, name: string, attemptMode: AttemptMode, maxAttempts: number | null, helpFeatures: Array<HelpFeature>, passingScore: number }> } };

export type UpdateEvaluationSettingMutationVariables = Exact<{
  id: string | number;
  input: EvaluationSettingInput;
}>;


export type UpdateEvaluationSettingMutation = { updateEvaluationSetting: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type StudentHomeQueryVariables = Exact<{
  progressRange: MetricsRangeInput;
}>;


export type StudentHomeQuery = { readUser: { id: string, firstName: string, lastName: string, username: string | null, email: string | null, studentProfile: { id: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLearningLanguages: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> } } | null } | null, classrooms: { totalCount: number, objects: Array<{ id: string, name: string, level: CefrLevel, avatar: string, language: { id: string, name: string, isoLanguageCode: string } }> }, nextAssignments: { totalCount: number, objects: Array<{ id: string, title: string, status: PracticeAssignmentStatus, isCurriculum: boolean, startsAt: string, dueAt: string | null, classroom: { id: string, name: string, avatar: string }, rules: { attemptMode: AttemptMode, maxAttempts: number | null }, myProgress: { bucket: AssignmentBucket, dueAt: string | null, attemptsUsed: number, attemptsAllowed: number | null, bestScore: number | null, passed: boolean, completedScenarios: number, totalScenarios: number } | null, scenarios: Array<{ position: number, completed: boolean, scenarioId: string, inProgress: { id: string } | null }> }> }, doneAssignments: { totalCount: number }, closedAssignments: { totalCount: number }, myTeachers: { totalCount: number, objects: Array<{ id: string, avatar: string, user: { id: string, firstName: string, lastName: string, username: string | null } }> }, myProgress: { streakDays: number, totals: { practiceSeconds: number } } };

export type TeacherHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherHomeQuery = { readUser: { id: string, firstName: string, lastName: string, username: string | null, email: string | null, teacherProfile: { id: string, invitePath: string, paginatedLanguagesTaught: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> } } | null } | null, myTeacherToClassroomInvitations: { totalCount: number, objects: Array<{ id: string, token: string, classroomId: string, invitePath: string, expiresAt: string, invitedBy: { id: string, user: { id: string, firstName: string, lastName: string, username: string | null } }, classroomPreview: { name: string, level: CefrLevel, avatar: string, language: { name: string, isoLanguageCode: string } } }> }, classrooms: { totalCount: number, objects: Array<{ id: string, name: string, level: CefrLevel, avatar: string, language: { id: string, name: string, isoLanguageCode: string } }> }, myStudents: { totalCount: number, objects: Array<{ id: string, avatar: string, user: { id: string, firstName: string, lastName: string, username: string | null } }> } };

export type AcceptClassroomInviteMutationVariables = Exact<{
  teacherToken: string;
  classroomToken: string;
}>;


export type AcceptClassroomInviteMutation = { acceptClassroomInvite: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type AcceptCoTeachingMutationVariables = Exact<{
  classroomId: string | number;
  token: string;
}>;


export type AcceptCoTeachingMutation = { acceptTeacherToClassroomInvitation: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type AcceptTeacherInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptTeacherInviteMutation = { acceptTeacherInvite: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ClassroomInvitePreviewQueryVariables = Exact<{
  teacherToken: string;
  classroomToken: string;
}>;


export type ClassroomInvitePreviewQuery = { classroomInvitePreview: { joinedClassroomId: string | null, classroom: { name: string, level: CefrLevel, avatar: string, language: { name: string, isoLanguageCode: string } }, teacher: { firstName: string, lastName: string, avatar: string } } };

export type CoTeachingInvitePreviewQueryVariables = Exact<{
  classroomId: string | number;
  token: string;
}>;


export type CoTeachingInvitePreviewQuery = { teacherToClassroomInvitationPreview: { status: InvitationStatus, expiresAt: string, classroom: { name: string, level: CefrLevel, avatar: string, language: { name: string, isoLanguageCode: string } }, invitedBy: { firstName: string, lastName: string, avatar: string } } };

export type DeclineCoTeachingMutationVariables = Exact<{
  classroomId: string | number;
  token: string;
}>;


export type DeclineCoTeachingMutation = { declineTeacherToClassroomInvitation: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type TeacherInvitePreviewQueryVariables = Exact<{
  token: string;
}>;


export type TeacherInvitePreviewQuery = { teacherInvitePreview: { teacher: { firstName: string, lastName: string, avatar: string } } };

export type AddScenarioAttachmentMutationVariables = Exact<{
  scenarioId: string | number;
  file: unknown;
}>;


export type AddScenarioAttachmentMutation = { addScenarioAttachment: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type AuthoringLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthoringLanguagesQuery = { languages: Array<{ id: string, name: string, isoLanguageCode: string }> };

export type CreateCurriculumMutationVariables = Exact<{
  input: CurriculumInput;
}>;


export type CreateCurriculumMutation = { createCurriculum: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type CreateScenarioMutationVariables = Exact<{
  input: ScenarioInput;
}>;


export type CreateScenarioMutation = { createScenario: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type CurriculaQueryVariables = Exact<{
  page?: number | null | undefined;
  filter?: CurriculumFilter | null | undefined;
  sortField?: CurriculumSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
}>;


export type CurriculaQuery = { curricula: { totalCount: number, pages: number, page: number, objects: Array<{ id: string, title: string, description: string, level: CefrLevel, visibility: Visibility, isLibrary: boolean, viewerCanEdit: boolean, scenarioCount: number, totalEstimatedDurationMinutes: number, language: { id: string, name: string, isoLanguageCode: string } }> } };

export type CurriculumQueryVariables = Exact<{
  id: string | number;
}>;


export type CurriculumQuery = { curriculum: { id: string, title: string, description: string, level: CefrLevel, visibility: Visibility, isLibrary: boolean, viewerCanEdit: boolean, totalEstimatedDurationMinutes: number, updatedAt: string, language: { id: string, name: string, isoLanguageCode: string }, scenarios: Array<{ position: number, scenario: { id: string, title: string, level: CefrLevel, isLibrary: boolean, visibility: Visibility, estimatedDurationMinutes: number, estimatedDurationSeconds: number, language: { id: string, isoLanguageCode: string } } }> } | null };

export type DeleteCurriculumMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCurriculumMutation = { deleteCurriculum: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type DeleteScenarioMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScenarioMutation = { deleteScenario: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type DuplicateCurriculumMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateCurriculumMutation = { duplicateCurriculum: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type DuplicateScenarioMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateScenarioMutation = { duplicateScenario: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type RemoveScenarioAttachmentMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveScenarioAttachmentMutation = { removeScenarioAttachment: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ScenarioQueryVariables = Exact<{
  id: string | number;
}>;


export type ScenarioQuery = { scenario: { id: string, title: string, description: string, level: CefrLevel, visibility: Visibility, isLibrary: boolean, viewerIsOwner: boolean, viewerCanEdit: boolean, estimatedDurationSeconds: number, estimatedDurationMinutes: number, characterName: string, characterRole: string, characterPersonality: string, voiceGender: VoiceGender, voiceName: string | null, studentRole: string, studentGoal: string, openingMessage: string, openingMessageTranslation: string, updatedAt: string, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string, goal: string, expectedPhrases: Array<string>, scriptedLine: string, scriptedLineTranslation: string }>, vocabularyItems: Array<{ id: string, kind: ItemKind, text: string, translation: string, required: boolean }>, rubrics: Array<{ id: string, category: FeedbackCategory, criteria: string, weight: number }>, attachments: Array<{ id: string, kind: AttachmentKind, contentType: string, originalName: string, sizeBytes: number, thumbnailUrl: string | null, url: string }> } | null };

export type ScenariosQueryVariables = Exact<{
  page?: number | null | undefined;
  filter?: ScenarioFilter | null | undefined;
  sortField?: ScenarioSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  pageSize?: unknown;
}>;


export type ScenariosQuery = { scenarios: { totalCount: number, pages: number, page: number, objects: Array<{ id: string, title: string, description: string, level: CefrLevel, visibility: Visibility, isLibrary: boolean, viewerIsOwner: boolean, viewerCanEdit: boolean, estimatedDurationMinutes: number, estimatedDurationSeconds: number, characterName: string, language: { id: string, name: string, isoLanguageCode: string } }> } };

export type TaughtLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type TaughtLanguagesQuery = { readUser: { id: string, teacherProfile: { id: string, paginatedLanguagesTaught: { objects: Array<{ id: string }> } } | null } | null };

export type UpdateCurriculumMutationVariables = Exact<{
  id: string | number;
  input: CurriculumInput;
}>;


export type UpdateCurriculumMutation = { updateCurriculum: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type UpdateScenarioMutationVariables = Exact<{
  id: string | number;
  input: ScenarioInput;
}>;


export type UpdateScenarioMutation = { updateScenario: { errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null, objects: Array<{ id: string }> | null } };

export type AssignmentMetricsQueryVariables = Exact<{
  assignmentId: string | number;
  range: MetricsRangeInput;
}>;


export type AssignmentMetricsQuery = { assignmentMetrics: { assignment: { id: string, title: string, dueAt: string | null, classroom: { id: string, name: string } }, range: { from: string, to: string, period: TimePeriod, timeZone: string, firstDayOfWeek: number }, totals: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, bestScore: number | null, activeStudents: number, wordsUsed: number, correctness: { yes: number, partial: number, no: number }, helpUses: Array<{ feature: HelpFeature, count: number }>, skills: Array<{ category: FeedbackCategory, score: number | null }> }, series: Array<{ start: string, figures: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, activeStudents: number, wordsUsed: number } }>, students: Array<{ attempts: number, practiceSeconds: number, bestScore: number | null, done: boolean, passed: boolean, lastPracticedAt: string | null, student: { id: string, firstName: string, lastName: string, username: string | null } }> } };

export type ClassroomMetricsQueryVariables = Exact<{
  classroomId: string | number;
  range: MetricsRangeInput;
}>;


export type ClassroomMetricsQuery = { classroom: { id: string, name: string } | null, classroomMetrics: { range: { from: string, to: string, period: TimePeriod, timeZone: string, firstDayOfWeek: number }, totals: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, bestScore: number | null, activeStudents: number, wordsUsed: number, correctness: { yes: number, partial: number, no: number }, helpUses: Array<{ feature: HelpFeature, count: number }>, skills: Array<{ category: FeedbackCategory, score: number | null }> }, previousTotals: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, activeStudents: number, wordsUsed: number }, series: Array<{ start: string, figures: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, activeStudents: number, wordsUsed: number } }>, completion: { done: number, assigned: number }, students: Array<{ practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, bestScore: number | null, lastPracticedAt: string | null, assignmentsAssigned: number, assignmentsDone: number, assignmentsMissed: number, attention: Array<AttentionReason>, student: { id: string, firstName: string, lastName: string, username: string | null } }>, assignments: Array<{ id: string, title: string, status: PracticeAssignmentStatus, dueAt: string | null, assigned: number, done: number, attempts: number, practiceSeconds: number, averageBestScore: number | null }> } };

export type MyProgressCardFieldsFragment = { streakDays: number, totals: { practiceSeconds: number } };

export type StudentMetricsQueryVariables = Exact<{
  studentId?: string | number | null | undefined;
  classroomId?: string | number | null | undefined;
  range: MetricsRangeInput;
}>;


export type StudentMetricsQuery = { studentMetrics: { streakDays: number, student: { id: string, user: { id: string, firstName: string, lastName: string, username: string | null } }, range: { from: string, to: string, period: TimePeriod, timeZone: string, firstDayOfWeek: number }, totals: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, bestScore: number | null, activeStudents: number, wordsUsed: number, correctness: { yes: number, partial: number, no: number }, helpUses: Array<{ feature: HelpFeature, count: number }>, skills: Array<{ category: FeedbackCategory, score: number | null }> }, previousTotals: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, activeStudents: number, wordsUsed: number }, series: Array<{ start: string, figures: { practiceSeconds: number, attemptsStarted: number, attemptsCompleted: number, averageScore: number | null, activeStudents: number, wordsUsed: number, skills: Array<{ category: FeedbackCategory, score: number | null }> } }>, completion: { done: number, assigned: number }, vocabulary: Array<{ text: string, translation: string, kind: ItemKind, scenarioTitle: string, status: VocabularyStatus }>, recentAttempts: Array<{ id: string, attemptNumber: number, status: PracticeIntentStatus, startedAt: string, activeSeconds: number, overallScore: number | null, scenarioTitle: string }> } };

export type AbandonPracticeIntentMutationVariables = Exact<{
  intentId: string | number;
}>;


export type AbandonPracticeIntentMutation = { abandonPracticeIntent: { success: boolean, objects: Array<{ id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type FinishPracticeIntentMutationVariables = Exact<{
  intentId: string | number;
}>;


export type FinishPracticeIntentMutation = { finishPracticeIntent: { success: boolean, objects: Array<{ id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type PracticeIntentEventsSubscriptionVariables = Exact<{
  intentId: string | number;
}>;


export type PracticeIntentEventsSubscription = { practiceIntentEvents: { kind: PracticeEventKind, delta: string | null, replyTo: string | null, message: { id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> } | null, intent: { id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null } } };

export type PracticeMessageFieldsFragment = { id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> };

export type PracticeIntentProgressFieldsFragment = { id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null };

export type PracticeResultQueryVariables = Exact<{
  id: string | number;
}>;


export type PracticeResultQuery = { practiceIntent: { attemptNumber: number, isPreview: boolean, startedAt: string, scenarioId: string | null, scenarioTitle: string, id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null, categoryScores: Array<{ category: FeedbackCategory, score: number | null }>, helpUsage: Array<{ feature: HelpFeature, count: number }>, student: { id: string, user: { id: string, firstName: string, lastName: string, username: string | null } } | null, assignment: { id: string, title: string } | null, otherAttempts: Array<{ id: string, attemptNumber: number, overallScore: number | null }>, rules: { liveFeedback: boolean, passingScore: number, gradedCategories: Array<{ category: FeedbackCategory, weight: number }> }, scenario: { id: string, title: string, characterName: string, voiceGender: VoiceGender, language: { id: string, isoLanguageCode: string } }, messages: Array<{ id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> } | null };

export type PracticeSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type PracticeSessionQuery = { practiceIntent: { attemptNumber: number, isPreview: boolean, startedAt: string, timeLimitSeconds: number | null, scenarioTitle: string, id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null, student: { id: string } | null, assignment: { id: string, title: string } | null, rules: { liveFeedback: boolean, maxDurationSeconds: number | null, helpFeatures: Array<HelpFeature> }, scenario: { id: string, title: string, characterName: string, characterRole: string, voiceGender: VoiceGender, studentRole: string, description: string | null, studentGoal: string | null, helpFeatures: Array<HelpFeature>, attachments: Array<{ id: string, kind: AttachmentKind, url: string, thumbnailUrl: string | null, originalName: string }> | null, language: { id: string, name: string, isoLanguageCode: string }, steps: Array<{ id: string, position: number, title: string, goal: string | null }>, rubrics: Array<{ category: FeedbackCategory, criteria: string, weight: number }> | null }, messages: Array<{ id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> } | null };

export type RequestPracticeReplyMutationVariables = Exact<{
  intentId: string | number;
}>;


export type RequestPracticeReplyMutation = { requestPracticeReply: { success: boolean, objects: Array<{ id: string, status: PracticeIntentStatus, currentStepIndex: number, activeSeconds: number, endedAt: string | null, overallScore: number | null, passed: boolean | null }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type RetryPracticeGradingMutationVariables = Exact<{
  messageId: string | number;
}>;


export type RetryPracticeGradingMutation = { retryPracticeGrading: { success: boolean, objects: Array<{ id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type SendPracticeMessageMutationVariables = Exact<{
  intentId: string | number;
  text: string;
}>;


export type SendPracticeMessageMutation = { sendPracticeMessage: { success: boolean, objects: Array<{ id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type SendPracticeRecordingMutationVariables = Exact<{
  intentId: string | number;
  audio: unknown;
  transcript?: string | null | undefined;
  transcriptSource?: TranscriptSource | null | undefined;
}>;


export type SendPracticeRecordingMutation = { sendPracticeRecording: { success: boolean, objects: Array<{ id: string, role: MessageRole, text: string, stepIndex: number, createdAt: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, feedbackHidden: boolean, gradingNote: string | null, translation: string | null, usedNativeLanguage: boolean, textWithheld: boolean, audioDeletedAt: string | null, transcription: string | null, transcriptSource: TranscriptSource | null, transcriptionStatus: TranscriptionStatus | null, wordsPerMinute: number | null, audio: { url: string, mimeType: string, durationSeconds: number } | null, speech: { url: string, mimeType: string, durationSeconds: number } | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type UsePracticeHelpMutationVariables = Exact<{
  intentId: string | number;
  feature: HelpFeature;
  messageId?: string | number | null | undefined;
}>;


export type UsePracticeHelpMutation = { usePracticeHelp: { success: boolean, objects: Array<{ feature: HelpFeature, suggestions: Array<string> | null, translation: string | null, note: string | null }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type ClassroomGradingAgreementQueryVariables = Exact<{
  classroomId: string | number;
}>;


export type ClassroomGradingAgreementQuery = { classroomGradingAgreement: { classroom: { answers: number, exactAgreement: number | null, kappa: number | null, meanAbsoluteScoreDifference: number | null, scores: number }, teachers: Array<{ teacherProfileId: string, name: string, agreement: { answers: number, exactAgreement: number | null, kappa: number | null, meanAbsoluteScoreDifference: number | null, scores: number } }> } | null };

export type GradePracticeIntentMutationVariables = Exact<{
  input: PracticeIntentGradeInput;
}>;


export type GradePracticeIntentMutation = { gradePracticeIntent: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type GradePracticeMessageMutationVariables = Exact<{
  input: PracticeMessageGradeInput;
}>;


export type GradePracticeMessageMutation = { gradePracticeMessage: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type MarkPracticeIntentReviewedMutationVariables = Exact<{
  intentId: string | number;
  reviewed: boolean;
}>;


export type MarkPracticeIntentReviewedMutation = { markPracticeIntentReviewed: { success: boolean, objects: Array<{ id: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type PracticeReviewQueryVariables = Exact<{
  id: string | number;
}>;


export type PracticeReviewQuery = { practiceIntent: { id: string, status: PracticeIntentStatus, overallScore: number | null, passed: boolean | null, viewerCanGrade: boolean, categoryScores: Array<{ category: FeedbackCategory, score: number | null }>, rules: { passingScore: number, gradedCategories: Array<{ category: FeedbackCategory, weight: number }> }, teacherGrade: { comment: string | null, gradedAt: string, gradedByName: string | null, categories: Array<FeedbackCategory>, overallScoreSet: boolean, aiOverallScore: number | null, aiPassed: boolean | null, aiCategoryScores: Array<{ category: FeedbackCategory, score: number | null }> } | null, review: { reviewedAt: string | null, reviewedByName: string | null, teacherOverallScore: number | null, teacherCategoryScores: Array<{ category: FeedbackCategory, score: number | null }>, changes: Array<{ id: string, changedAt: string, teacherName: string | null, messageId: string | null, correctnessBefore: Correctness | null, correctnessAfter: Correctness | null, overallScoreBefore: number | null, overallScoreAfter: number | null, comment: string | null }> } | null, messages: Array<{ id: string, role: MessageRole, text: string, correctness: Correctness | null, gradingStatus: GradingStatus | null, teacherGraded: boolean, aiCorrectness: Correctness | null, feedback: Array<{ category: FeedbackCategory, code: string, severity: string, message: string, excerpt: string | null, suggestion: string | null, span: { start: number, end: number } | null }> }> } | null };

export type ReviewQueueQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ReviewQueueQuery = { practiceReviewQueue: { totalCount: number, items: Array<{ reasons: Array<ReviewReason>, studentName: string, assignmentTitle: string, classroomName: string, intent: { id: string, attemptNumber: number, scenarioTitle: string, overallScore: number | null, passed: boolean | null, endedAt: string | null } }> } };

export type AcceptRecordingNoticeMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptRecordingNoticeMutation = { acceptRecordingNotice: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type SetAutoplayCharacterVoiceMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetAutoplayCharacterVoiceMutation = { setAutoplayCharacterVoice: { success: boolean, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type SpeakingSettingsFieldsFragment = { serverTranscription: boolean, serverSpeech: boolean, maxRecordingSeconds: number, maxRecordingBytes: number, recordingNoticeAccepted: boolean, autoplayCharacterVoice: boolean, recordingRetentionDays: number | null };

export type SpeakingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SpeakingSettingsQuery = { speakingSettings: { serverTranscription: boolean, serverSpeech: boolean, maxRecordingSeconds: number, maxRecordingBytes: number, recordingNoticeAccepted: boolean, autoplayCharacterVoice: boolean, recordingRetentionDays: number | null } };

export type ConfirmUserTypeMutationVariables = Exact<{
  userType: UserType;
}>;


export type ConfirmUserTypeMutation = { confirmUserType: { success: boolean, objects: Array<{ id: string, userType: UserType | null }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type LanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguagesQuery = { languages: Array<{ id: string, name: string, isoLanguageCode: string }> };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { readUser: { id: string, userType: UserType | null, firstName: string, lastName: string, username: string | null, email: string | null, timeZone: string, studentProfile: { id: string, avatar: string, photo: string | null, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLearningLanguages: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> } } | null, teacherProfile: { id: string, avatar: string, photo: string | null, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLanguagesTaught: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> } } | null } | null };

export type MyStudentsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: unknown;
  search?: string | null | undefined;
}>;


export type MyStudentsQuery = { myStudents: { totalCount: number, page: number, pages: number, objects: Array<{ id: string, avatar: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, user: { id: string, firstName: string, lastName: string, username: string | null } }> } };

export type MyTeachersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: unknown;
  search?: string | null | undefined;
}>;


export type MyTeachersQuery = { myTeachers: { totalCount: number, page: number, pages: number, objects: Array<{ id: string, avatar: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, user: { id: string, firstName: string, lastName: string, username: string | null } }> } };

export type ProfileLanguageFragment = { id: string, name: string, isoLanguageCode: string };

export type ProfileClassroomsFragment = { totalCount: number, objects: Array<{ id: string, name: string, level: CefrLevel, avatar: string, language: { id: string, name: string, isoLanguageCode: string } }> };

export type ProfilePersonFragment = { id: string, firstName: string, lastName: string, username: string | null };

export type StudentProfileQueryVariables = Exact<{
  id: string | number;
  withClassrooms: boolean;
}>;


export type StudentProfileQuery = { studentProfile: { id: string, avatar: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLearningLanguages: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> }, paginatedClassrooms?: { totalCount: number, objects: Array<{ id: string, name: string, level: CefrLevel, avatar: string, language: { id: string, name: string, isoLanguageCode: string } }> }, user: { id: string, firstName: string, lastName: string, username: string | null } } | null };

export type TeacherProfileQueryVariables = Exact<{
  id: string | number;
  withClassrooms: boolean;
}>;


export type TeacherProfileQuery = { teacherProfile: { id: string, avatar: string, nativeLanguage: { id: string, name: string, isoLanguageCode: string } | null, paginatedLanguagesTaught: { objects: Array<{ id: string, name: string, isoLanguageCode: string }> }, paginatedClassrooms?: { totalCount: number, objects: Array<{ id: string, name: string, level: CefrLevel, avatar: string, language: { id: string, name: string, isoLanguageCode: string } }> }, user: { id: string, firstName: string, lastName: string, username: string | null } } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { success: boolean, objects: Array<{ id: string, firstName: string, lastName: string, language: string, timeZone: string }> | null, errors: Array<{ field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode }> | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { readUser: { id: string, userType: UserType | null, email: string | null, username: string | null, firstName: string, lastName: string, isActive: boolean, isStaff: boolean, isSuperuser: boolean, language: string, timeZone: string, studentProfile: { id: string, avatar: string, nativeLanguage: { id: string } | null, paginatedLearningLanguages: { totalCount: number } } | null, teacherProfile: { id: string, avatar: string, nativeLanguage: { id: string } | null, paginatedLanguagesTaught: { totalCount: number } } | null } | null };

export type MutationErrorFieldsFragment = { field: string, objectPosition: number | null, messages: Array<string>, code: ErrorCode };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AssignPreviewScenarioFragmentDoc = new TypedDocumentString(`
    fragment AssignPreviewScenario on Scenario {
  id
  title
  level
  language {
    id
    name
    isoLanguageCode
  }
  characterName
  characterRole
  studentRole
  estimatedDurationSeconds
  steps {
    id
    position
    title
  }
}
    `, {"fragmentName":"AssignPreviewScenario"}) as unknown as TypedDocumentString<AssignPreviewScenarioFragment, unknown>;
export const StudentAssignmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment StudentAssignmentFields on PracticeAssignment {
  id
  title
  status
  isCurriculum
  startsAt
  dueAt
  classroom {
    id
    name
    avatar
  }
  rules {
    attemptMode
    maxAttempts
  }
  myProgress {
    bucket
    dueAt
    attemptsUsed
    attemptsAllowed
    bestScore
    passed
    completedScenarios
    totalScenarios
  }
  scenarios {
    position
    completed
    scenarioId
    inProgress {
      id
    }
  }
}
    `, {"fragmentName":"StudentAssignmentFields"}) as unknown as TypedDocumentString<StudentAssignmentFieldsFragment, unknown>;
export const MyProgressCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyProgressCardFields on StudentMetrics {
  totals {
    practiceSeconds
  }
  streakDays
}
    `, {"fragmentName":"MyProgressCardFields"}) as unknown as TypedDocumentString<MyProgressCardFieldsFragment, unknown>;
export const PracticeMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
    `, {"fragmentName":"PracticeMessageFields"}) as unknown as TypedDocumentString<PracticeMessageFieldsFragment, unknown>;
export const PracticeIntentProgressFieldsFragmentDoc = new TypedDocumentString(`
    fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}
    `, {"fragmentName":"PracticeIntentProgressFields"}) as unknown as TypedDocumentString<PracticeIntentProgressFieldsFragment, unknown>;
export const SpeakingSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SpeakingSettingsFields on SpeakingSettings {
  serverTranscription
  serverSpeech
  maxRecordingSeconds
  maxRecordingBytes
  recordingNoticeAccepted
  autoplayCharacterVoice
  recordingRetentionDays
}
    `, {"fragmentName":"SpeakingSettingsFields"}) as unknown as TypedDocumentString<SpeakingSettingsFieldsFragment, unknown>;
export const ProfileLanguageFragmentDoc = new TypedDocumentString(`
    fragment ProfileLanguage on Language {
  id
  name
  isoLanguageCode
}
    `, {"fragmentName":"ProfileLanguage"}) as unknown as TypedDocumentString<ProfileLanguageFragment, unknown>;
export const ProfileClassroomsFragmentDoc = new TypedDocumentString(`
    fragment ProfileClassrooms on ClassroomPage {
  totalCount
  objects {
    id
    name
    level
    avatar
    language {
      ...ProfileLanguage
    }
  }
}
    fragment ProfileLanguage on Language {
  id
  name
  isoLanguageCode
}`, {"fragmentName":"ProfileClassrooms"}) as unknown as TypedDocumentString<ProfileClassroomsFragment, unknown>;
export const ProfilePersonFragmentDoc = new TypedDocumentString(`
    fragment ProfilePerson on User {
  id
  firstName
  lastName
  username
}
    `, {"fragmentName":"ProfilePerson"}) as unknown as TypedDocumentString<ProfilePersonFragment, unknown>;
export const MutationErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}
    `, {"fragmentName":"MutationErrorFields"}) as unknown as TypedDocumentString<MutationErrorFieldsFragment, unknown>;
export const AssignmentResultsCsvDocument = new TypedDocumentString(`
    query AssignmentResultsCsv($id: ID!) {
  practiceAssignment(id: $id) {
    id
    title
    resultsCsv
  }
}
    `) as unknown as TypedDocumentString<AssignmentResultsCsvQuery, AssignmentResultsCsvQueryVariables>;
export const AssignmentResultsDocument = new TypedDocumentString(`
    query AssignmentResults($id: ID!) {
  readUser(me: true) {
    id
    timeZone
  }
  practiceAssignment(id: $id) {
    id
    title
    status
    dueAt
    isCurriculum
    classroom {
      id
      name
    }
    rules {
      passingScore
    }
    results {
      studentProfileId
      studentName
      scenarioId
      scenarioTitle
      status
      attemptsUsed
      bestScore
      lastScore
      minutesSpent
      helpUsed
      lastActivityAt
      latestAttemptId
      unreviewed
    }
  }
}
    `) as unknown as TypedDocumentString<AssignmentResultsQuery, AssignmentResultsQueryVariables>;
export const AssignOptionsDocument = new TypedDocumentString(`
    query AssignOptions($withClassrooms: Boolean!, $withScenarios: Boolean!, $withCurricula: Boolean!) {
  readUser(me: true) {
    id
    timeZone
  }
  evaluationSettings(pageSize: 100) {
    objects {
      id
      name
      attemptMode
      maxAttempts
      helpFeatures
      passingScore
      maxDurationSeconds
    }
  }
  classrooms(pageSize: 100, filter: { archived: false }) @include(if: $withClassrooms) {
    objects {
      id
      name
      viewerRole
    }
  }
  scenarios(pageSize: 100, sortField: TITLE) @include(if: $withScenarios) {
    objects {
      id
      title
      isLibrary
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
  curricula(pageSize: 100, sortField: TITLE) @include(if: $withCurricula) {
    objects {
      id
      title
      isLibrary
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AssignOptionsQuery, AssignOptionsQueryVariables>;
export const AssignRosterDocument = new TypedDocumentString(`
    query AssignRoster($id: ID!) {
  classroom(id: $id) {
    id
    level
    language {
      id
      name
      isoLanguageCode
    }
    paginatedStudents(pageSize: "All") {
      objects {
        id
        user {
          id
          firstName
          lastName
          username
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AssignRosterQuery, AssignRosterQueryVariables>;
export const AssignTargetDocument = new TypedDocumentString(`
    query AssignTarget($scenarioId: ID!, $curriculumId: ID!, $isScenario: Boolean!, $isCurriculum: Boolean!) {
  scenario(id: $scenarioId) @include(if: $isScenario) {
    ...AssignPreviewScenario
  }
  curriculum(id: $curriculumId) @include(if: $isCurriculum) {
    id
    title
    level
    language {
      id
      name
      isoLanguageCode
    }
    scenarios {
      position
      scenario {
        ...AssignPreviewScenario
      }
    }
  }
}
    fragment AssignPreviewScenario on Scenario {
  id
  title
  level
  language {
    id
    name
    isoLanguageCode
  }
  characterName
  characterRole
  studentRole
  estimatedDurationSeconds
  steps {
    id
    position
    title
  }
}`) as unknown as TypedDocumentString<AssignTargetQuery, AssignTargetQueryVariables>;
export const ClassroomAssignmentsDocument = new TypedDocumentString(`
    query ClassroomAssignments($classroomId: ID!) {
  readUser(me: true) {
    id
    timeZone
  }
  practiceAssignments(
    filter: { classroomId: $classroomId }
    pageSize: 100
    sortField: CREATED_AT
    sortOrder: DESC
  ) {
    totalCount
    objects {
      id
      title
      instructions
      status
      startsAt
      dueAt
      wholeClassroom
      isCurriculum
      viewerCanManage
      completion {
        done
        assigned
        retrying
      }
      scenario {
        id
        title
      }
      curriculum {
        id
        title
      }
      rules {
        evaluationSettingId
        name
        attemptMode
        maxAttempts
        helpFeatures
      }
      students {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomAssignmentsQuery, ClassroomAssignmentsQueryVariables>;
export const ClosePracticeAssignmentDocument = new TypedDocumentString(`
    mutation ClosePracticeAssignment($id: ID!) {
  closePracticeAssignment(id: $id) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<ClosePracticeAssignmentMutation, ClosePracticeAssignmentMutationVariables>;
export const CreatePracticeAssignmentDocument = new TypedDocumentString(`
    mutation CreatePracticeAssignment($input: PracticeAssignmentInput!) {
  createPracticeAssignment(input: $input) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreatePracticeAssignmentMutation, CreatePracticeAssignmentMutationVariables>;
export const DeletePracticeAssignmentDocument = new TypedDocumentString(`
    mutation DeletePracticeAssignment($id: ID!) {
  deletePracticeAssignment(id: $id) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DeletePracticeAssignmentMutation, DeletePracticeAssignmentMutationVariables>;
export const DuplicatePracticeAssignmentDocument = new TypedDocumentString(`
    mutation DuplicatePracticeAssignment($id: ID!) {
  duplicatePracticeAssignment(id: $id) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DuplicatePracticeAssignmentMutation, DuplicatePracticeAssignmentMutationVariables>;
export const GrantPracticeAssignmentExtensionDocument = new TypedDocumentString(`
    mutation GrantPracticeAssignmentExtension($input: PracticeAssignmentExtensionInput!) {
  grantPracticeAssignmentExtension(input: $input) {
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<GrantPracticeAssignmentExtensionMutation, GrantPracticeAssignmentExtensionMutationVariables>;
export const PracticeAssignmentBriefDocument = new TypedDocumentString(`
    query PracticeAssignmentBrief($assignmentId: ID!, $scenarioId: ID!) {
  practiceAssignmentScenario(assignmentId: $assignmentId, scenarioId: $scenarioId) {
    position
    attemptsAllowed
    attemptsLeft
    attemptsUsed
    bestScore
    passed
    completed
    canStart
    inProgress {
      id
    }
    attempts {
      id
      attemptNumber
      status
      startedAt
      endedAt
      overallScore
      passed
    }
    scenario {
      id
      title
      level
      characterName
      characterRole
      studentRole
      description
      studentGoal
      attachments {
        id
        kind
        url
        thumbnailUrl
        originalName
      }
      estimatedDurationSeconds
      helpFeatures
      language {
        id
        name
        isoLanguageCode
      }
      steps {
        id
        position
        title
        goal
      }
    }
    assignment {
      id
      title
      instructions
      status
      isCurriculum
      startsAt
      dueAt
      viewerCanManage
      classroom {
        id
        name
        avatar
      }
      rules {
        attemptMode
        maxAttempts
      }
      myProgress {
        dueAt
      }
      scenarios {
        position
        completed
        passed
        inProgress {
          id
        }
        scenario {
          id
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeAssignmentBriefQuery, PracticeAssignmentBriefQueryVariables>;
export const PublishPracticeAssignmentDocument = new TypedDocumentString(`
    mutation PublishPracticeAssignment($id: ID!) {
  publishPracticeAssignment(id: $id) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<PublishPracticeAssignmentMutation, PublishPracticeAssignmentMutationVariables>;
export const ReopenPracticeAssignmentDocument = new TypedDocumentString(`
    mutation ReopenPracticeAssignment($id: ID!) {
  reopenPracticeAssignment(id: $id) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<ReopenPracticeAssignmentMutation, ReopenPracticeAssignmentMutationVariables>;
export const StartPracticeIntentDocument = new TypedDocumentString(`
    mutation StartPracticeIntent($assignmentId: ID!, $scenarioId: ID!) {
  startPracticeIntent(assignmentId: $assignmentId, scenarioId: $scenarioId) {
    success
    objects {
      id
      attemptNumber
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<StartPracticeIntentMutation, StartPracticeIntentMutationVariables>;
export const StudentAssignmentsDocument = new TypedDocumentString(`
    query StudentAssignments($bucket: AssignmentBucket!, $classroomId: ID, $classroom: ID!, $inClassroom: Boolean!, $page: Int, $pageSize: PageSize, $sortOrder: SortOrder) {
  list: practiceAssignments(
    filter: { bucket: $bucket, classroomId: $classroomId }
    page: $page
    pageSize: $pageSize
    sortField: DUE_AT
    sortOrder: $sortOrder
  ) {
    totalCount
    page
    pages
    objects {
      ...StudentAssignmentFields
    }
  }
  toDo: practiceAssignments(
    filter: { bucket: TO_DO, classroomId: $classroomId }
    pageSize: 1
  ) {
    totalCount
  }
  done: practiceAssignments(
    filter: { bucket: DONE, classroomId: $classroomId }
    pageSize: 1
  ) {
    totalCount
  }
  classroom(id: $classroom) @include(if: $inClassroom) {
    id
    name
  }
  closed: practiceAssignments(
    filter: { bucket: CLOSED, classroomId: $classroomId }
    pageSize: 1
  ) {
    totalCount
  }
}
    fragment StudentAssignmentFields on PracticeAssignment {
  id
  title
  status
  isCurriculum
  startsAt
  dueAt
  classroom {
    id
    name
    avatar
  }
  rules {
    attemptMode
    maxAttempts
  }
  myProgress {
    bucket
    dueAt
    attemptsUsed
    attemptsAllowed
    bestScore
    passed
    completedScenarios
    totalScenarios
  }
  scenarios {
    position
    completed
    scenarioId
    inProgress {
      id
    }
  }
}`) as unknown as TypedDocumentString<StudentAssignmentsQuery, StudentAssignmentsQueryVariables>;
export const TeacherAssignmentsDocument = new TypedDocumentString(`
    query TeacherAssignments($status: PracticeAssignmentStatus, $text: String, $classroomId: ID, $classroom: ID!, $inClassroom: Boolean!, $page: Int, $pageSize: PageSize) {
  practiceAssignments(
    filter: { status: $status, text: $text, classroomId: $classroomId }
    page: $page
    pageSize: $pageSize
    sortField: DUE_AT
    sortOrder: ASC
  ) {
    totalCount
    page
    pages
    objects {
      id
      title
      status
      isCurriculum
      startsAt
      dueAt
      classroom {
        id
        name
        avatar
      }
      completion {
        done
        assigned
        retrying
        extended
      }
      scenarios {
        position
        scenarioId
      }
    }
  }
  classroom(id: $classroom) @include(if: $inClassroom) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<TeacherAssignmentsQuery, TeacherAssignmentsQueryVariables>;
export const UpdatePracticeAssignmentDocument = new TypedDocumentString(`
    mutation UpdatePracticeAssignment($id: ID!, $input: PracticeAssignmentInput!) {
  updatePracticeAssignment(id: $id, input: $input) {
    objects {
      id
      status
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdatePracticeAssignmentMutation, UpdatePracticeAssignmentMutationVariables>;
export const ArchiveClassroomDocument = new TypedDocumentString(`
    mutation ArchiveClassroom($id: ID!, $archived: Boolean!) {
  archiveClassroom(id: $id, archived: $archived) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<ArchiveClassroomMutation, ArchiveClassroomMutationVariables>;
export const ClassroomDocument = new TypedDocumentString(`
    query Classroom($id: ID!, $studentsPage: Int, $isTeacher: Boolean!) {
  classroom(id: $id) {
    id
    name
    description
    level
    avatar
    archived
    viewerRole
    language {
      id
      name
      isoLanguageCode
    }
    invitePath @include(if: $isTeacher)
    owner {
      id
    }
    paginatedStudents(page: $studentsPage) @include(if: $isTeacher) {
      totalCount
      pages
      objects {
        id
        avatar
        user {
          id
          firstName
          lastName
          username
        }
      }
    }
    paginatedTeachers(pageSize: "All") {
      objects {
        id
        avatar
        user {
          id
          firstName
          lastName
          username
        }
      }
    }
  }
  myToDo: practiceAssignments(
    filter: { classroomId: $id, bucket: TO_DO }
    pageSize: 12
    sortField: DUE_AT
    sortOrder: ASC
  ) @skip(if: $isTeacher) {
    totalCount
    objects {
      ...StudentAssignmentFields
    }
  }
  myDone: practiceAssignments(
    filter: { classroomId: $id, bucket: DONE }
    pageSize: 6
    sortField: DUE_AT
    sortOrder: DESC
  ) @skip(if: $isTeacher) {
    totalCount
    objects {
      ...StudentAssignmentFields
    }
  }
  myClosed: practiceAssignments(
    filter: { classroomId: $id, bucket: CLOSED }
    pageSize: 6
    sortField: DUE_AT
    sortOrder: DESC
  ) @skip(if: $isTeacher) {
    totalCount
    objects {
      ...StudentAssignmentFields
    }
  }
}
    fragment StudentAssignmentFields on PracticeAssignment {
  id
  title
  status
  isCurriculum
  startsAt
  dueAt
  classroom {
    id
    name
    avatar
  }
  rules {
    attemptMode
    maxAttempts
  }
  myProgress {
    bucket
    dueAt
    attemptsUsed
    attemptsAllowed
    bestScore
    passed
    completedScenarios
    totalScenarios
  }
  scenarios {
    position
    completed
    scenarioId
    inProgress {
      id
    }
  }
}`) as unknown as TypedDocumentString<ClassroomQuery, ClassroomQueryVariables>;
export const ClassroomStudentDocument = new TypedDocumentString(`
    query ClassroomStudent($id: ID!) {
  studentProfile(id: $id) {
    id
    avatar
    nativeLanguage {
      id
      name
      isoLanguageCode
    }
    paginatedLearningLanguages(pageSize: "All") {
      objects {
        id
        name
        isoLanguageCode
      }
    }
    user {
      id
      firstName
      lastName
      username
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomStudentQuery, ClassroomStudentQueryVariables>;
export const ClassroomsDocument = new TypedDocumentString(`
    query Classrooms($page: Int, $pageSize: PageSize, $search: String, $archived: Boolean, $sortField: ClassroomSortField, $sortOrder: SortOrder) {
  classrooms(
    page: $page
    pageSize: $pageSize
    sortField: $sortField
    sortOrder: $sortOrder
    filter: { search: $search, archived: $archived }
  ) {
    totalCount
    page
    pages
    objects {
      id
      name
      description
      level
      avatar
      archived
      viewerRole
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomsQuery, ClassroomsQueryVariables>;
export const CoTeacherInvitationsDocument = new TypedDocumentString(`
    query CoTeacherInvitations($id: ID!) {
  classroom(id: $id) {
    id
    paginatedTeacherInvitations(filter: { status: PENDING }, pageSize: "All") {
      objects {
        id
        inviteeEmail
        invitePath
        expiresAt
        expired
      }
    }
    declined: paginatedTeacherInvitations(
      filter: { status: DECLINED }
      pageSize: 5
      sortField: RESPONDED_AT
      sortOrder: DESC
    ) {
      objects {
        id
        inviteeEmail
        respondedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CoTeacherInvitationsQuery, CoTeacherInvitationsQueryVariables>;
export const CreateClassroomDocument = new TypedDocumentString(`
    mutation CreateClassroom($input: ClassroomInput!) {
  createClassroom(input: $input) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreateClassroomMutation, CreateClassroomMutationVariables>;
export const CreateCoTeacherInvitationDocument = new TypedDocumentString(`
    mutation CreateCoTeacherInvitation($classroomId: ID!, $email: String) {
  createTeacherToClassroomInvitation(classroomId: $classroomId, email: $email) {
    success
    objects {
      id
      invitePath
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreateCoTeacherInvitationMutation, CreateCoTeacherInvitationMutationVariables>;
export const ClassroomLanguagesDocument = new TypedDocumentString(`
    query ClassroomLanguages {
  languages {
    id
    name
    isoLanguageCode
  }
}
    `) as unknown as TypedDocumentString<ClassroomLanguagesQuery, ClassroomLanguagesQueryVariables>;
export const LeaveClassroomDocument = new TypedDocumentString(`
    mutation LeaveClassroom($id: ID!) {
  leaveClassroom(id: $id) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<LeaveClassroomMutation, LeaveClassroomMutationVariables>;
export const RemoveClassroomStudentsDocument = new TypedDocumentString(`
    mutation RemoveClassroomStudents($classroomId: ID!, $studentProfileIds: [ID!]!) {
  removeClassroomStudents(
    classroomId: $classroomId
    studentProfileIds: $studentProfileIds
  ) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RemoveClassroomStudentsMutation, RemoveClassroomStudentsMutationVariables>;
export const RemoveClassroomTeacherDocument = new TypedDocumentString(`
    mutation RemoveClassroomTeacher($classroomId: ID!, $teacherProfileId: ID!) {
  removeClassroomTeacher(
    classroomId: $classroomId
    teacherProfileId: $teacherProfileId
  ) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RemoveClassroomTeacherMutation, RemoveClassroomTeacherMutationVariables>;
export const RevokeCoTeacherInvitationDocument = new TypedDocumentString(`
    mutation RevokeCoTeacherInvitation($id: ID!) {
  revokeTeacherToClassroomInvitation(id: $id) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RevokeCoTeacherInvitationMutation, RevokeCoTeacherInvitationMutationVariables>;
export const RotateClassroomInviteTokenDocument = new TypedDocumentString(`
    mutation RotateClassroomInviteToken($id: ID!) {
  rotateClassroomInviteToken(id: $id) {
    success
    objects {
      id
      invitePath
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RotateClassroomInviteTokenMutation, RotateClassroomInviteTokenMutationVariables>;
export const UpdateClassroomDocument = new TypedDocumentString(`
    mutation UpdateClassroom($id: ID!, $input: ClassroomUpdateInput!) {
  updateClassroom(id: $id, input: $input) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdateClassroomMutation, UpdateClassroomMutationVariables>;
export const CreateEvaluationSettingDocument = new TypedDocumentString(`
    mutation CreateEvaluationSetting($input: EvaluationSettingInput!) {
  createEvaluationSetting(input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreateEvaluationSettingMutation, CreateEvaluationSettingMutationVariables>;
export const DeleteEvaluationSettingDocument = new TypedDocumentString(`
    mutation DeleteEvaluationSetting($id: ID!) {
  deleteEvaluationSetting(id: $id) {
    errors {
      ...MutationErrorFields
    }
    success
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DeleteEvaluationSettingMutation, DeleteEvaluationSettingMutationVariables>;
export const EvaluationSettingDocument = new TypedDocumentString(`
    query EvaluationSetting($id: ID!) {
  evaluationSetting(id: $id) {
    id
    name
    attemptMode
    maxAttempts
    helpFeatures
    gradedCategories {
      category
      weight
    }
    passingScore
    maxDurationSeconds
    liveFeedback
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<EvaluationSettingQuery, EvaluationSettingQueryVariables>;
export const EvaluationSettingsDocument = new TypedDocumentString(`
    query EvaluationSettings($page: Int, $filter: EvaluationSettingFilter) {
  evaluationSettings(page: $page, pageSize: 8, filter: $filter) {
    totalCount
    pages
    page
    objects {
      id
      name
      attemptMode
      maxAttempts
      helpFeatures
      passingScore
    }
  }
}
    `) as unknown as TypedDocumentString<EvaluationSettingsQuery, EvaluationSettingsQueryVariables>;
export const UpdateEvaluationSettingDocument = new TypedDocumentString(`
    mutation UpdateEvaluationSetting($id: ID!, $input: EvaluationSettingInput!) {
  updateEvaluationSetting(id: $id, input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdateEvaluationSettingMutation, UpdateEvaluationSettingMutationVariables>;
export const StudentHomeDocument = new TypedDocumentString(`
    query StudentHome($progressRange: MetricsRangeInput!) {
  readUser(me: true) {
    id
    firstName
    lastName
    username
    email
    studentProfile {
      id
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLearningLanguages(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
  classrooms(pageSize: 6, filter: { role: STUDENT }) {
    totalCount
    objects {
      id
      name
      level
      avatar
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
  nextAssignments: practiceAssignments(
    filter: { bucket: TO_DO }
    pageSize: 3
    sortField: DUE_AT
    sortOrder: ASC
  ) {
    totalCount
    objects {
      ...StudentAssignmentFields
    }
  }
  doneAssignments: practiceAssignments(filter: { bucket: DONE }, pageSize: 1) {
    totalCount
  }
  closedAssignments: practiceAssignments(filter: { bucket: CLOSED }, pageSize: 1) {
    totalCount
  }
  myTeachers(pageSize: 4) {
    totalCount
    objects {
      id
      avatar
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
  myProgress: studentMetrics(range: $progressRange) {
    ...MyProgressCardFields
  }
}
    fragment StudentAssignmentFields on PracticeAssignment {
  id
  title
  status
  isCurriculum
  startsAt
  dueAt
  classroom {
    id
    name
    avatar
  }
  rules {
    attemptMode
    maxAttempts
  }
  myProgress {
    bucket
    dueAt
    attemptsUsed
    attemptsAllowed
    bestScore
    passed
    completedScenarios
    totalScenarios
  }
  scenarios {
    position
    completed
    scenarioId
    inProgress {
      id
    }
  }
}
fragment MyProgressCardFields on StudentMetrics {
  totals {
    practiceSeconds
  }
  streakDays
}`) as unknown as TypedDocumentString<StudentHomeQuery, StudentHomeQueryVariables>;
export const TeacherHomeDocument = new TypedDocumentString(`
    query TeacherHome {
  readUser(me: true) {
    id
    firstName
    lastName
    username
    email
    teacherProfile {
      id
      invitePath
      paginatedLanguagesTaught(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
  myTeacherToClassroomInvitations(pageSize: 20, sortField: EXPIRES_AT) {
    totalCount
    objects {
      id
      token
      classroomId
      invitePath
      expiresAt
      invitedBy {
        id
        user {
          id
          firstName
          lastName
          username
        }
      }
      classroomPreview {
        name
        level
        avatar
        language {
          name
          isoLanguageCode
        }
      }
    }
  }
  classrooms(pageSize: 6) {
    totalCount
    objects {
      id
      name
      level
      avatar
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
  myStudents(pageSize: 5) {
    totalCount
    objects {
      id
      avatar
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TeacherHomeQuery, TeacherHomeQueryVariables>;
export const AcceptClassroomInviteDocument = new TypedDocumentString(`
    mutation AcceptClassroomInvite($teacherToken: String!, $classroomToken: String!) {
  acceptClassroomInvite(
    teacherToken: $teacherToken
    classroomToken: $classroomToken
  ) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AcceptClassroomInviteMutation, AcceptClassroomInviteMutationVariables>;
export const AcceptCoTeachingDocument = new TypedDocumentString(`
    mutation AcceptCoTeaching($classroomId: ID!, $token: String!) {
  acceptTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AcceptCoTeachingMutation, AcceptCoTeachingMutationVariables>;
export const AcceptTeacherInviteDocument = new TypedDocumentString(`
    mutation AcceptTeacherInvite($token: String!) {
  acceptTeacherInvite(token: $token) {
    success
    objects {
      id
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AcceptTeacherInviteMutation, AcceptTeacherInviteMutationVariables>;
export const ClassroomInvitePreviewDocument = new TypedDocumentString(`
    query ClassroomInvitePreview($teacherToken: String!, $classroomToken: String!) {
  classroomInvitePreview(
    teacherToken: $teacherToken
    classroomToken: $classroomToken
  ) {
    joinedClassroomId
    classroom {
      name
      level
      avatar
      language {
        name
        isoLanguageCode
      }
    }
    teacher {
      firstName
      lastName
      avatar
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomInvitePreviewQuery, ClassroomInvitePreviewQueryVariables>;
export const CoTeachingInvitePreviewDocument = new TypedDocumentString(`
    query CoTeachingInvitePreview($classroomId: ID!, $token: String!) {
  teacherToClassroomInvitationPreview(classroomId: $classroomId, token: $token) {
    status
    expiresAt
    classroom {
      name
      level
      avatar
      language {
        name
        isoLanguageCode
      }
    }
    invitedBy {
      firstName
      lastName
      avatar
    }
  }
}
    `) as unknown as TypedDocumentString<CoTeachingInvitePreviewQuery, CoTeachingInvitePreviewQueryVariables>;
export const DeclineCoTeachingDocument = new TypedDocumentString(`
    mutation DeclineCoTeaching($classroomId: ID!, $token: String!) {
  declineTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DeclineCoTeachingMutation, DeclineCoTeachingMutationVariables>;
export const TeacherInvitePreviewDocument = new TypedDocumentString(`
    query TeacherInvitePreview($token: String!) {
  teacherInvitePreview(token: $token) {
    teacher {
      firstName
      lastName
      avatar
    }
  }
}
    `) as unknown as TypedDocumentString<TeacherInvitePreviewQuery, TeacherInvitePreviewQueryVariables>;
export const AddScenarioAttachmentDocument = new TypedDocumentString(`
    mutation AddScenarioAttachment($scenarioId: ID!, $file: File!) {
  addScenarioAttachment(scenarioId: $scenarioId, file: $file) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AddScenarioAttachmentMutation, AddScenarioAttachmentMutationVariables>;
export const AuthoringLanguagesDocument = new TypedDocumentString(`
    query AuthoringLanguages {
  languages {
    id
    name
    isoLanguageCode
  }
}
    `) as unknown as TypedDocumentString<AuthoringLanguagesQuery, AuthoringLanguagesQueryVariables>;
export const CreateCurriculumDocument = new TypedDocumentString(`
    mutation CreateCurriculum($input: CurriculumInput!) {
  createCurriculum(input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreateCurriculumMutation, CreateCurriculumMutationVariables>;
export const CreateScenarioDocument = new TypedDocumentString(`
    mutation CreateScenario($input: ScenarioInput!) {
  createScenario(input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<CreateScenarioMutation, CreateScenarioMutationVariables>;
export const CurriculaDocument = new TypedDocumentString(`
    query Curricula($page: Int, $filter: CurriculumFilter, $sortField: CurriculumSortField, $sortOrder: SortOrder) {
  curricula(
    page: $page
    pageSize: 8
    filter: $filter
    sortField: $sortField
    sortOrder: $sortOrder
  ) {
    totalCount
    pages
    page
    objects {
      id
      title
      description
      level
      visibility
      isLibrary
      viewerCanEdit
      scenarioCount
      totalEstimatedDurationMinutes
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CurriculaQuery, CurriculaQueryVariables>;
export const CurriculumDocument = new TypedDocumentString(`
    query Curriculum($id: ID!) {
  curriculum(id: $id) {
    id
    title
    description
    level
    visibility
    isLibrary
    viewerCanEdit
    totalEstimatedDurationMinutes
    updatedAt
    language {
      id
      name
      isoLanguageCode
    }
    scenarios {
      position
      scenario {
        id
        title
        level
        isLibrary
        visibility
        estimatedDurationMinutes
        estimatedDurationSeconds
        language {
          id
          isoLanguageCode
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CurriculumQuery, CurriculumQueryVariables>;
export const DeleteCurriculumDocument = new TypedDocumentString(`
    mutation DeleteCurriculum($id: ID!) {
  deleteCurriculum(id: $id) {
    errors {
      ...MutationErrorFields
    }
    success
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DeleteCurriculumMutation, DeleteCurriculumMutationVariables>;
export const DeleteScenarioDocument = new TypedDocumentString(`
    mutation DeleteScenario($id: ID!) {
  deleteScenario(id: $id) {
    errors {
      ...MutationErrorFields
    }
    success
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DeleteScenarioMutation, DeleteScenarioMutationVariables>;
export const DuplicateCurriculumDocument = new TypedDocumentString(`
    mutation DuplicateCurriculum($id: ID!) {
  duplicateCurriculum(id: $id) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DuplicateCurriculumMutation, DuplicateCurriculumMutationVariables>;
export const DuplicateScenarioDocument = new TypedDocumentString(`
    mutation DuplicateScenario($id: ID!) {
  duplicateScenario(id: $id) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<DuplicateScenarioMutation, DuplicateScenarioMutationVariables>;
export const RemoveScenarioAttachmentDocument = new TypedDocumentString(`
    mutation RemoveScenarioAttachment($id: ID!) {
  removeScenarioAttachment(id: $id) {
    errors {
      ...MutationErrorFields
    }
    success
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RemoveScenarioAttachmentMutation, RemoveScenarioAttachmentMutationVariables>;
export const ScenarioDocument = new TypedDocumentString(`
    query Scenario($id: ID!) {
  scenario(id: $id) {
    id
    title
    description
    level
    visibility
    isLibrary
    viewerIsOwner
    viewerCanEdit
    estimatedDurationSeconds
    estimatedDurationMinutes
    characterName
    characterRole
    characterPersonality
    voiceGender
    voiceName
    studentRole
    studentGoal
    openingMessage
    openingMessageTranslation
    updatedAt
    language {
      id
      name
      isoLanguageCode
    }
    steps {
      id
      position
      title
      goal
      expectedPhrases
      scriptedLine
      scriptedLineTranslation
    }
    vocabularyItems {
      id
      kind
      text
      translation
      required
    }
    rubrics {
      id
      category
      criteria
      weight
    }
    attachments {
      id
      kind
      contentType
      originalName
      sizeBytes
      thumbnailUrl
      url
    }
  }
}
    `) as unknown as TypedDocumentString<ScenarioQuery, ScenarioQueryVariables>;
export const ScenariosDocument = new TypedDocumentString(`
    query Scenarios($page: Int, $filter: ScenarioFilter, $sortField: ScenarioSortField, $sortOrder: SortOrder, $pageSize: PageSize) {
  scenarios(
    page: $page
    pageSize: $pageSize
    filter: $filter
    sortField: $sortField
    sortOrder: $sortOrder
  ) {
    totalCount
    pages
    page
    objects {
      id
      title
      description
      level
      visibility
      isLibrary
      viewerIsOwner
      viewerCanEdit
      estimatedDurationMinutes
      estimatedDurationSeconds
      characterName
      language {
        id
        name
        isoLanguageCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScenariosQuery, ScenariosQueryVariables>;
export const TaughtLanguagesDocument = new TypedDocumentString(`
    query TaughtLanguages {
  readUser(me: true, where: { isActive: true }) {
    id
    teacherProfile {
      id
      paginatedLanguagesTaught(pageSize: 1) {
        objects {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TaughtLanguagesQuery, TaughtLanguagesQueryVariables>;
export const UpdateCurriculumDocument = new TypedDocumentString(`
    mutation UpdateCurriculum($id: ID!, $input: CurriculumInput!) {
  updateCurriculum(id: $id, input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdateCurriculumMutation, UpdateCurriculumMutationVariables>;
export const UpdateScenarioDocument = new TypedDocumentString(`
    mutation UpdateScenario($id: ID!, $input: ScenarioInput!) {
  updateScenario(id: $id, input: $input) {
    errors {
      ...MutationErrorFields
    }
    objects {
      id
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdateScenarioMutation, UpdateScenarioMutationVariables>;
export const AssignmentMetricsDocument = new TypedDocumentString(`
    query AssignmentMetrics($assignmentId: ID!, $range: MetricsRangeInput!) {
  assignmentMetrics(assignmentId: $assignmentId, range: $range) {
    assignment {
      id
      title
      dueAt
      classroom {
        id
        name
      }
    }
    range {
      from
      to
      period
      timeZone
      firstDayOfWeek
    }
    totals {
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      bestScore
      activeStudents
      wordsUsed
      correctness {
        yes
        partial
        no
      }
      helpUses {
        feature
        count
      }
      skills {
        category
        score
      }
    }
    series {
      start
      figures {
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        activeStudents
        wordsUsed
      }
    }
    students {
      student {
        id
        firstName
        lastName
        username
      }
      attempts
      practiceSeconds
      bestScore
      done
      passed
      lastPracticedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AssignmentMetricsQuery, AssignmentMetricsQueryVariables>;
export const ClassroomMetricsDocument = new TypedDocumentString(`
    query ClassroomMetrics($classroomId: ID!, $range: MetricsRangeInput!) {
  classroom(id: $classroomId) {
    id
    name
  }
  classroomMetrics(classroomId: $classroomId, range: $range) {
    range {
      from
      to
      period
      timeZone
      firstDayOfWeek
    }
    totals {
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      bestScore
      activeStudents
      wordsUsed
      correctness {
        yes
        partial
        no
      }
      helpUses {
        feature
        count
      }
      skills {
        category
        score
      }
    }
    previousTotals {
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      activeStudents
      wordsUsed
    }
    series {
      start
      figures {
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        activeStudents
        wordsUsed
      }
    }
    completion {
      done
      assigned
    }
    students {
      student {
        id
        firstName
        lastName
        username
      }
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      bestScore
      lastPracticedAt
      assignmentsAssigned
      assignmentsDone
      assignmentsMissed
      attention
    }
    assignments {
      id
      title
      status
      dueAt
      assigned
      done
      attempts
      practiceSeconds
      averageBestScore
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomMetricsQuery, ClassroomMetricsQueryVariables>;
export const StudentMetricsDocument = new TypedDocumentString(`
    query StudentMetrics($studentId: ID, $classroomId: ID, $range: MetricsRangeInput!) {
  studentMetrics(studentId: $studentId, classroomId: $classroomId, range: $range) {
    student {
      id
      user {
        id
        firstName
        lastName
        username
      }
    }
    range {
      from
      to
      period
      timeZone
      firstDayOfWeek
    }
    totals {
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      bestScore
      activeStudents
      wordsUsed
      correctness {
        yes
        partial
        no
      }
      helpUses {
        feature
        count
      }
      skills {
        category
        score
      }
    }
    previousTotals {
      practiceSeconds
      attemptsStarted
      attemptsCompleted
      averageScore
      activeStudents
      wordsUsed
    }
    series {
      start
      figures {
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        activeStudents
        wordsUsed
        skills {
          category
          score
        }
      }
    }
    completion {
      done
      assigned
    }
    streakDays
    vocabulary {
      text
      translation
      kind
      scenarioTitle
      status
    }
    recentAttempts(limit: 8) {
      id
      attemptNumber
      status
      startedAt
      activeSeconds
      overallScore
      scenarioTitle
    }
  }
}
    `) as unknown as TypedDocumentString<StudentMetricsQuery, StudentMetricsQueryVariables>;
export const AbandonPracticeIntentDocument = new TypedDocumentString(`
    mutation AbandonPracticeIntent($intentId: ID!) {
  abandonPracticeIntent(intentId: $intentId) {
    success
    objects {
      ...PracticeIntentProgressFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AbandonPracticeIntentMutation, AbandonPracticeIntentMutationVariables>;
export const FinishPracticeIntentDocument = new TypedDocumentString(`
    mutation FinishPracticeIntent($intentId: ID!) {
  finishPracticeIntent(intentId: $intentId) {
    success
    objects {
      ...PracticeIntentProgressFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<FinishPracticeIntentMutation, FinishPracticeIntentMutationVariables>;
export const PracticeIntentEventsDocument = new TypedDocumentString(`
    subscription PracticeIntentEvents($intentId: ID!) {
  practiceIntentEvents(intentId: $intentId) {
    kind
    delta
    replyTo
    message {
      ...PracticeMessageFields
    }
    intent {
      ...PracticeIntentProgressFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}`) as unknown as TypedDocumentString<PracticeIntentEventsSubscription, PracticeIntentEventsSubscriptionVariables>;
export const PracticeResultDocument = new TypedDocumentString(`
    query PracticeResult($id: ID!) {
  practiceIntent(id: $id) {
    ...PracticeIntentProgressFields
    attemptNumber
    isPreview
    startedAt
    scenarioId
    scenarioTitle
    categoryScores {
      category
      score
    }
    helpUsage {
      feature
      count
    }
    student {
      id
      user {
        id
        firstName
        lastName
        username
      }
    }
    assignment {
      id
      title
    }
    otherAttempts {
      id
      attemptNumber
      overallScore
    }
    rules {
      liveFeedback
      passingScore
      gradedCategories {
        category
        weight
      }
    }
    scenario {
      id
      title
      characterName
      voiceGender
      language {
        id
        isoLanguageCode
      }
    }
    messages {
      ...PracticeMessageFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}`) as unknown as TypedDocumentString<PracticeResultQuery, PracticeResultQueryVariables>;
export const PracticeSessionDocument = new TypedDocumentString(`
    query PracticeSession($id: ID!) {
  practiceIntent(id: $id) {
    ...PracticeIntentProgressFields
    attemptNumber
    isPreview
    startedAt
    timeLimitSeconds
    scenarioTitle
    student {
      id
    }
    assignment {
      id
      title
    }
    rules {
      liveFeedback
      maxDurationSeconds
      helpFeatures
    }
    scenario {
      id
      title
      characterName
      characterRole
      voiceGender
      studentRole
      description
      studentGoal
      attachments {
        id
        kind
        url
        thumbnailUrl
        originalName
      }
      helpFeatures
      language {
        id
        name
        isoLanguageCode
      }
      steps {
        id
        position
        title
        goal
      }
      rubrics {
        category
        criteria
        weight
      }
    }
    messages {
      ...PracticeMessageFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}`) as unknown as TypedDocumentString<PracticeSessionQuery, PracticeSessionQueryVariables>;
export const RequestPracticeReplyDocument = new TypedDocumentString(`
    mutation RequestPracticeReply($intentId: ID!) {
  requestPracticeReply(intentId: $intentId) {
    success
    objects {
      ...PracticeIntentProgressFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeIntentProgressFields on PracticeIntent {
  id
  status
  currentStepIndex
  activeSeconds
  endedAt
  overallScore
  passed
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RequestPracticeReplyMutation, RequestPracticeReplyMutationVariables>;
export const RetryPracticeGradingDocument = new TypedDocumentString(`
    mutation RetryPracticeGrading($messageId: ID!) {
  retryPracticeGrading(messageId: $messageId) {
    success
    objects {
      ...PracticeMessageFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<RetryPracticeGradingMutation, RetryPracticeGradingMutationVariables>;
export const SendPracticeMessageDocument = new TypedDocumentString(`
    mutation SendPracticeMessage($intentId: ID!, $text: String!) {
  sendPracticeMessage(intentId: $intentId, text: $text) {
    success
    objects {
      ...PracticeMessageFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<SendPracticeMessageMutation, SendPracticeMessageMutationVariables>;
export const SendPracticeRecordingDocument = new TypedDocumentString(`
    mutation SendPracticeRecording($intentId: ID!, $audio: File!, $transcript: String, $transcriptSource: TranscriptSource) {
  sendPracticeRecording(
    intentId: $intentId
    audio: $audio
    transcript: $transcript
    transcriptSource: $transcriptSource
  ) {
    success
    objects {
      ...PracticeMessageFields
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment PracticeMessageFields on PracticeMessage {
  id
  role
  text
  stepIndex
  createdAt
  correctness
  gradingStatus
  feedbackHidden
  gradingNote
  translation
  usedNativeLanguage
  textWithheld
  audio {
    url
    mimeType
    durationSeconds
  }
  audioDeletedAt
  transcription
  transcriptSource
  transcriptionStatus
  wordsPerMinute
  speech {
    url
    mimeType
    durationSeconds
  }
  feedback {
    category
    code
    severity
    message
    excerpt
    suggestion
    span {
      start
      end
    }
  }
}
fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<SendPracticeRecordingMutation, SendPracticeRecordingMutationVariables>;
export const UsePracticeHelpDocument = new TypedDocumentString(`
    mutation UsePracticeHelp($intentId: ID!, $feature: HelpFeature!, $messageId: ID) {
  usePracticeHelp(intentId: $intentId, feature: $feature, messageId: $messageId) {
    success
    objects {
      feature
      suggestions
      translation
      note
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UsePracticeHelpMutation, UsePracticeHelpMutationVariables>;
export const ClassroomGradingAgreementDocument = new TypedDocumentString(`
    query ClassroomGradingAgreement($classroomId: ID!) {
  classroomGradingAgreement(classroomId: $classroomId) {
    classroom {
      answers
      exactAgreement
      kappa
      meanAbsoluteScoreDifference
      scores
    }
    teachers {
      teacherProfileId
      name
      agreement {
        answers
        exactAgreement
        kappa
        meanAbsoluteScoreDifference
        scores
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClassroomGradingAgreementQuery, ClassroomGradingAgreementQueryVariables>;
export const GradePracticeIntentDocument = new TypedDocumentString(`
    mutation GradePracticeIntent($input: PracticeIntentGradeInput!) {
  gradePracticeIntent(input: $input) {
    success
    objects {
      id
    }
    errors {
      field
      objectPosition
      messages
      code
    }
  }
}
    `) as unknown as TypedDocumentString<GradePracticeIntentMutation, GradePracticeIntentMutationVariables>;
export const GradePracticeMessageDocument = new TypedDocumentString(`
    mutation GradePracticeMessage($input: PracticeMessageGradeInput!) {
  gradePracticeMessage(input: $input) {
    success
    objects {
      id
    }
    errors {
      field
      objectPosition
      messages
      code
    }
  }
}
    `) as unknown as TypedDocumentString<GradePracticeMessageMutation, GradePracticeMessageMutationVariables>;
export const MarkPracticeIntentReviewedDocument = new TypedDocumentString(`
    mutation MarkPracticeIntentReviewed($intentId: ID!, $reviewed: Boolean!) {
  markPracticeIntentReviewed(intentId: $intentId, reviewed: $reviewed) {
    success
    objects {
      id
    }
    errors {
      field
      objectPosition
      messages
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MarkPracticeIntentReviewedMutation, MarkPracticeIntentReviewedMutationVariables>;
export const PracticeReviewDocument = new TypedDocumentString(`
    query PracticeReview($id: ID!) {
  practiceIntent(id: $id) {
    id
    status
    overallScore
    passed
    viewerCanGrade
    categoryScores {
      category
      score
    }
    rules {
      passingScore
      gradedCategories {
        category
        weight
      }
    }
    teacherGrade {
      comment
      gradedAt
      gradedByName
      categories
      overallScoreSet
      aiOverallScore
      aiPassed
      aiCategoryScores {
        category
        score
      }
    }
    review {
      reviewedAt
      reviewedByName
      teacherOverallScore
      teacherCategoryScores {
        category
        score
      }
      changes {
        id
        changedAt
        teacherName
        messageId
        correctnessBefore
        correctnessAfter
        overallScoreBefore
        overallScoreAfter
        comment
      }
    }
    messages {
      id
      role
      text
      correctness
      gradingStatus
      teacherGraded
      aiCorrectness
      feedback {
        category
        code
        severity
        message
        excerpt
        suggestion
        span {
          start
          end
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeReviewQuery, PracticeReviewQueryVariables>;
export const ReviewQueueDocument = new TypedDocumentString(`
    query ReviewQueue($first: Int) {
  practiceReviewQueue(first: $first) {
    totalCount
    items {
      reasons
      studentName
      assignmentTitle
      classroomName
      intent {
        id
        attemptNumber
        scenarioTitle
        overallScore
        passed
        endedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const AcceptRecordingNoticeDocument = new TypedDocumentString(`
    mutation AcceptRecordingNotice {
  acceptRecordingNotice {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<AcceptRecordingNoticeMutation, AcceptRecordingNoticeMutationVariables>;
export const SetAutoplayCharacterVoiceDocument = new TypedDocumentString(`
    mutation SetAutoplayCharacterVoice($enabled: Boolean!) {
  setAutoplayCharacterVoice(enabled: $enabled) {
    success
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<SetAutoplayCharacterVoiceMutation, SetAutoplayCharacterVoiceMutationVariables>;
export const SpeakingSettingsDocument = new TypedDocumentString(`
    query SpeakingSettings {
  speakingSettings {
    ...SpeakingSettingsFields
  }
}
    fragment SpeakingSettingsFields on SpeakingSettings {
  serverTranscription
  serverSpeech
  maxRecordingSeconds
  maxRecordingBytes
  recordingNoticeAccepted
  autoplayCharacterVoice
  recordingRetentionDays
}`) as unknown as TypedDocumentString<SpeakingSettingsQuery, SpeakingSettingsQueryVariables>;
export const ConfirmUserTypeDocument = new TypedDocumentString(`
    mutation ConfirmUserType($userType: UserType!) {
  confirmUserType(userType: $userType) {
    success
    objects {
      id
      userType
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<ConfirmUserTypeMutation, ConfirmUserTypeMutationVariables>;
export const LanguagesDocument = new TypedDocumentString(`
    query Languages {
  languages {
    id
    name
    isoLanguageCode
  }
}
    `) as unknown as TypedDocumentString<LanguagesQuery, LanguagesQueryVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  readUser(me: true) {
    id
    userType
    firstName
    lastName
    username
    email
    timeZone
    studentProfile {
      id
      avatar
      photo
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLearningLanguages(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
    }
    teacherProfile {
      id
      avatar
      photo
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLanguagesTaught(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
export const MyStudentsDocument = new TypedDocumentString(`
    query MyStudents($page: Int, $pageSize: PageSize, $search: String) {
  myStudents(page: $page, pageSize: $pageSize, filter: { search: $search }) {
    totalCount
    page
    pages
    objects {
      id
      avatar
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyStudentsQuery, MyStudentsQueryVariables>;
export const MyTeachersDocument = new TypedDocumentString(`
    query MyTeachers($page: Int, $pageSize: PageSize, $search: String) {
  myTeachers(page: $page, pageSize: $pageSize, filter: { search: $search }) {
    totalCount
    page
    pages
    objects {
      id
      avatar
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyTeachersQuery, MyTeachersQueryVariables>;
export const StudentProfileDocument = new TypedDocumentString(`
    query StudentProfile($id: ID!, $withClassrooms: Boolean!) {
  studentProfile(id: $id) {
    id
    avatar
    nativeLanguage {
      ...ProfileLanguage
    }
    paginatedLearningLanguages(pageSize: "All") {
      objects {
        ...ProfileLanguage
      }
    }
    paginatedClassrooms(pageSize: 8) @include(if: $withClassrooms) {
      ...ProfileClassrooms
    }
    user {
      ...ProfilePerson
    }
  }
}
    fragment ProfileLanguage on Language {
  id
  name
  isoLanguageCode
}
fragment ProfileClassrooms on ClassroomPage {
  totalCount
  objects {
    id
    name
    level
    avatar
    language {
      ...ProfileLanguage
    }
  }
}
fragment ProfilePerson on User {
  id
  firstName
  lastName
  username
}`) as unknown as TypedDocumentString<StudentProfileQuery, StudentProfileQueryVariables>;
export const TeacherProfileDocument = new TypedDocumentString(`
    query TeacherProfile($id: ID!, $withClassrooms: Boolean!) {
  teacherProfile(id: $id) {
    id
    avatar
    nativeLanguage {
      ...ProfileLanguage
    }
    paginatedLanguagesTaught(pageSize: "All") {
      objects {
        ...ProfileLanguage
      }
    }
    paginatedClassrooms(pageSize: 8) @include(if: $withClassrooms) {
      ...ProfileClassrooms
    }
    user {
      ...ProfilePerson
    }
  }
}
    fragment ProfileLanguage on Language {
  id
  name
  isoLanguageCode
}
fragment ProfileClassrooms on ClassroomPage {
  totalCount
  objects {
    id
    name
    level
    avatar
    language {
      ...ProfileLanguage
    }
  }
}
fragment ProfilePerson on User {
  id
  firstName
  lastName
  username
}`) as unknown as TypedDocumentString<TeacherProfileQuery, TeacherProfileQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) {
    success
    objects {
      id
      firstName
      lastName
      language
      timeZone
    }
    errors {
      ...MutationErrorFields
    }
  }
}
    fragment MutationErrorFields on FieldError {
  field
  objectPosition
  messages
  code
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  readUser(me: true, where: { isActive: true }) {
    id
    userType
    email
    username
    firstName
    lastName
    isActive
    isStaff
    isSuperuser
    language
    timeZone
    studentProfile {
      id
      avatar
      nativeLanguage {
        id
      }
      paginatedLearningLanguages(pageSize: 1) {
        totalCount
      }
    }
    teacherProfile {
      id
      avatar
      nativeLanguage {
        id
      }
      paginatedLanguagesTaught(pageSize: 1) {
        totalCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;