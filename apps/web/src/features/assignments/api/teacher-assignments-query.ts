import type {
  TeacherAssignmentsQuery,
  TeacherAssignmentsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/**
 * The assignments of the teacher's classrooms, drafts included; with a classroom, only its
 * assignments, and its name for the filter's chip.
 */
export const TeacherAssignmentsDocument = typedDocument<
  TeacherAssignmentsQuery,
  TeacherAssignmentsQueryVariables
>(/* GraphQL */ `
  query TeacherAssignments(
    $status: PracticeAssignmentStatus
    $text: String
    $classroomId: ID
    $classroom: ID!
    $inClassroom: Boolean!
    $page: Int
    $pageSize: PageSize
  ) {
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
`);
