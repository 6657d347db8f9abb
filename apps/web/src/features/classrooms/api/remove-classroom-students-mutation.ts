import type {
  RemoveClassroomStudentsMutation,
  RemoveClassroomStudentsMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RemoveClassroomStudentsDocument = typedDocument<
  RemoveClassroomStudentsMutation,
  RemoveClassroomStudentsMutationVariables
>(/* GraphQL */ `
  mutation RemoveClassroomStudents($classroomId: ID!, $studentProfileIds: [ID!]!) {
    removeClassroomStudents(classroomId: $classroomId, studentProfileIds: $studentProfileIds) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
