import type {
  StudentAssignmentsQuery,
  StudentAssignmentsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { STUDENT_ASSIGNMENT_FIELDS } from './student-assignment-fields.ts';

/** One bucket of the student's assignments, with the size of each bucket for the tabs. */
export const StudentAssignmentsDocument = typedDocument<
  StudentAssignmentsQuery,
  StudentAssignmentsQueryVariables
>(/* GraphQL */ `
  query StudentAssignments(
    $bucket: AssignmentBucket!
    $page: Int
    $pageSize: PageSize
    $sortOrder: SortOrder
  ) {
    list: practiceAssignments(
      filter: { bucket: $bucket }
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
    toDo: practiceAssignments(filter: { bucket: TO_DO }, pageSize: 1) {
      totalCount
    }
    done: practiceAssignments(filter: { bucket: DONE }, pageSize: 1) {
      totalCount
    }
    closed: practiceAssignments(filter: { bucket: CLOSED }, pageSize: 1) {
      totalCount
    }
  }
  ${STUDENT_ASSIGNMENT_FIELDS}
`);
