import type {
  RemoveClassroomTeacherMutation,
  RemoveClassroomTeacherMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RemoveClassroomTeacherDocument = typedDocument<
  RemoveClassroomTeacherMutation,
  RemoveClassroomTeacherMutationVariables
>(/* GraphQL */ `
  mutation RemoveClassroomTeacher($classroomId: ID!, $teacherProfileId: ID!) {
    removeClassroomTeacher(classroomId: $classroomId, teacherProfileId: $teacherProfileId) {
      success
      errors {
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
