/** The operations the GraphQL benches send, and what the bench servers print for them. */

export const CLASSROOM_DETAIL = /* GraphQL */ `
  query ClassroomDetail($id: ID!) {
    classroom(id: $id) {
      id
      name
      level
      language { name isoLanguageCode }
      owner { id user { firstName lastName } }
      paginatedStudents(sortField: CREATED_AT) {
        totalCount
        objects { id user { firstName lastName } nativeLanguage { name } }
      }
    }
  }
`;

/** A write the owner makes: the classroom's name, set to the same value on every request. */
export const RENAME_CLASSROOM = /* GraphQL */ `
  mutation RenameClassroom($id: ID!, $input: ClassroomUpdateInput!) {
    updateClassroom(id: $id, input: $input) {
      objects { id name }
      errors { code }
    }
  }
`;

/** What the practice session sends for each line the student types (graded in the background). */
export const SEND_PRACTICE_MESSAGE = /* GraphQL */ `
  mutation SendPracticeMessage($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) {
      objects { id }
      errors { code }
    }
  }
`;

/**
 * A student's assignments as the student home lists them (StudentAssignmentFields): each with
 * its classroom, rules, the student's progress and attempts, and its scenarios.
 */
export const STUDENT_ASSIGNMENTS = /* GraphQL */ `
  query StudentAssignments {
    practiceAssignments(pageSize: 3, sortField: DUE_AT, sortOrder: ASC) {
      totalCount
      objects {
        id title status isCurriculum startsAt dueAt
        classroom { id name avatar }
        rules { attemptMode maxAttempts }
        myProgress { bucket dueAt attemptsUsed attemptsAllowed bestScore passed completedScenarios totalScenarios }
        scenarios { position completed attempts { id attemptNumber status startedAt overallScore passed } }
      }
    }
  }
`;

/** The Accept header the web app sends (apps/web/src/lib/graphql-client.ts). */
export const WEB_APP_ACCEPT = 'application/graphql-response+json, application/json';

export type Servers = {
  graphqlUrl: string;
  /** The same app with GRAPHQL_COMPILED_READS=false: every operation on the executor. */
  executorGraphqlUrl: string;
  bareUrl: string;
  classroomId: string;
  /** The classroom's owner (a teacher). */
  token: string;
  /** A student of the classroom, in a practice attempt (`intentId`). */
  studentToken: string;
  intentId: string;
  /** GET: the SQL statements sent since the last call. */
  statementsUrl: string;
  /** GET: the CPU time (user + system, µs) the servers' process has used so far. */
  cpuUrl: string;
  readyAtMicros: number;
};
