import type {
  CreateCurriculumMutation,
  CreateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateCurriculumDocument = typedDocument<
  CreateCurriculumMutation,
  CreateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation CreateCurriculum($input: CurriculumInput!) {
    createCurriculum(input: $input) {
      errors {
        field
        objectPosition
        messages
        code
      }
      objects {
        id
      }
    }
  }
`);
