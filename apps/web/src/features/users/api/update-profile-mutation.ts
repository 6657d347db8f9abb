import type {
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
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
        timeZone
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
