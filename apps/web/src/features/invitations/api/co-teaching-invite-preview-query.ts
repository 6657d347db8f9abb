import type {
  CoTeachingInvitePreviewQuery,
  CoTeachingInvitePreviewQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CoTeachingInvitePreviewDocument = typedDocument<
  CoTeachingInvitePreviewQuery,
  CoTeachingInvitePreviewQueryVariables
>(/* GraphQL */ `
  query CoTeachingInvitePreview($classroomId: ID!, $token: String!) {
    teacherToClassroomInvitationPreview(classroomId: $classroomId, token: $token) {
      status
      expiresAt
      classroom {
        name
        level
        avatar
        language {
          name
          isoLanguageCode
        }
      }
      invitedBy {
        firstName
        lastName
        avatar
      }
    }
  }
`);
