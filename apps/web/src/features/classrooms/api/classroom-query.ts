import type { ClassroomQuery, ClassroomQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

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
  }
`);
