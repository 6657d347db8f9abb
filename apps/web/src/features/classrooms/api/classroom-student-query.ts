import type {
  ClassroomStudentQuery,
  ClassroomStudentQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomStudentDocument = typedDocument<
  ClassroomStudentQuery,
  ClassroomStudentQueryVariables
>(/* GraphQL */ `
  query ClassroomStudent($id: ID!) {
    studentProfile(id: $id) {
      id
      avatar
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLearningLanguages(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
`);
