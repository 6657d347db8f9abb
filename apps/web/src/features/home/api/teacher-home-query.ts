import type { TeacherHomeQuery, TeacherHomeQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const TeacherHomeDocument = typedDocument<
  TeacherHomeQuery,
  TeacherHomeQueryVariables
>(/* GraphQL */ `
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
`);
