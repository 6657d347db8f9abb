import type {
  StudentAssignmentsQuery,
  StudentAssignmentsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { STUDENT_ASSIGNMENT_FIELDS } from './student-assignment-fields.ts';

/**
 * One bucket of the student's assignments, with the size of each bucket for the tabs; with a
 * classroom, only its assignments, and its name for the filter's chip.
 */
export const StudentAssignmentsDocument = typedDocument<
  StudentAssignmentsQuery,
  StudentAssignmentsQueryVariables
>(/* GraphQL */ `
  query StudentAssignments(
    $bucket: AssignmentBucket!
    $classroomId: ID
    $classroom: ID!
    $inClassroom: Boolean!
    $page: Int
    $pageSize: PageSize
    $sortOrder: SortOrder
  ) {
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
    toDo: practiceAssignments(filter: { bucket: TO_DO, classroomId: $classroomId }, pageSize: 1) {
      totalCount
    }
    done: practiceAssignments(filter: { bucket: DONE, classroomId: $classroomId }, pageSize: 1) {
      totalCount
    }
    classroom(id: $classroom) @include(if: $inClassroom) {
      id
      name
    }
    closed: practiceAssignments(filter: { bucket: CLOSED, classroomId: $classroomId }, pageSize: 1) {
      totalCount
    }
  }
  ${STUDENT_ASSIGNMENT_FIELDS}
`);
