import type {
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateProfileDocument = typedDocument<
  UpdateProfileMutation,
  UpdateProfileMutationVariables
>(/* GraphQL */ `
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      success
      objects {
        id
        firstName
        lastName
        language
      }
      errors {
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
