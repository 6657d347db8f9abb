import type {
  TeacherAssignmentsQuery,
  TeacherAssignmentsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** The assignments of the teacher's classrooms, drafts included. */
export const TeacherAssignmentsDocument = typedDocument<
  TeacherAssignmentsQuery,
  TeacherAssignmentsQueryVariables
>(/* GraphQL */ `
  query TeacherAssignments(
    $status: PracticeAssignmentStatus
    $text: String
    $page: Int
    $pageSize: PageSize
  ) {
    practiceAssignments(
      filter: { status: $status, text: $text }
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
        }
        scenarios {
          position
          scenarioId
        }
      }
    }
  }
`);
