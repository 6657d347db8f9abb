import type {
  ClassroomAssignmentsQuery,
  ClassroomAssignmentsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/**
 * A classroom's assignments for its teachers, the newest hundred first, with what the assign dialog needs to
 * edit one; and the viewer's time zone, in which their dates are shown.
 */
export const ClassroomAssignmentsDocument = typedDocument<
  ClassroomAssignmentsQuery,
  ClassroomAssignmentsQueryVariables
>(/* GraphQL */ `
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
`);
