import type { StudentHomeQuery, StudentHomeQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { STUDENT_ASSIGNMENT_FIELDS } from '../../assignments/api/student-assignment-fields.ts';
import { MY_PROGRESS_CARD_FIELDS } from '../../metrics/api/my-progress-card-fields.ts';

export const StudentHomeDocument = typedDocument<
  StudentHomeQuery,
  StudentHomeQueryVariables
>(/* GraphQL */ `
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
  ${STUDENT_ASSIGNMENT_FIELDS}
  ${MY_PROGRESS_CARD_FIELDS}
`);
