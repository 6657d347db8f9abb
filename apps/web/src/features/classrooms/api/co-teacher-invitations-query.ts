import type {
  CoTeacherInvitationsQuery,
  CoTeacherInvitationsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CoTeacherInvitationsDocument = typedDocument<
  CoTeacherInvitationsQuery,
  CoTeacherInvitationsQueryVariables
>(/* GraphQL */ `
  query CoTeacherInvitations($id: ID!) {
    classroom(id: $id) {
      id
      paginatedTeacherInvitations(filter: { status: PENDING }, pageSize: "All") {
        objects {
          id
          inviteeEmail
          invitePath
          expiresAt
          expired
        }
      }
      declined: paginatedTeacherInvitations(
        filter: { status: DECLINED }
        pageSize: 5
        sortField: RESPONDED_AT
        sortOrder: DESC
      ) {
        objects {
          id
          inviteeEmail
          respondedAt
        }
      }
    }
  }
`);
