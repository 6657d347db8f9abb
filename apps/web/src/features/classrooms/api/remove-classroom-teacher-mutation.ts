import type {
  RemoveClassroomTeacherMutation,
  RemoveClassroomTeacherMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RemoveClassroomTeacherDocument = typedDocument<
  RemoveClassroomTeacherMutation,
  RemoveClassroomTeacherMutationVariables
>(/* GraphQL */ `
  mutation RemoveClassroomTeacher($classroomId: ID!, $teacherProfileId: ID!) {
    removeClassroomTeacher(classroomId: $classroomId, teacherProfileId: $teacherProfileId) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
