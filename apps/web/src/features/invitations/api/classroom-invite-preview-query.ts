import type {
  ClassroomInvitePreviewQuery,
  ClassroomInvitePreviewQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomInvitePreviewDocument = typedDocument<
  ClassroomInvitePreviewQuery,
  ClassroomInvitePreviewQueryVariables
>(/* GraphQL */ `
  query ClassroomInvitePreview($teacherToken: String!, $classroomToken: String!) {
    classroomInvitePreview(teacherToken: $teacherToken, classroomToken: $classroomToken) {
      joinedClassroomId
      classroom {
        name
        level
        avatar
        language {
          name
          isoLanguageCode
        }
      }
      teacher {
        firstName
        lastName
        avatar
      }
    }
  }
`);
