import type { ClassroomQuery, ClassroomQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { STUDENT_ASSIGNMENT_FIELDS } from '../../assignments/api/student-assignment-fields.ts';

/**
 * A student reads the classroom's assignments given to them, to do first (soonest due), then done
 * and closed (latest first); its teachers read the roster.
 */

export const ClassroomDocument = typedDocument<
  ClassroomQuery,
  ClassroomQueryVariables
>(/* GraphQL */ `
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
  ${STUDENT_ASSIGNMENT_FIELDS}
`);
