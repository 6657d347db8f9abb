import type {
  AcceptRecordingNoticeMutation,
  AcceptRecordingNoticeMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AcceptRecordingNoticeDocument = typedDocument<
  AcceptRecordingNoticeMutation,
  AcceptRecordingNoticeMutationVariables
>(/* GraphQL */ `
  mutation AcceptRecordingNotice {
    acceptRecordingNotice {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
