import type {
  TeacherInvitePreviewQuery,
  TeacherInvitePreviewQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const TeacherInvitePreviewDocument = typedDocument<
  TeacherInvitePreviewQuery,
  TeacherInvitePreviewQueryVariables
>(/* GraphQL */ `
  query TeacherInvitePreview($token: String!) {
    teacherInvitePreview(token: $token) {
      teacher {
        firstName
        lastName
        avatar
      }
    }
  }
`);
