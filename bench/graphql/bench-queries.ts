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

export type Servers = {
  graphqlUrl: string;
  bareUrl: string;
  classroomId: string;
  token: string;
  /** GET: the SQL statements sent since the last call. */
  statementsUrl: string;
  /** GET: the CPU time (user + system, µs) the servers' process has used so far. */
  cpuUrl: string;
  readyAtMicros: number;
};
